import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PermMsg, ResultCode, routes, type MenuNode } from '@zhuyun/contracts';
import { DemoAccounts } from '../../../db/seed/demo.seed';
import { codeOf, createTestApp, type TestApp } from '../../../testing/test-app';
import { signIn, type Api } from './perm-fixtures';

const account = (no: 'admin' | 'demo') => DemoAccounts.find((a) => a.user_no === no) as (typeof DemoAccounts)[number];
const v = (code: number, msg: string) => ({ code, msg });

function find(nodes: MenuNode[], no: string): MenuNode | undefined {
  for (const n of nodes) {
    if (n.menu_no === no) return n;
    const inner = find(n.children_list, no);
    if (inner) return inner;
  }
  return undefined;
}

// The platform administrator edits the global menu tree; every rule answers with its message.
describe('menu management', () => {
  let t: TestApp;
  let admin: Api;
  const tree = async () => (await admin.call(routes.getMenuTree, {})).list;
  const base = { menu_name: '测试菜单', menu_type: 1, route_url: '/testPage', p_menu_no: 'cc_system' };

  beforeAll(async () => {
    t = await createTestApp();
    admin = await signIn(t, account('admin'));
  });
  afterAll(async () => t?.close());

  it('is the platform administrator’s alone', async () => {
    const demo = await signIn(t, account('demo'));
    for (const call of [
      () => demo.call(routes.getMenuTree, {}),
      () => demo.call(routes.createMenu, { ...base, menu_no: 'x1' }),
      () => demo.call(routes.deleteMenu, { menu_id: 'x' }),
    ]) {
      expect((await codeOf(call())).code).toBe(ResultCode.FORBIDDEN);
    }
  });

  it('adds internal, external and directory nodes under a group or directory', async () => {
    const page = await admin.call(routes.createMenu, { ...base, menu_no: 'test.page', object_no: 'page.logManagement' });
    expect(page).toMatchObject({ menu_no: 'test.page', route_url: '/testPage', object_no: 'page.logManagement', menu_type: 1 });
    const dir = await admin.call(routes.createMenu, { menu_no: 'test_dir', menu_name: '测试目录', menu_type: 0, p_menu_no: 'config-center' });
    await admin.call(routes.createMenu, { menu_no: 'test_ext', menu_name: '外部', menu_type: 2, p_menu_no: dir.menu_no, outer_url: 'https://example.com', system_app_no: 'balance' });
    const nodes = await tree();
    expect(find(nodes, 'cc_system')?.children_list.at(-1)?.menu_no).toBe('test.page');
    expect(find(nodes, 'test_dir')?.children_list.map((n) => [n.menu_no, n.menu_type, n.outer_url])).toEqual([['test_ext', 2, 'https://example.com']]);
  });

  it('checks every field of a new node', async () => {
    const c = (fields: Record<string, unknown>) => codeOf(admin.call(routes.createMenu, { ...base, menu_no: 'n1', ...fields } as never));
    expect(await c({ menu_no: '' })).toEqual(v(10001, PermMsg.menuNoRequired));
    expect(await c({ menu_no: '带空格 no' })).toEqual(v(10001, PermMsg.codeInvalid));
    expect(await c({ menu_name: ' ' })).toEqual(v(10001, PermMsg.menuNameRequired));
    expect(await c({ menu_name: 'x'.repeat(51) })).toEqual(v(10001, PermMsg.nameTooLong));
    expect(await c({ menu_type: 3 })).toEqual(v(10001, PermMsg.menuTypeInvalid));
    expect(await c({ p_menu_no: '' })).toEqual(v(10001, PermMsg.parentRequired));
    expect(await c({ route_url: '' })).toEqual(v(10001, PermMsg.routeRequired));
    expect(await c({ route_url: 'noSlash' })).toEqual(v(10001, PermMsg.routeInvalid));
    expect(await c({ menu_type: 2, outer_url: 'ftp://x' })).toEqual(v(10001, PermMsg.outerUrlInvalid));
    expect((await c({ p_menu_no: 'nowhere' })).code).toBe(ResultCode.NOT_FOUND);
    expect(await c({ p_menu_no: 'm.ProjectList' })).toEqual(v(10001, PermMsg.parentNotDir));
    expect(await c({ object_no: 'page.nowhere' })).toEqual(v(10001, PermMsg.objectUnknown));
    expect(await c({ menu_no: 'm.ProjectList' })).toEqual(v(10003, PermMsg.menuNoTaken));
  });

  it('edits a node and keeps groups directories and directories with children', async () => {
    const group = find(await tree(), 'work-center') as MenuNode;
    const dir = find(await tree(), 'wc_other') as MenuNode;
    const leaf = find(await tree(), 'm.sample') as MenuNode;
    const edited = await admin.call(routes.updateMenu, { menu_id: leaf.menu_id, menu_name: '样品库', menu_type: 1, route_url: '/sample', menu_css: 'experiment', object_no: 'page.sample' });
    expect(edited).toMatchObject({ menu_name: '样品库', menu_css: 'experiment' });
    await admin.call(routes.updateMenu, { menu_id: group.menu_id, menu_name: '工作台', menu_type: 0 });
    expect(find(await tree(), 'work-center')?.menu_name).toBe('工作台');
    expect(await codeOf(admin.call(routes.updateMenu, { menu_id: group.menu_id, menu_name: 'x', menu_type: 1, route_url: '/x' }))).toEqual(v(10001, PermMsg.groupMustBeDir));
    expect(await codeOf(admin.call(routes.updateMenu, { menu_id: dir.menu_id, menu_name: 'x', menu_type: 1, route_url: '/x' }))).toEqual(v(10003, PermMsg.menuHasChildren));
    expect(await codeOf(admin.call(routes.updateMenu, { menu_id: '', menu_name: 'x', menu_type: 0 }))).toEqual(v(10001, PermMsg.menuIdRequired));
    expect((await codeOf(admin.call(routes.updateMenu, { menu_id: '01900000-0000-7000-8000-00000000ffff', menu_name: 'x', menu_type: 0 }))).code).toBe(ResultCode.NOT_FOUND);
  });

  it('moves a node up and down among its siblings, not past the ends', async () => {
    const order = async () => (find(await tree(), 'ps_app') as MenuNode).children_list.map((n) => n.menu_no);
    expect(await order()).toEqual(['m.myApplication', 'm.myapply']);
    const second = (find(await tree(), 'm.myapply') as MenuNode).menu_id;
    await admin.call(routes.sortMenu, { menu_id: second, direction: 'up' });
    expect(await order()).toEqual(['m.myapply', 'm.myApplication']);
    expect(await codeOf(admin.call(routes.sortMenu, { menu_id: second, direction: 'up' }))).toEqual(v(10003, PermMsg.alreadyFirst));
    await admin.call(routes.sortMenu, { menu_id: second, direction: 'down' });
    expect(await codeOf(admin.call(routes.sortMenu, { menu_id: second, direction: 'down' }))).toEqual(v(10003, PermMsg.alreadyLast));
    expect(await codeOf(admin.call(routes.sortMenu, { menu_id: second, direction: 'left' as 'up' }))).toEqual(v(10001, PermMsg.directionInvalid));
    const group = (find(await tree(), 'project_center') as MenuNode).menu_id;
    expect(await codeOf(admin.call(routes.sortMenu, { menu_id: group, direction: 'down' }))).toEqual(v(10003, PermMsg.groupNotEditable));
  });

  it('deletes a leaf, never a group or a node with children; a missing group then appears empty', async () => {
    const nodes = await tree();
    expect(await codeOf(admin.call(routes.deleteMenu, { menu_id: (find(nodes, 'personal-center') as MenuNode).menu_id }))).toEqual(v(10003, PermMsg.groupNotEditable));
    expect(await codeOf(admin.call(routes.deleteMenu, { menu_id: (find(nodes, 'ps_app') as MenuNode).menu_id }))).toEqual(v(10003, PermMsg.menuHasChildren));
    expect(await codeOf(admin.call(routes.deleteMenu, { menu_id: '' }))).toEqual(v(10001, PermMsg.menuIdRequired));
    await admin.call(routes.deleteMenu, { menu_id: (find(nodes, 'm.myapply') as MenuNode).menu_id });
    expect(find(await tree(), 'm.myapply')).toBeUndefined();
    // A group row removed behind the API's back still answers as an empty group.
    const { menus } = await import('../../../db/schema');
    const { eq } = await import('drizzle-orm');
    await t.database.db.update(menus).set({ p_menu_no: 'gone' }).where(eq(menus.p_menu_no, 'config-center'));
    expect(find(await tree(), 'config-center')).toMatchObject({ menu_name: '配置中心', children_list: [] });
  });
});
