import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MenuGroups, PermMsg, ResultCode, routes } from '@zhuyun/contracts';
import { DemoAccounts, DemoIds } from '../../../db/seed/demo.seed';
import { SEED_MENU_TREE } from '../../../db/seed/data/menu-tree';
import { codeOf, createTestApp, type TestApp } from '../../../testing/test-app';
import { addMember, createUnit, createUser, type TestUser } from '../../../testing/fixtures';
import { findObject, objectNosOf, placeOnJob, routesOf, signIn, type Api } from './perm-fixtures';

const account = (no: 'admin' | 'demo' | 'worker') => DemoAccounts.find((a) => a.user_no === no) as (typeof DemoAccounts)[number];
const allSeededRoutes = Object.values(SEED_MENU_TREE).flatMap((g) => g.dirs.flatMap((d) => d.pages.map((p) => p[1])));

// get_menu answers the five groups for the session's unit and job; a job sees what its templates hold.
describe('menus by company and job', () => {
  let t: TestApp;
  let demo: Api;
  let clerk: TestUser;
  let builder: TestUser;
  let jobless: TestUser;

  beforeAll(async () => {
    t = await createTestApp();
    const { db } = t.database;
    clerk = await createUser(db);
    await placeOnJob(db, DemoIds.company, clerk.user_id, DemoIds.clerkJob);
    builder = await createUser(db);
    await placeOnJob(db, DemoIds.company, builder.user_id, DemoIds.builderJob);
    jobless = await createUser(db);
    await addMember(db, DemoIds.company, jobless.user_id, new Date(), '资料员');
    demo = await signIn(t, account('demo'));
  });
  afterAll(async () => t?.close());

  const menuOf = async (api: Api, userId: string) => (await api.call(routes.getMenu, { user_id: userId })).list;

  it('gives the unit administrator the five groups in order, reaching every seeded route but the platform pages', async () => {
    const list = await menuOf(demo, DemoIds.demo);
    expect(list.map((g) => [g.menu_no, g.menu_name])).toEqual(MenuGroups.map((g) => [g.menu_no, g.menu_name]));
    const reached = routesOf(list);
    const platformPages = ['/menuManagement', '/moduleList', '/companyList', '/accountReview', '/AuditInformation', '/applicationMarketManage'];
    // Releases are the platform's (issue 19 item 4).
    platformPages.push('/versionManagementApp', '/versionManagementWeb');
    expect(reached.sort()).toEqual(allSeededRoutes.filter((r) => !platformPages.includes(r)).concat('/intecons/personnel').sort());
    const external = list[3]?.children_list.find((d) => d.menu_no === 'rc_external')?.children_list[0];
    expect(external).toMatchObject({ menu_type: 2, system_app_no: 'intecons', route_url: '/intecons/personnel' });
  });

  it('gives the platform administrator the platform pages too', async () => {
    const admin = await signIn(t, account('admin'));
    const reached = routesOf(await menuOf(admin, DemoIds.admin));
    expect(reached).toEqual(expect.arrayContaining(['/menuManagement', '/companyList', '/ProjectList']));
    expect(reached.length).toBe(allSeededRoutes.length + 1);
  });

  it('gives a plain job only what its templates hold, and empty groups when it holds nothing', async () => {
    const clerkRoutes = routesOf(await menuOf(await signIn(t, clerk), clerk.user_id));
    expect(clerkRoutes).toEqual(expect.arrayContaining(['/organizationFramework', '/permissionTemplate', '/myInfomation']));
    expect(clerkRoutes).not.toContain('/ProjectList');
    const builderMenu = await menuOf(await signIn(t, builder), builder.user_id);
    expect(routesOf(builderMenu)).toEqual(expect.arrayContaining(['/ProjectList', '/componList', '/orderList']));
    expect(routesOf(builderMenu)).not.toContain('/organizationFramework');
    // A directory with nothing visible is left out; the groups always stay.
    expect(builderMenu.find((g) => g.menu_no === 'config-center')?.children_list).toEqual([]);
    const none = await menuOf(await signIn(t, jobless), jobless.user_id);
    expect(none.map((g) => [g.menu_no, g.children_list.length])).toEqual(MenuGroups.map((g) => [g.menu_no, 0]));
  });

  it('gives a member of another unit the menu of its own templates', async () => {
    const { db } = t.database;
    const unitB = await createUnit(db, { company_name: '乙方建设公司' });
    const bAdmin = await createUser(db);
    await addMember(db, unitB.company_id, bAdmin.user_id, new Date(), '单位管理员', true);
    const bUser = await createUser(db);
    const bJob = await addMember(db, unitB.company_id, bUser.user_id, new Date(), '施工员');
    const adminB = await signIn(t, bAdmin);
    const { auth_template_id } = await adminB.call(routes.createTemplate, { auth_template_name: '乙方项目' });
    await adminB.call(routes.saveTemplateObjects, { auth_template_id, object_nos: ['page.ProjectList'] });
    await adminB.call(routes.saveTemplateJobs, { auth_template_id, job_ids: [bJob] });
    expect(routesOf(await menuOf(await signIn(t, bUser), bUser.user_id))).toEqual(['/ProjectList']);
    // The demo unit's 施工员 template is not the other unit's: its 施工员 still sees more.
    expect(routesOf(await menuOf(await signIn(t, builder), builder.user_id)).length).toBeGreaterThan(1);
  });

  it('answers only for the caller and needs a user_id', async () => {
    expect(await codeOf(demo.call(routes.getMenu, { user_id: DemoIds.admin }))).toEqual({ code: ResultCode.FORBIDDEN, msg: PermMsg.notYourself });
    expect(await codeOf(demo.call(routes.getMenu, { user_id: ' ' }))).toEqual({ code: ResultCode.VALIDATION, msg: PermMsg.userIdRequired });
    expect(await codeOf(demo.call(routes.getUserAuthList, { user_id: DemoIds.admin }))).toEqual({ code: ResultCode.FORBIDDEN, msg: PermMsg.notYourself });
    expect(await codeOf(demo.call(routes.getUserAuthList, { user_id: '' }))).toEqual({ code: ResultCode.VALIDATION, msg: PermMsg.userIdRequired });
  });

  it('lists the user auth tree: pages with the elements held below them', async () => {
    const mine = (await demo.call(routes.getUserAuthList, { user_id: DemoIds.demo })).list;
    expect(findObject(mine, 'page.organizationFramework')?.children_list.map((c) => c.object_no)).toEqual(['org.manage']);
    expect(objectNosOf(mine).some((no) => no.startsWith('platform.'))).toBe(false);
    const clerkTree = (await (await signIn(t, clerk)).call(routes.getUserAuthList, { user_id: clerk.user_id })).list;
    expect(findObject(clerkTree, 'page.organizationFramework')).toMatchObject({ object_module: '/organizationFramework', children_list: [] });
    expect(findObject(clerkTree, 'page.ProjectList')).toBeUndefined();
  });
});
