import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { MenuGroups, StorageKey, routes, type MenuNode } from '@zhuyun/contracts';
import { FakeApi } from '../../testing/fake-api';
import { renderApp, signInAs } from '../../testing/render-app';
import { toFiveGroups } from '../use-shell-menus';

const group = (menu_no: string, children_list: MenuNode[] = []): MenuNode => ({
  menu_id: `id-${menu_no}`, menu_no, menu_name: menu_no, menu_type: 0, route_url: null, outer_url: null, system_app_no: null,
  app_domain_name: null, menu_css: null, object_no: null, order_no: 0, children_list,
});

describe('useShellMenus', () => {
  it('orders the server’s groups into the five of spec-1 §3 and fills a missing one with an empty group', () => {
    const leaf = { ...group('m.x'), menu_type: 1, route_url: '/x' };
    const five = toFiveGroups([group('config-center'), group('project_center', [leaf]), group('stray')]);
    expect(five.map((g) => [g.menu_no, g.menu_name, g.children_list.length])).toEqual([
      ['project_center', 'project_center', 1],
      ['work-center', '工作中心', 0],
      ['personal-center', '个人中心', 0],
      ['resource-center', '资源中心', 0],
      ['config-center', 'config-center', 0],
    ]);
    expect(toFiveGroups(undefined).map((g) => g.menu_name)).toEqual(MenuGroups.map((g) => g.menu_name));
  });

  it('asks get_menu for the signed-in user when the layout renders', async () => {
    signInAs();
    const fake = new FakeApi()
      .on(routes.getUserDetail, { data: { company_name: '演示建设集团', job_data: [] } })
      .on(routes.getMenu, { data: { list: [] } })
      .on(routes.getUserAuthList, { data: { list: [] } });
    renderApp('/homepage', fake);
    await screen.findByTestId('location');
    await expect.poll(() => fake.callsTo(routes.getMenu), { timeout: 20_000 }).toEqual([{ user_id: 'u-demo' }]);
    // The permission list is asked for beside the menu, not after it: on a loaded machine it may come second.
    await expect.poll(() => fake.callsTo(routes.getUserAuthList), { timeout: 20_000 }).toEqual([{ user_id: 'u-demo' }]);
  });

  it('keeps the menu and the permissions in local storage as JSON (spec-1 §3 menu, permissions)', async () => {
    signInAs();
    const menu = [group('project_center')];
    const permissions = [{ object_no: 'page.ProjectList', object_name: '项目列表', children_list: [] }];
    const fake = new FakeApi()
      .on(routes.getUserDetail, { data: { company_name: '演示建设集团', job_data: [] } })
      .on(routes.getMenu, { data: { list: menu } })
      .on(routes.getUserAuthList, { data: { list: permissions } });
    renderApp('/homepage', fake);
    await expect.poll(() => JSON.parse(localStorage.getItem(StorageKey.menu) ?? 'null'), { timeout: 20_000 }).toEqual(menu);
    await expect.poll(() => JSON.parse(localStorage.getItem(StorageKey.permissions) ?? 'null'), { timeout: 20_000 }).toEqual(permissions);
  });
});
