import { ResourcePage, resourceApi, type ResourceColumn } from '@zhuyun/ui';
import { labor, routes, type RequestOf } from '@zhuyun/contracts';

const { LaborMsg } = labor;
type Input = RequestOf<typeof routes.createTeam>;

const teamApi = resourceApi<typeof routes.listTeams, Input>(
  { list: routes.listTeams, create: routes.createTeam, update: routes.updateTeam, remove: routes.deleteTeam },
  { sortWords: 'ascend' },
);

const columns: ResourceColumn<labor.TeamRow>[] = [
  {
    key: 'team_name',
    title: '班组名称',
    sortable: true,
    search: { kind: 'input', name: 'search', placeholder: '搜索班组名称、班组长、电话' },
    form: { kind: 'input', required: LaborMsg.teamNameRequired, max: 30, maxMessage: LaborMsg.teamNameTooLong },
  },
  { key: 'leader', title: '班组长', form: { kind: 'input', max: 20 } },
  { key: 'phone', title: '联系电话', form: { kind: 'input', max: 11, rules: [{ pattern: /^1\d{10}$/, message: LaborMsg.phoneInvalid }] } },
  { key: 'person_count', title: '人数', width: 90 },
  { key: 'remark', title: '备注', hideInTable: true, form: { kind: 'textarea', max: 200 } },
  { key: 'created_at', title: '创建时间', sortable: true, render: (v) => String(v).slice(0, 10) },
];

export function TeamsPage() {
  return (
    <ResourcePage<labor.TeamRow, Input>
      noun="班组"
      api={teamApi}
      queryKey={['teams']}
      invalidates={[['team-options']]}
      rowKey="team_id"
      columns={columns}
      pageSize={10}
      describe={(r) => r.team_name}
    />
  );
}
