import Tag from 'antd/es/tag';
import { EvalMsg, capPhoneInput, isMobilePhone, routes, type RequestOf, type ResponseOf } from '@zhuyun/contracts';
import { ResourcePage, resourceApi, useApiClient, type ResourceColumn } from '@zhuyun/ui';
import { evalKeys, useOrgOptions } from '../api/evaluation-queries';
import { XlsxImportButton } from '../components/xlsx-import-button';

type Row = ResponseOf<typeof routes.evalListPersons>['list'][number];
type Input = RequestOf<typeof routes.evalSavePerson>;

// One save call creates (no person_id) and updates (with it).
const personApi = resourceApi<typeof routes.evalListPersons, Input>(
  { list: routes.evalListPersons, create: routes.evalSavePerson, update: routes.evalSavePerson, remove: routes.evalDeletePerson, export: routes.evalExportPersons },
  { id: 'person_id' },
);
const phoneRule = { validator: (_: unknown, v?: string) => (!v || isMobilePhone(v) ? Promise.resolve() : Promise.reject(new Error(EvalMsg.phoneInvalid))) };

/** /eva/persons: the persons who evaluate or are evaluated, with search, filters, paging, sorting, import and export. */
export function PersonsPage() {
  const client = useApiClient();
  const { obs, jobs } = useOrgOptions();
  const obsOptions = (obs.data?.list ?? []).map((o) => ({ value: o.obs_id, label: o.obs_name }));
  const columns: ResourceColumn<Row>[] = [
    { key: 'person_name', title: '姓名', sortable: true, search: { kind: 'input', name: 'search', placeholder: '搜索姓名或手机号', width: 220 }, form: { kind: 'input', required: EvalMsg.personNameRequired, max: 50 } },
    { key: 'phone', title: '手机号', sortable: true, form: { kind: 'input', required: EvalMsg.phoneRequired, max: 11, normalize: capPhoneInput, rules: [phoneRule] } },
    { key: 'job_name', title: '岗位', sortable: true },
    { key: 'obs_name', title: '组织', sortable: true },
    { key: 'job_id', title: '岗位', hideInTable: true, form: { kind: 'select', options: (jobs.data?.list ?? []).map((j) => ({ value: j.job_id, label: j.job_name })) } },
    { key: 'obs_id', title: '组织', hideInTable: true, search: { kind: 'select', placeholder: '全部组织', options: obsOptions }, form: { kind: 'select', options: obsOptions } },
    { key: 'has_password', title: '服务密码', render: (v) => (v ? <Tag color="green">已设置</Tag> : <Tag>未设置</Tag>), exportValue: (r) => (r.has_password ? '已设置' : '未设置') },
    { key: 'created_at', title: '登记时间', sortable: true, render: (v) => String(v).slice(0, 10) },
  ];
  return (
    <ResourcePage<Row, Input>
      title="评价人员"
      noun="人员"
      api={personApi}
      queryKey={evalKeys.all}
      rowKey="person_id"
      columns={columns}
      describe={(r) => r.person_name}
      emptyText="暂无人员，可新增或导入"
      toInput={(v) => ({ person_name: v.person_name as string, phone: v.phone as string, job_id: (v.job_id as string | undefined) ?? null, obs_id: (v.obs_id as string | undefined) ?? null })}
      toolbar={<XlsxImportButton upload={(file) => client.upload(routes.evalImportPersons, {}, file, file.name, { silent: true })} />}
    />
  );
}
