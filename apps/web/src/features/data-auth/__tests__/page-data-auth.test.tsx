import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { DATA_SCOPE_PAGES, DataScopeType, routes } from '@zhuyun/contracts';
import { FakeApi, renderPage } from '../../../testing/render-page';
import { PageDataAuthPage } from '../pages/page-data-auth-page';
import { JOB_BUILDER, LOAD, PROJECT_A, orgTree, projectList } from './data-auth-fixtures';

const saved = (scope: number = DataScopeType.all, project_ids: string[] = []) => ({
  data: {
    job_id: JOB_BUILDER,
    list: DATA_SCOPE_PAGES.map(({ object_no }) => ({ object_no, scope_type: object_no === 'page.ProjectList' ? scope : DataScopeType.all })),
    project_ids,
  },
});

/** Picks an option of an antd Select by its label: opens it with the keyboard, then clicks the option. */
async function choose(user: ReturnType<typeof renderPage>['user'], label: string, option: string) {
  await user.click(screen.getByRole('combobox', { name: label }));
  const options = await screen.findAllByTitle(option, {}, LOAD);
  await user.click(options.at(-1) as HTMLElement);
}

describe('/pageDataAuth', () => {
  it('limits a job to its projects: scope per page, the projects, then Save sends them', async () => {
    const fake = new FakeApi()
      .on(routes.getOrgTree, orgTree)
      .on(routes.getProjectList, projectList)
      .on(routes.getJobDataAuth, saved())
      .on(routes.saveJobDataAuth, { msg: '保存成功', data: null });
    const { user } = renderPage(<PageDataAuthPage />, fake);
    await screen.findByText('请在左侧选择一个岗位', {}, LOAD);
    await user.click(await screen.findByText('施工员', {}, LOAD));
    await screen.findByText('工程部 / 施工员', {}, LOAD);
    const row = screen.getByText('项目列表').closest('tr') as HTMLElement;
    expect(within(row).getByText('全部（本单位）')).toBeInTheDocument();

    await choose(user, '项目列表 数据范围', '本岗位的项目');
    await screen.findByText(/将看不到任何数据/, {}, LOAD);
    await choose(user, '本岗位的项目', '未来科技城项目（HZ-1）');
    await waitFor(() => expect(screen.queryByText(/将看不到任何数据/)).toBeNull(), LOAD);
    await user.click(screen.getByRole('button', { name: '保 存' }));
    await waitFor(() => expect(fake.callsTo(routes.saveJobDataAuth)).toHaveLength(1), LOAD);
    expect(fake.callsTo(routes.saveJobDataAuth)[0]).toMatchObject({
      job_id: JOB_BUILDER,
      // Every page that enforces a scope is sent (its components, devices, alarms … pages too), the others at all.
      list: DATA_SCOPE_PAGES.map(({ object_no }) => ({ object_no, scope_type: object_no === 'page.ProjectList' ? DataScopeType.projects : DataScopeType.all })),
      project_ids: [PROJECT_A],
    });
    await screen.findByText('保存成功', {}, LOAD);
  });

  it('offers each page only the scopes it can enforce, and shows the saved setting', async () => {
    const fake = new FakeApi().on(routes.getOrgTree, orgTree).on(routes.getProjectList, projectList).on(routes.getJobDataAuth, saved(DataScopeType.own));
    const { user } = renderPage(<PageDataAuthPage />, fake);
    await user.click(await screen.findByText('施工员', {}, LOAD));
    const row = (await screen.findByText('项目列表', {}, LOAD)).closest('tr') as HTMLElement;
    expect(within(row).getByText('仅本人创建')).toBeInTheDocument();
    await user.click(screen.getByRole('combobox', { name: '堆场管理 数据范围' }));
    // A yard has a project but no creator: its choices are all of the unit and the job's projects, nothing else.
    await screen.findByTitle('本岗位的项目', {}, LOAD);
    expect(screen.getAllByTitle('全部（本单位）').length).toBeGreaterThan(0);
    expect(screen.queryByTitle('本部门及下级')).toBeNull();
  });

  it('shows 403 for a job without the page', async () => {
    const fake = new FakeApi().on(routes.getOrgTree, orgTree).on(routes.getProjectList, projectList).on(routes.getJobDataAuth, { code: 10403, msg: '没有权限' });
    const { user } = renderPage(<PageDataAuthPage />, fake);
    await user.click(await screen.findByText('施工员', {}, LOAD));
    await screen.findByText('403', {}, LOAD);
  });
});
