import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { routes } from '@zhuyun/contracts';
import { findDialog } from '../../../testing/dialogs';
import { FakeApi, renderPage } from '../../../testing/render-page';
import { PeopleWarehousePage } from '../pages/people-warehouse-page';

const LOAD = { timeout: 30_000 };
const P1 = '01900000-0000-7000-8000-000000010001';
const T1 = '01900000-0000-7000-8000-0000000b2001';
const T2 = '01900000-0000-7000-8000-0000000b2002';
const page = (list: unknown[]) => ({ data: { list, total_count: list.length, cur_page: 1, page_size: 20 } });
const team = {
  link_id: 'l1', project_id: P1, project_name: '示范项目', team_id: T1, team_name: '主体结构班', leader: '周建国', phone: '13957100001',
  person_count: 4, entry_date: '2026-03-02', exit_date: null, remark: null, created_at: '2026-01-01T00:00:00Z',
};
const person = { person_id: 'x1', person_name: '马永强', id_card: '341221********1532', phone: null, team_id: T1, team_name: '主体结构班', work_type_id: null, work_type_name: '混凝土工', entry_date: '2026-03-02', exit_date: null };

describe('/PeopleWarehouse 劳务班组', () => {
  const api = () =>
    new FakeApi()
      .on(routes.getProjectList, page([{ project_id: P1, project_name: '示范项目' }]))
      .on(routes.listProjectPeople, page([]))
      .on(routes.listProjectTeams, page([team]))
      .on(routes.listTeams, page([{ team_id: T1, team_name: '主体结构班' }, { team_id: T2, team_name: '水电安装班' }]))
      .on(routes.getProjectTeamUsers, page([person]))
      .on(routes.createProjectTeam, { data: { link_id: 'l2' } });

  it("lists the project's labour teams and shows a team's people", async () => {
    const fake = api();
    const { user } = renderPage(<PeopleWarehousePage />, fake, { path: `/PeopleWarehouse?project_id=${P1}` });
    await user.click(await screen.findByRole('tab', { name: '劳务班组' }, LOAD));
    const row = (await screen.findByText('主体结构班', {}, LOAD)).closest('tr') as HTMLElement;
    expect(within(row).getByText('周建国')).toBeInTheDocument();
    expect(within(row).getByText('4')).toBeInTheDocument();

    // By its text and a plain click: jsdom spends tens of seconds computing a table row's link-button style, which a
    // role query's visibility check and userEvent's pointer-events check ask for (design-manage.test.tsx).
    fireEvent.click(within(row).getByText(/人\s?员/).closest('button') as HTMLElement);
    const drawer = await findDialog('主体结构班：班组人员', LOAD);
    await within(drawer).findByText('马永强', {}, LOAD);
    expect(within(drawer).getByText('341221********1532')).toBeInTheDocument();
    expect(fake.callsTo(routes.getProjectTeamUsers)[0]).toMatchObject({ project_id: P1, team_id: T1 });
  });

  it('takes another team onto the project', async () => {
    const fake = api();
    const { user } = renderPage(<PeopleWarehousePage />, fake, { path: `/PeopleWarehouse?project_id=${P1}` });
    await user.click(await screen.findByRole('tab', { name: '劳务班组' }, LOAD));
    await screen.findByText('主体结构班', {}, LOAD);
    await user.click(screen.getByRole('button', { name: /新增班组/ }));
    // Found by its title: the project picker above the tabs holds the test environment's one shared id (dialogs.ts).
    const dialog = await findDialog('新增班组', LOAD);
    await user.click(within(dialog).getByRole('combobox', { name: '班组' }));
    await user.click(await screen.findByTitle('水电安装班', {}, LOAD));
    await user.click(within(dialog).getByRole('button', { name: /保\s?存/ }));
    await waitFor(() => expect(fake.callsTo(routes.createProjectTeam)[0]).toMatchObject({ project_id: P1, team_id: T2 }), LOAD);
  });
});
