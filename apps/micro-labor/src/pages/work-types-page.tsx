import { ResourcePage, resourceApi, type ResourceColumn } from '@zhuyun/ui';
import { labor, routes, type RequestOf } from '@zhuyun/contracts';

const { LaborMsg } = labor;
type Input = RequestOf<typeof routes.createWorkType>;

const workTypeApi = resourceApi<typeof routes.listWorkTypes, Input>(
  { list: routes.listWorkTypes, create: routes.createWorkType, update: routes.updateWorkType, remove: routes.deleteWorkType },
  { sortWords: 'ascend' },
);

const columns: ResourceColumn<labor.WorkTypeRow>[] = [
  {
    key: 'work_type_name',
    title: '工种名称',
    sortable: true,
    search: { kind: 'input', name: 'search', placeholder: '搜索工种名称、备注' },
    form: { kind: 'input', required: LaborMsg.workTypeNameRequired, max: 30, maxMessage: LaborMsg.workTypeNameTooLong },
  },
  { key: 'person_count', title: '人数', width: 90 },
  { key: 'remark', title: '备注', form: { kind: 'textarea', max: 200 } },
  { key: 'created_at', title: '创建时间', sortable: true, render: (v) => String(v).slice(0, 10) },
];

export function WorkTypesPage() {
  return (
    <ResourcePage<labor.WorkTypeRow, Input>
      noun="工种"
      api={workTypeApi}
      queryKey={['work-types']}
      invalidates={[['work-type-options']]}
      rowKey="work_type_id"
      columns={columns}
      pageSize={10}
      describe={(r) => r.work_type_name}
    />
  );
}
