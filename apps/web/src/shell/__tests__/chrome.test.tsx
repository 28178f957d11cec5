import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { routes, type MenuNode } from '@zhuyun/contracts';
import { FakeApi } from '../../testing/fake-api';
import { renderApp, resizeTo, signInAs } from '../../testing/render-app';

const LOAD = { timeout: 30_000 };

const node = (menu_no: string, menu_name: string, extra: Partial<MenuNode> = {}): MenuNode => ({
  menu_id: `id-${menu_no}`, menu_no, menu_name, menu_type: 1, route_url: null, outer_url: null, system_app_no: null,
  app_domain_name: null, menu_css: null, object_no: null, order_no: 0, children_list: [], ...extra,
});

/** 项目中心 › 项目管理 › (项目列表, 车辆管理), and 项目堆场 on the first level. */
const menus = [
  node('project_center', '项目中心', {
    menu_type: 0,
    children_list: [
      node('pm', '项目管理', {
        menu_type: 0,
        children_list: [node('pm.list', '项目列表', { route_url: '/ProjectList' }), node('pm.cars', '车辆管理', { route_url: '/carList' })],
      }),
      node('yard', '项目堆场', { route_url: '/yardList' }),
    ],
  }),
];

const api = () =>
  new FakeApi()
    .on(routes.getUserDetail, { data: { company_name: '演示建设集团', job_data: [] } })
    .on(routes.getMenu, { data: { list: menus } })
    .on(routes.getUserAuthList, { data: { list: [] } })
    .on(routes.getProjectManageList, { data: { list: [], total_count: 0, cur_page: 1, page_size: 20 } })
    .on(routes.listCars, { data: { list: [], total_count: 0, cur_page: 1, page_size: 20 } })
    .on(routes.getCarTypes, { data: { list: [] } });

describe('the shell chrome', () => {
  it('opens the current page’s branch, toggles submenus and marks the current page', async () => {
    signInAs();
    resizeTo(1440);
    const { user } = renderApp('/ProjectList', api());
    const nav = await screen.findByRole('navigation', { name: '项目中心菜单' }, LOAD);
    const branch = await within(nav).findByRole('button', { name: /项目管理/ }, LOAD);
    expect(branch).toHaveAttribute('aria-expanded', 'true');
    expect(within(nav).getByRole('link', { name: '项目列表' })).toHaveAttribute('aria-current', 'page');
    await user.click(branch);
    expect(branch).toHaveAttribute('aria-expanded', 'false');
    expect(within(nav).queryByRole('link', { name: '项目列表' })).toBeNull();
    await user.click(branch);
    await user.click(within(nav).getByRole('link', { name: '车辆管理' }));
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/carList'));
    expect(within(nav).getByRole('link', { name: '车辆管理' })).toHaveAttribute('aria-current', 'page');
    expect(within(screen.getByRole('navigation', { name: '顶部导航' })).getByRole('link', { name: '项目中心' })).toHaveAttribute('aria-current', 'page');
  });

  it('shows a collapsed submenu’s branch beside its icon and closes it on Escape or a choice', async () => {
    signInAs();
    resizeTo(900);
    const { user } = renderApp('/ProjectList', api());
    const nav = await screen.findByRole('navigation', { name: '项目中心菜单' }, LOAD);
    await waitFor(() => expect(nav).toHaveClass('side-menu--collapsed'));
    const icon = await within(nav).findByRole('button', { name: '项目管理' }, LOAD);
    await user.click(icon);
    expect(icon).toHaveAttribute('aria-expanded', 'true');
    expect(within(nav).getByRole('link', { name: '车辆管理' })).toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(within(nav).queryByRole('link', { name: '车辆管理' })).toBeNull();
    await user.click(icon);
    await user.click(within(nav).getByRole('link', { name: '车辆管理' }));
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/carList'));
    expect(within(nav).queryByRole('link', { name: '车辆管理' })).toBeNull();
    resizeTo(1024);
  });

  it('opens the side menu as a drawer below 768 px, closing on Escape and after a choice', async () => {
    signInAs();
    resizeTo(700);
    const { user } = renderApp('/ProjectList', api());
    const opener = await screen.findByRole('button', { name: '打开菜单' }, LOAD);
    await user.click(opener);
    const drawer = await screen.findByRole('dialog', { name: '项目中心' });
    await user.keyboard('{Escape}');
    await waitFor(() => expect(drawer).not.toBeInTheDocument());
    expect(opener).toHaveFocus();
    await user.click(opener);
    await user.click(within(await screen.findByRole('dialog', { name: '项目中心' })).getByRole('link', { name: '车辆管理' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: '项目中心' })).toBeNull());
    expect(screen.getByTestId('location').textContent).toBe('/carList');
    resizeTo(1024);
  });

  it('drives the user menu from the keyboard: arrows move, Escape closes and returns focus', async () => {
    signInAs();
    resizeTo(1440);
    const { user } = renderApp('/homepage', api());
    const button = await screen.findByRole('button', { name: '用户菜单' }, LOAD);
    await user.click(button);
    const menu = screen.getByRole('menu', { name: '用户菜单' });
    expect(button).toHaveAttribute('aria-expanded', 'true');
    expect(within(menu).getByRole('menuitem', { name: '完善资料' })).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(within(menu).getByRole('menuitem', { name: '修改密码' })).toHaveFocus();
    await user.keyboard('{ArrowUp}{ArrowUp}');
    expect(within(menu).getByRole('menuitem', { name: '退出登录' })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('menu')).toBeNull();
    expect(button).toHaveFocus();
    // A second click on the button closes what the first opened; a press outside closes too.
    await user.click(button);
    await user.click(button);
    expect(screen.queryByRole('menu')).toBeNull();
    await user.click(button);
    await user.click(document.body);
    expect(screen.queryByRole('menu')).toBeNull();
  });
});
