import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { routes } from '@zhuyun/contracts';
import { FakeApi, renderApp, resizeTo, signInAs } from '../../testing/render-app';

const LOAD = { timeout: 30_000 };
const api = () =>
  new FakeApi()
    .on(routes.getUserDetail, { data: { company_name: '演示建设集团', job_data: [] } })
    .on(routes.getProjectManageList, { data: { list: [], total_count: 0, cur_page: 1, page_size: 20 } });

describe('layout', () => {
  it('collapses the side menu below 992 px and hides it below 768 px, with a button that opens it', async () => {
    signInAs();
    resizeTo(1440);
    const { user } = renderApp('/redirectProjectCenter', api());
    const nav = await screen.findByRole('navigation', { name: '项目中心菜单' }, LOAD);
    expect(nav).not.toHaveClass('side-menu--collapsed');
    // The temporary menus have no children yet: the centre says its group is empty and whom to ask.
    await screen.findByText('项目中心暂无可用菜单，请联系本单位管理员为您的岗位「单位管理员」关联权限模板', {}, LOAD);

    resizeTo(900);
    await waitFor(() => expect(screen.getByRole('navigation', { name: '项目中心菜单' })).toHaveClass('side-menu--collapsed'));
    resizeTo(700);
    await new Promise((r) => setTimeout(r, 150));
    await waitFor(() => expect(screen.queryByRole('navigation', { name: '项目中心菜单' })).toBeNull());
    await user.click(screen.getByRole('button', { name: '打开菜单' }));
    await screen.findByRole('navigation', { name: '项目中心菜单' }, LOAD);
    resizeTo(1024);
  });

  it('has no side menu on the home page', async () => {
    signInAs();
    renderApp('/homepage', api());
    await screen.findByRole('tab', { name: '首页' }, LOAD);
    expect(screen.queryByRole('navigation', { name: /菜单$/ })).toBeNull();
  });

  it('keeps the project list as it was across a tab switch', async () => {
    signInAs();
    const { user } = renderApp('/ProjectList', api());
    const search = await screen.findByPlaceholderText('搜索项目名称或编码', {}, LOAD);
    await user.type(search, '未来社区');
    await user.click(screen.getByRole('tab', { name: '首页' }));
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/homepage'));
    await user.click(screen.getByRole('tab', { name: '项目列表' }));
    await waitFor(() => expect(screen.getByPlaceholderText('搜索项目名称或编码')).toBeVisible());
    expect(screen.getByPlaceholderText('搜索项目名称或编码')).toHaveValue('未来社区');
    // Closing its tab lets it go: opened again, it starts afresh.
    await user.click(screen.getByRole('button', { name: '关闭项目列表' }));
    await waitFor(() => expect(screen.queryByPlaceholderText('搜索项目名称或编码')).toBeNull());
  });

  it('forgets a page that is not kept alive', async () => {
    signInAs();
    const { user } = renderApp('/carList', api());
    await user.type(await screen.findByPlaceholderText('搜索车牌号、司机或GPS编号', {}, LOAD), '浙A');
    await user.click(screen.getByRole('tab', { name: '首页' }));
    await waitFor(() => expect(screen.queryByPlaceholderText('搜索车牌号、司机或GPS编号')).toBeNull());
    await user.click(screen.getByRole('tab', { name: '车辆管理' }));
    expect(await screen.findByPlaceholderText('搜索车牌号、司机或GPS编号', {}, LOAD)).toHaveValue('');
  });

  it('hides the project icon on /checkResultDetail only', async () => {
    signInAs();
    const { user } = renderApp('/checkResultDetail', api());
    await screen.findByRole('tab', { name: '检查结果详情' }, LOAD);
    expect(screen.queryByRole('button', { name: '项目列表' })).toBeNull();
    await user.click(screen.getByRole('tab', { name: '首页' }));
    await screen.findByRole('button', { name: '项目列表' }, LOAD);
  });
});

describe('pages of the route table', () => {
  it('shows the two cards of /regulatoryPlatformLogin without a session, each leading to /login', async () => {
    const { user } = renderApp('/regulatoryPlatformLogin');
    await screen.findByRole('region', { name: '监管部门登录' }, LOAD);
    expect(screen.getByRole('region', { name: '企业用户登录' })).toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: '进入登录' })).toHaveLength(2);
    await user.click(screen.getAllByRole('button', { name: '进入登录' })[1]!);
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/login'));
  });

  it('/redirect/<path> goes to that path', async () => {
    signInAs();
    renderApp('/redirect/building?from=refresh', api());
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/building?from=refresh'), LOAD);
  });

});
