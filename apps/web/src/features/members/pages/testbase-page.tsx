import { useMemo } from 'react';
import { members, type RequestOf, type ResponseOf } from '@zhuyun/contracts';
import { ResourcePage, resourceApi, type ResourceColumn } from '@zhuyun/ui';
import { useProjectChoice } from '../api/use-project-choice';
import { validityTag } from '../components/validity-tag';

type Row = ResponseOf<typeof members.listTestBases>['list'][number];
type Input = RequestOf<typeof members.createTestBase>;
const { MembersMsg, BASE_TYPE_NAMES } = members;
const typeOptions = Object.entries(BASE_TYPE_NAMES).map(([value, label]) => ({ value: Number(value), label }));

const api = resourceApi<typeof members.listTestBases, Input>({
  list: members.listTestBases,
  create: members.createTestBase,
  update: members.updateTestBase,
  remove: members.deleteTestBase,
});

function useColumns(projects: { project_id: string; project_name: string }[]) {
  return useMemo((): ResourceColumn<Row>[] => {
    const projectOptions = projects.map((p) => ({ value: p.project_id, label: p.project_name }));
    return [
      {
        key: 'base_name',
        title: '基地名称',
        sortable: true,
        search: { kind: 'input', name: 'search', placeholder: '搜索名称、地址、证书编号或联系人' },
        form: { kind: 'input', required: MembersMsg.baseNameRequired, max: 100 },
      },
      {
        key: 'base_type',
        title: '类型',
        render: (v) => BASE_TYPE_NAMES[Number(v)],
        exportValue: (r) => BASE_TYPE_NAMES[r.base_type],
        search: { kind: 'select', options: typeOptions, placeholder: '全部类型' },
        form: { kind: 'select', options: typeOptions, required: MembersMsg.baseTypeInvalid },
      },
      {
        key: 'project_name',
        title: '服务项目',
        render: (v) => (v as string | null) ?? '全部项目',
        search: { kind: 'select', name: 'project_id', options: projectOptions, placeholder: '全部项目', width: 220 },
        form: { kind: 'select', name: 'project_id', label: '服务项目', options: projectOptions, placeholder: '不选则服务全部项目' },
      },
      { key: 'address', title: '地址', form: { kind: 'input', max: 255 } },
      { key: 'accreditation', title: '资质', form: { kind: 'input', max: 200, label: '资质（CMA、CNAS 等）' } },
      { key: 'accreditation_no', title: '资质证书编号', form: { kind: 'input', max: 64 } },
      { key: 'contact_name', title: '联系人', form: { kind: 'input', max: 20 } },
      { key: 'contact_phone', title: '联系电话', form: { kind: 'input', max: 20, rules: [{ pattern: /^[\d-]{7,20}$/, message: MembersMsg.phoneInvalid }] } },
      { key: 'valid_from', title: '有效期起', form: { kind: 'date' } },
      { key: 'valid_to', title: '有效期至', sortable: true, render: (v) => validityTag(v as string | null), exportValue: (r) => r.valid_to, form: { kind: 'date' } },
      { key: 'remark', title: '备注', hideInTable: true, form: { kind: 'textarea', max: 500 } },
    ];
  }, [projects]);
}

// A stable function: the dialog resets its form whenever this changes.
const startValues = (row: Row | null): Record<string, unknown> => (row ? { ...row } : { base_type: 1 });

/** /TestbaseManagement: the unit's test bases and laboratories, each for one project or for all of them. */
export function TestbasePage() {
  const { projects } = useProjectChoice();
  const columns = useColumns(projects);
  return (
    <ResourcePage<Row, Input>
      title="试验基地管理"
      noun="试验基地"
      api={api}
      queryKey={['test-bases']}
      rowKey="base_id"
      columns={columns}
      describe={(r) => r.base_name}
      initialValues={startValues}
      toInput={(values) => ({ ...(values as Input), project_id: (values.project_id as string | undefined) ?? null })}
    />
  );
}
