import { useQuery } from '@tanstack/react-query';
import { ResourcePage, resourceApi, type ResourceColumn } from '@zhuyun/ui';
import { labor, routes, type RequestOf } from '@zhuyun/contracts';
import { useLabor } from '../labor-context';

const { LaborMsg, isIdCard } = labor;
type Input = RequestOf<typeof routes.createPerson>;
/** Page sizes above 1,000 mean "all rows" (ARCHITECTURE.md): the choices of a select. */
const ALL = { per_page: 1000 };

const personApi = resourceApi<typeof routes.listPersons, Input>(
  { list: routes.listPersons, create: routes.createPerson, update: routes.updatePerson, remove: routes.deletePerson },
  { sortWords: 'ascend' },
);

const idCardRule = {
  validator: async (_: unknown, v?: string) => (!v?.trim() || isIdCard(v.trim().toUpperCase()) ? undefined : Promise.reject(new Error(LaborMsg.idCardInvalid))),
};

export function PersonsPage() {
  const { api } = useLabor();
  const teams = useQuery({ queryKey: ['team-options'], queryFn: () => api.call(routes.listTeams, { ...ALL, sort_field: 'team_name', sort_order: 'ascend' }) });
  const workTypes = useQuery({
    queryKey: ['work-type-options'],
    queryFn: () => api.call(routes.listWorkTypes, { ...ALL, sort_field: 'work_type_name', sort_order: 'ascend' }),
  });
  const columns: ResourceColumn<labor.PersonRow>[] = [
    {
      key: 'person_name',
      title: '姓名',
      sortable: true,
      search: { kind: 'input', name: 'search', placeholder: '搜索姓名、身份证号、电话' },
      form: { kind: 'input', required: LaborMsg.personNameRequired, max: 20, maxMessage: LaborMsg.personNameTooLong },
    },
    { key: 'id_card', title: '身份证号', form: { kind: 'input', required: LaborMsg.idCardRequired, max: 18, rules: [idCardRule] } },
    { key: 'phone', title: '联系电话', form: { kind: 'input', max: 11, rules: [{ pattern: /^1\d{10}$/, message: LaborMsg.phoneInvalid }] } },
    { key: 'team_name', title: '班组' },
    { key: 'work_type_name', title: '工种' },
    { key: 'team_id', title: '班组', hideInTable: true, form: { kind: 'select', options: teams.data?.list.map((t) => ({ value: t.team_id, label: t.team_name })) } },
    {
      key: 'work_type_id',
      title: '工种',
      hideInTable: true,
      form: { kind: 'select', options: workTypes.data?.list.map((w) => ({ value: w.work_type_id, label: w.work_type_name })) },
    },
    { key: 'created_at', title: '登记时间', sortable: true, render: (v) => String(v).slice(0, 10) },
  ];
  return (
    <ResourcePage<labor.PersonRow, Input>
      noun="人员"
      api={personApi}
      queryKey={['persons']}
      invalidates={[['teams'], ['work-types']]}
      rowKey="person_id"
      columns={columns}
      pageSize={10}
      describe={(r) => r.person_name}
      toInput={(values) => ({ ...(values as Input), team_id: (values.team_id as string | undefined) ?? null, work_type_id: (values.work_type_id as string | undefined) ?? null })}
    />
  );
}
