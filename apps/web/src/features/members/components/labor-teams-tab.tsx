import { useMemo, useState } from 'react';
import Button from 'antd/es/button';
import Drawer from 'antd/es/drawer';
import Input from 'antd/es/input';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { labor, type RequestOf, type ResponseOf } from '@zhuyun/contracts';
import { PagedTable, ResourcePage, resourceApi, useApiClient, useTableQuery, type ResourceColumn, type TableQuery } from '@zhuyun/ui';

type Row = ResponseOf<typeof labor.listProjectTeams>['list'][number];
type TeamInput = RequestOf<typeof labor.createProjectTeam>;
type PersonRow = ResponseOf<typeof labor.getProjectTeamUsers>['list'][number];
interface PeopleQuery extends TableQuery {
  page: number;
  per_page: number;
  search?: string;
  sort_field?: (typeof labor.PROJECT_TEAM_USER_SORT_FIELDS)[number];
}
const { LaborMsg } = labor;

const api = resourceApi<typeof labor.listProjectTeams, TeamInput>({
  list: labor.listProjectTeams,
  create: labor.createProjectTeam,
  update: labor.updateProjectTeam,
  remove: labor.deleteProjectTeam,
});

/** The people of one of the project's teams (labor_team_user), searched, sorted and paged on the server. */
function TeamPeopleTable({ projectId, team }: { projectId: string; team: Row }) {
  const client = useApiClient();
  const { query, sortOf, onTableChange, refine } = useTableQuery<PeopleQuery>({ page: 1, per_page: 10 });
  const people = useQuery({
    queryKey: ['project-labor-team-users', projectId, team.team_id, query],
    queryFn: ({ signal }) => client.call(labor.getProjectTeamUsers, { project_id: projectId, team_id: team.team_id, ...query }, { signal, silent: true }),
    placeholderData: keepPreviousData,
  });
  return (
    <>
      <Input.Search allowClear placeholder="搜索姓名、手机号" style={{ maxWidth: 280, marginBottom: 12 }} onSearch={(v) => refine({ search: v.trim() || undefined })} />
      <PagedTable<PersonRow>
        rowKey="person_id"
        answer={people.data}
        loading={people.isFetching}
        error={people.isError && { title: '班组人员加载失败', retry: () => void people.refetch(), cause: people.error }}
        emptyText={query.search ? `没有找到与“${query.search}”相关的人员` : '该班组暂无人员，请在劳务管理中登记'}
        pageSize={query.per_page}
        onChange={onTableChange}
        columns={[
          { title: '姓名', dataIndex: 'person_name', sorter: true, sortOrder: sortOf('person_name') },
          { title: '身份证号', dataIndex: 'id_card' },
          { title: '手机号', dataIndex: 'phone', render: (v: string | null) => v ?? '—' },
          { title: '工种', dataIndex: 'work_type_name', sorter: true, sortOrder: sortOf('work_type_name'), render: (v: string | null) => v ?? '—' },
        ]}
      />
    </>
  );
}

/** A team's people in a drawer; each team opened starts again at its first page. */
function TeamPeople({ projectId, team, onClose }: { projectId: string; team: Row | null; onClose: () => void }) {
  return (
    <Drawer open={Boolean(team)} onClose={onClose} size="large" title={team ? `${team.team_name}：班组人员` : ''} destroyOnHidden>
      {team && <TeamPeopleTable key={team.team_id} projectId={projectId} team={team} />}
    </Drawer>
  );
}

/** 劳务班组 of /PeopleWarehouse: the labour platform's teams on this project, their days on site and their people. */
export function LaborTeamsTab({ projectId }: { projectId: string }) {
  const client = useApiClient();
  const [viewing, setViewing] = useState<Row | null>(null);
  // The labour platform's teams to choose from (the labour page's list; empty for a job without it).
  const teams = useQuery({
    queryKey: ['labor-teams', 'options'],
    queryFn: ({ signal }) => client.call(labor.listTeams, { is_page: 0 }, { signal, silent: true }),
    staleTime: 60_000,
  });
  const columns = useMemo<ResourceColumn<Row>[]>(
    () => [
      {
        key: 'team_name',
        title: '班组',
        sortable: true,
        search: { kind: 'input', name: 'search', placeholder: '搜索班组名称、班组长' },
      },
      {
        key: 'team_id',
        title: '班组',
        hideInTable: true,
        form: { kind: 'select', required: LaborMsg.teamIdRequired, options: (teams.data?.list ?? []).map((t) => ({ value: t.team_id, label: t.team_name })) },
      },
      { key: 'leader', title: '班组长' },
      { key: 'phone', title: '联系电话' },
      { key: 'person_count', title: '人数', sortable: true },
      { key: 'entry_date', title: '进场日期', sortable: true, form: { kind: 'date' } },
      { key: 'exit_date', title: '退场日期', form: { kind: 'date' } },
      { key: 'remark', title: '备注', form: { kind: 'input', max: 200 } },
    ],
    [teams.data],
  );
  return (
    <>
      <ResourcePage<Row, TeamInput>
        key={projectId}
        noun="班组"
        api={api}
        queryKey={['project-labor-teams']}
        rowKey="link_id"
        columns={columns}
        fixed={{ project_id: projectId }}
        describe={(r) => r.team_name}
        emptyText="暂无劳务班组，可从劳务管理的班组中选择进场"
        toInput={(values) => ({ ...(values as TeamInput), project_id: projectId })}
        rowActions={(r) => (
          <Button type="link" size="small" onClick={() => setViewing(r)}>
            人员
          </Button>
        )}
      />
      <TeamPeople projectId={projectId} team={viewing} onClose={() => setViewing(null)} />
    </>
  );
}
