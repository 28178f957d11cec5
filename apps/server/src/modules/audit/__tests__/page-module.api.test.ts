import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { audit, ResultCode, routes } from '@zhuyun/contracts';
import { DemoAccounts } from '../../../db/seed/demo.seed';
import { DEMO, otherCompany, signedIn, type ApiClient } from '../../../testing/binary-client';
import { codeOf, createTestApp, type TestApp } from '../../../testing/test-app';

const platformAdmin = DemoAccounts.find((a) => a.user_no === 'admin')!;

// Page-module logs (GET /admin/pageModule/lists): the audit trail's entries for page modules, categories and menus.
describe('page-module logs', () => {
  let t: TestApp;
  let admin: ApiClient;
  let demo: ApiClient;
  let other: ApiClient;

  beforeAll(async () => {
    t = await createTestApp();
    admin = await signedIn(t, platformAdmin);
    demo = await signedIn(t, DEMO);
    other = (await otherCompany(t)).api;
  });
  afterAll(async () => t?.close());

  it('lists each change to a page module, newest first, with the module it touched', async () => {
    const before = (await admin.call(routes.getPageModuleLogs, {})).total_count;
    const cate = await admin.call(routes.createObjectCate, { object_no: 'cat.logtest', object_name: '日志测试分类', p_object_no: 'cat.config-center' });
    const page = await admin.call(routes.createObject, { object_no: 'logtest.page', object_name: '日志测试页', p_object_no: 'cat.logtest', is_menu: 1, object_module: '/logTestPage' });
    const logs = await admin.call(routes.getPageModuleLogs, {});
    expect(logs.total_count).toBe(before + 2);
    expect(logs.list[0]).toMatchObject({
      action: 'permission_change',
      action_name: '权限变更',
      module_type: 'object',
      module_type_name: '页面模块',
      module_id: page.object_id,
      module_no: 'logtest.page',
      module_name: '日志测试页',
      object_module: '/logTestPage',
      actor_id: expect.any(String),
    });
    expect(logs.list[1]).toMatchObject({ module_type: 'object_category', module_type_name: '模块分类', module_id: cate.object_id, module_name: '日志测试分类' });

    const categories = await admin.call(routes.getPageModuleLogs, { module_type: 'object_category' });
    expect(categories.list.every((r) => r.module_type === 'object_category')).toBe(true);
    expect((await admin.call(routes.getPageModuleLogs, { start_time: '2000-01-01', end_time: '2000-01-02' })).total_count).toBe(0);
    const paged = await admin.call(routes.getPageModuleLogs, { per_page: 1, page: 2 });
    expect(paged).toMatchObject({ cur_page: 2, page_size: 1, total_count: before + 2 });
    expect(paged.list[0]!.log_id).toBe(logs.list[1]!.log_id);

    // A deleted module keeps its entries; its name is gone with it.
    await admin.call(routes.deleteObject, { object_id: page.object_id });
    const after = await admin.call(routes.getPageModuleLogs, { module_type: 'object' });
    expect(after.list[0]).toMatchObject({ module_id: page.object_id, module_name: null });
    expect(after.list[1]).toMatchObject({ module_id: page.object_id, module_name: null });
  });

  it('is the module managers\' (10403 for a unit administrator and another company) and checks its filters (10001)', async () => {
    expect((await codeOf(demo.call(routes.getPageModuleLogs, {}))).code).toBe(ResultCode.FORBIDDEN);
    expect((await codeOf(other.call(routes.getPageModuleLogs, {}))).code).toBe(ResultCode.FORBIDDEN);
    expect(await codeOf(admin.call(routes.getPageModuleLogs, { module_type: 'car' } as never))).toEqual({ code: 10001, msg: audit.PageModuleLogMsg.typeInvalid });
    expect((await codeOf(admin.call(routes.getPageModuleLogs, { start_time: 'yesterday' }))).code).toBe(10001);
    expect((await codeOf(admin.call(routes.getPageModuleLogs, { page: -1 }))).code).toBe(10001);
  });
});
