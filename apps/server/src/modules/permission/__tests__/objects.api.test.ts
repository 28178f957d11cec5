import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { Msg, PermMsg, PermObject, ResultCode, routes } from '@zhuyun/contracts';
import { menus, permissionObjects } from '../../../db/schema';
import { seedMenusAndObjects } from '../../../db/seed/menu.seed';
import { DemoAccounts } from '../../../db/seed/demo.seed';
import { codeOf, createTestApp, type TestApp } from '../../../testing/test-app';
import { findObject, objectNosOf, signIn, type Api } from './perm-fixtures';

const account = (no: 'admin' | 'demo') => DemoAccounts.find((a) => a.user_no === no) as (typeof DemoAccounts)[number];
const v = (code: number, msg: string) => ({ code, msg });

// Permission objects and categories: a tree anyone signed in may read, edited by the platform administrator.
describe('permission objects and categories', () => {
  let t: TestApp;
  let admin: Api;
  let demo: Api;

  beforeAll(async () => {
    t = await createTestApp();
    admin = await signIn(t, account('admin'));
    demo = await signIn(t, account('demo'));
  });
  afterAll(async () => t?.close());

  it('answers the tree, pages only with type=menu, without platform objects for a unit', async () => {
    const full = (await admin.call(routes.getObjectTree, {})).list;
    expect(findObject(full, 'cat.project_center')?.children_list.map((c) => c.object_no)).toContain('cat.pc_project');
    expect(findObject(full, 'page.organizationFramework')?.children_list.map((c) => c.object_no)).toEqual(['org.manage']);
    expect(objectNosOf(full)).toContain('platform.menu_manage');
    const pages = objectNosOf((await admin.call(routes.getObjectTree, { type: 'menu' })).list);
    expect(pages).toContain('page.organizationFramework');
    expect(pages).not.toContain('org.manage');
    expect(objectNosOf((await demo.call(routes.getObjectTree, {})).list).some((no) => no.startsWith('platform.'))).toBe(false);
  });

  it('lists objects under a category or page, searching and paging', async () => {
    const under = await admin.call(routes.getObjectList, { object_no: 'cat.ps_app' });
    expect(under.list.map((r) => r.object_no)).toEqual(['page.myApplication', 'page.myapply']);
    const search = await admin.call(routes.getObjectList, { object_name: '模板', page_size: 1, page: 2 });
    expect(search.total_count).toBeGreaterThanOrEqual(2);
    expect(search).toMatchObject({ cur_page: 2, page_size: 1 });
    expect((await codeOf(demo.call(routes.getObjectList, {}))).code).toBe(ResultCode.FORBIDDEN);
  });

  it('orders the list by a column of its closed set, the default order breaking ties, and refuses any other', async () => {
    const nos = async (q: Record<string, unknown>) =>
      (await admin.call(routes.getObjectList, { object_no: 'cat.pc_project', page_size: 100, ...q })).list.map((r) => r.object_no);
    const ascending = await nos({ sort_field: 'object_no', sort_order: 'ascend' });
    expect(ascending.length).toBeGreaterThan(3);
    // Unique numbers: the descending page is the ascending one reversed (the database's collation decides the order).
    expect([...ascending].sort()).toEqual([...(await nos({}))].sort());
    expect(await nos({ sort_field: 'object_no', sort_order: 'descend' })).toEqual([...ascending].reverse());
    const byKind = (await admin.call(routes.getObjectList, { page_size: 100, sort_field: 'is_menu', sort_order: 'descend' })).list.map((r) => r.is_menu);
    expect(byKind).toEqual([...byKind].sort((a, b) => b - a));
    for (const bad of [{ sort_field: 'object_id' }, { sort_field: 'object_no', sort_order: 'up' }]) {
      expect(await codeOf(admin.call(routes.getObjectList, bad as never))).toEqual(v(ResultCode.VALIDATION, Msg.sortInvalid));
    }
  });

  it('moves an older deployment’s /moduleList gate onto platform.object_manage when seeding again, and leaves an edited one', async () => {
    const { db } = t.database;
    const oldRows = async () => {
      await db.update(permissionObjects).set({ is_menu: 0, object_module: null, p_object_no: 'platform.menu_manage' }).where(eq(permissionObjects.object_no, PermObject.objectManage));
      await db.update(menus).set({ object_no: 'page.moduleList' }).where(eq(menus.route_url, '/moduleList'));
    };
    const gate = async () => {
      const [object] = await db.select().from(permissionObjects).where(eq(permissionObjects.object_no, PermObject.objectManage));
      const [menu] = await db.select().from(menus).where(eq(menus.route_url, '/moduleList'));
      return { is_menu: object?.is_menu, module: object?.object_module, parent: object?.p_object_no, menuObject: menu?.object_no };
    };
    await oldRows();
    await seedMenusAndObjects(db);
    expect(await gate()).toEqual({ is_menu: 1, module: '/moduleList', parent: 'cat.platform', menuObject: PermObject.objectManage });
    // An administrator who chose another gate keeps it.
    await db.update(menus).set({ object_no: 'page.menuManagement' }).where(eq(menus.route_url, '/moduleList'));
    await seedMenusAndObjects(db);
    expect((await gate()).menuObject).toBe('page.menuManagement');
    await db.update(menus).set({ object_no: PermObject.objectManage }).where(eq(menus.route_url, '/moduleList'));
  });

  it('refuses a page without its route, or with one not starting with /, on add and on edit', async () => {
    const page = (f: Record<string, unknown>) =>
      codeOf(admin.call(routes.createObject, { object_no: 'route.check', object_name: '路由检查', p_object_no: 'cat.config-center', is_menu: 1, ...f } as never));
    expect(await page({})).toEqual(v(ResultCode.VALIDATION, PermMsg.objectModuleRequired));
    expect(await page({ object_module: 'noSlash' })).toEqual(v(ResultCode.VALIDATION, PermMsg.routeInvalid));
    const saved = await admin.call(routes.createObject, { object_no: 'route.check', object_name: '路由检查', p_object_no: 'cat.config-center', is_menu: 1, object_module: '/routeCheck' });
    const edit = await codeOf(admin.call(routes.updateObject, { object_id: saved.object_id, object_name: '路由检查', is_menu: 1, object_module: '' }));
    expect(edit).toEqual(v(ResultCode.VALIDATION, PermMsg.objectModuleRequired));
    expect((await admin.call(routes.getObjectList, { object_name: 'route.check' })).list[0]).toMatchObject({ object_module: '/routeCheck' });
    await admin.call(routes.deleteObject, { object_id: saved.object_id });
  });

  it('adds, edits and deletes categories and objects with every rule checked', async () => {
    const cate = await admin.call(routes.createObjectCate, { object_no: 'cat.test', object_name: '测试分类', p_object_no: 'cat.config-center' });
    const obj = await admin.call(routes.createObject, { object_no: 'test.page', object_name: '测试页', p_object_no: 'cat.test', is_menu: 1, object_module: '/testPage' });
    const btn = await admin.call(routes.createObject, { object_no: 'test.page.add', object_name: '新增', p_object_no: 'test.page' });
    expect(btn).toMatchObject({ is_dir: 0, is_menu: 0, p_object_no: 'test.page' });

    const co = (f: Record<string, unknown>) => codeOf(admin.call(routes.createObject, { object_no: 'x.y', object_name: 'x', p_object_no: 'cat.test', ...f } as never));
    expect(await co({ object_no: '' })).toEqual(v(10001, PermMsg.objectNoRequired));
    expect(await co({ object_no: 'a b' })).toEqual(v(10001, PermMsg.codeInvalid));
    expect(await co({ object_name: '' })).toEqual(v(10001, PermMsg.objectNameRequired));
    expect(await co({ p_object_no: '' })).toEqual(v(10001, PermMsg.objectParentRequired));
    expect((await co({ p_object_no: 'cat.nowhere' })).code).toBe(ResultCode.NOT_FOUND);
    expect(await co({ object_no: 'org.manage' })).toEqual(v(10003, PermMsg.objectNoTaken));
    const cc = (f: Record<string, unknown>) => codeOf(admin.call(routes.createObjectCate, { object_no: 'cat.x', object_name: 'x', ...f } as never));
    expect(await cc({ object_no: '' })).toEqual(v(10001, PermMsg.cateNoRequired));
    expect(await cc({ object_name: ' ' })).toEqual(v(10001, PermMsg.cateNameRequired));
    expect(await cc({ p_object_no: 'test.page' })).toEqual(v(10001, PermMsg.cateParentNotCate));

    await admin.call(routes.updateObject, { object_id: obj.object_id, object_name: '测试页面', object_module: '/testPage2' });
    await admin.call(routes.updateObjectCate, { object_id: cate.object_id, object_name: '测试分类二' });
    const tree = (await admin.call(routes.getObjectTree, {})).list;
    expect(findObject(tree, 'test.page')).toMatchObject({ object_name: '测试页面', object_module: '/testPage2', p_object_no: 'cat.test' });
    expect(findObject(tree, 'cat.test')?.object_name).toBe('测试分类二');
    expect(await codeOf(admin.call(routes.updateObject, { object_id: cate.object_id, object_name: 'x' }))).toEqual(v(10001, PermMsg.notAnObject));
    expect(await codeOf(admin.call(routes.updateObjectCate, { object_id: obj.object_id, object_name: 'x' }))).toEqual(v(10001, PermMsg.notACategory));
    expect(await codeOf(admin.call(routes.updateObject, { object_id: obj.object_id, object_name: 'x', p_object_no: 'test.page' }))).toEqual(v(10001, PermMsg.parentIsSelf));
    expect(await codeOf(admin.call(routes.updateObject, { object_id: obj.object_id, object_name: 'x', p_object_no: 'test.page.add' }))).toEqual(v(10001, PermMsg.parentIsSelf));
    expect(await codeOf(admin.call(routes.updateObjectCate, { object_id: cate.object_id, object_name: 'x', p_object_no: 'cat.test' }))).toEqual(v(10001, PermMsg.parentIsSelf));
    expect(await codeOf(admin.call(routes.updateObject, { object_id: '', object_name: 'x' }))).toEqual(v(10001, PermMsg.objectIdRequired));
    expect((await codeOf(admin.call(routes.updateObject, { object_id: '01900000-0000-7000-8000-0000000fffff', object_name: 'x' }))).code).toBe(ResultCode.NOT_FOUND);
    expect((await codeOf(admin.call(routes.updateObject, { object_id: 'nope', object_name: 'x' }))).code).toBe(ResultCode.VALIDATION);

    expect(await codeOf(admin.call(routes.deleteObject, { object_id: obj.object_id }))).toEqual(v(10003, PermMsg.objectHasChildren));
    expect(await codeOf(admin.call(routes.deleteObjectCate, { object_id: cate.object_id }))).toEqual(v(10003, PermMsg.objectHasChildren));
    const inUse = findObject(tree, 'page.sample');
    expect(await codeOf(admin.call(routes.deleteObject, { object_id: inUse?.object_id as string }))).toEqual(v(10003, PermMsg.objectInUse));
    // A deleted object leaves the templates that held it.
    await demo.call(routes.saveTemplateObjects, { auth_template_id: '01900000-0000-7000-8000-000000003002', object_nos: ['test.page.add'] });
    await admin.call(routes.deleteObject, { object_id: btn.object_id });
    expect((await demo.call(routes.getTemplateDetail, { auth_template_id: '01900000-0000-7000-8000-000000003002' })).object_nos).toEqual([]);
    await admin.call(routes.deleteObject, { object_id: obj.object_id });
    await admin.call(routes.deleteObjectCate, { object_id: cate.object_id });
    expect(findObject((await admin.call(routes.getObjectTree, {})).list, 'cat.test')).toBeUndefined();
    expect((await codeOf(demo.call(routes.createObjectCate, { object_no: 'cat.y', object_name: 'y' }))).code).toBe(ResultCode.FORBIDDEN);
  });
});
