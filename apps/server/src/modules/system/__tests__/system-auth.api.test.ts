import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Msg, ResultCode, routes } from '@zhuyun/contracts';
import { DemoIds } from '../../../db/seed/demo.seed';
import { BUSINESS_SYSTEMS } from '../../../db/seed/data/business-systems';
import { codeOf, createTestApp, type TestApp } from '../../../testing/test-app';
import { addMember, createUnit, createUser } from '../../../testing/fixtures';

const labor = BUSINESS_SYSTEMS.find((s) => s.system_no === 'labor')!;
const store = BUSINESS_SYSTEMS.find((s) => s.system_no === 'storeMicro')!;

// Business system authorisation (spec-1 §2 "Business system application", §4): 0 → 2 → 3 or 4.
describe('business system authorisation', () => {
  let t: TestApp;
  const as = async (user_no: string, password: string) => {
    const client = t.client();
    await client.loginAs(user_no, password);
    return client.api;
  };
  const demo = () => as('demo', 'Demo@2026zy!');
  const admin = () => as('admin', 'Admin@2026zy!');

  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => t?.close());

  it('lists the eleven systems with the unit\'s status in each (0 before any application), 10 per page', async () => {
    // The demo unit has applied for one system only: 回弹仪 (hammer), refused (4), so /myapply shows a state.
    const api = await demo();
    const first = await api.call(routes.getAuthSystemList, { id: DemoIds.company, auth_sys_type: 2, is_page: 1, page: 1, page_size: 10 });
    expect(first.total_count).toBe(11);
    expect(first.list).toHaveLength(10);
    const second = await api.call(routes.getAuthSystemList, { id: DemoIds.company, auth_sys_type: 2, is_page: 1, page: 2, page_size: 10 });
    const applied = [...first.list, ...second.list].filter((s) => s.status !== 0).map((s) => [s.system_no, s.status]);
    expect(applied).toEqual([['hammer', 4]]);
    expect(second.list.map((s) => s.system_name)).toEqual(['分户验收平台']);
    const searched = await api.call(routes.getAuthSystemList, { id: DemoIds.company, auth_sys_type: 2, system_name: '劳务' });
    expect(searched.list.map((s) => s.system_no)).toEqual(['labor']);
  });

  it('applies (2, 提交成功) once; a second application is refused (only status 0 applies)', async () => {
    const client = t.client();
    await client.loginAs('demo', 'Demo@2026zy!');
    const answer = await client.api.call(routes.applySystemAuth, { org_id: DemoIds.rootOrg, sid: labor.sid, system_no: labor.system_no, type: 2 });
    expect(answer.status).toBe(2);
    expect((client.last()?.body as { msg: string }).msg).toBe(Msg.submitted);
    expect(await codeOf(client.api.call(routes.applySystemAuth, { org_id: DemoIds.rootOrg, sid: labor.sid, system_no: 'labor', type: 2 }))).toEqual({
      code: ResultCode.CONFLICT,
      msg: Msg.systemAlreadyApplied,
    });
    const list = await client.api.call(routes.getAuthSystemList, { id: DemoIds.company, auth_sys_type: 2, is_page: 0 });
    expect(list.list.find((s) => s.system_no === 'labor')?.status).toBe(2);
  });

  it('validates the application', async () => {
    const api = await demo();
    expect(await codeOf(api.call(routes.applySystemAuth, { org_id: DemoIds.rootOrg, sid: store.sid, system_no: 'labor', type: 2 }))).toEqual({
      code: ResultCode.VALIDATION,
      msg: Msg.systemNoMismatch,
    });
    expect(await codeOf(api.call(routes.applySystemAuth, { org_id: DemoIds.rootOrg, sid: '', system_no: 'labor', type: 2 }))).toEqual({
      code: ResultCode.VALIDATION,
      msg: Msg.sidRequired,
    });
    expect((await codeOf(api.call(routes.applySystemAuth, { org_id: DemoIds.rootOrg, sid: store.sid, system_no: store.system_no, type: 1 }))).code).toBe(
      ResultCode.VALIDATION,
    );
  });

  it('lets only the unit administrator apply (10403), and hides other units (10002)', async () => {
    const member = await createUser(t.database.db);
    await addMember(t.database.db, DemoIds.company, member.user_id);
    const memberApi = await as(member.user_no, member.password);
    expect(await codeOf(memberApi.call(routes.applySystemAuth, { org_id: DemoIds.rootOrg, sid: store.sid, system_no: store.system_no, type: 2 }))).toEqual({
      code: ResultCode.FORBIDDEN,
      msg: Msg.notUnitAdmin,
    });
    const other = await createUnit(t.database.db, { company_name: '别家单位' });
    expect((await codeOf(memberApi.call(routes.getAuthSystemList, { id: other.company_id, auth_sys_type: 2 }))).code).toBe(ResultCode.NOT_FOUND);
    expect(
      (await codeOf(memberApi.call(routes.applySystemAuth, { org_id: other.org_id, sid: store.sid, system_no: store.system_no, type: 2 }))).code,
    ).toBe(ResultCode.NOT_FOUND);
  });

  it('is reviewed by the platform administrator only; an approved system joins the platform list', async () => {
    const unitAdmin = await demo();
    expect((await codeOf(unitAdmin.call(routes.getAuthApplyList, { is_page: 1 }))).code).toBe(ResultCode.FORBIDDEN);
    expect((await codeOf(unitAdmin.call(routes.examineAuthApply, { company_id: DemoIds.company, sid: labor.sid, status: 3 }))).code).toBe(
      ResultCode.FORBIDDEN,
    );
    const api = await admin();
    const pending = await api.call(routes.getAuthApplyList, { status: 2, is_page: 1, page: 1, page_size: 10 });
    expect(pending.list).toEqual([
      expect.objectContaining({ company_name: '演示建设集团', system_no: 'labor', system_name: '劳务实名制系统', status: 2, applicant_name: '演示管理员' }),
    ]);
    await api.call(routes.examineAuthApply, { company_id: DemoIds.company, sid: labor.sid, status: 3, remark: '同意' });
    expect(await codeOf(api.call(routes.examineAuthApply, { company_id: DemoIds.company, sid: labor.sid, status: 4 }))).toEqual({
      code: ResultCode.CONFLICT,
      msg: Msg.authNotReviewing,
    });
    const platforms = await unitAdmin.call(routes.getPlatformList, { is_page: 0, company_id: DemoIds.company, status: 3 });
    expect(platforms.list).toEqual([{ sid: labor.sid, system_no: 'labor', system_name: '劳务实名制系统', kind: 1, path_prefix: '/labor' }]);
  });

  it('shows a rejection as 4, which cannot apply again', async () => {
    const api = await demo();
    await api.call(routes.applySystemAuth, { org_id: DemoIds.rootOrg, sid: store.sid, system_no: store.system_no, type: 2 });
    await (await admin()).call(routes.examineAuthApply, { company_id: DemoIds.company, sid: store.sid, status: 4, remark: '资料不全' });
    const list = await api.call(routes.getAuthSystemList, { id: DemoIds.company, auth_sys_type: 2, is_page: 0 });
    expect(list.list.find((s) => s.system_no === 'storeMicro')).toMatchObject({ status: 4, remark: '资料不全' });
    expect((await codeOf(api.call(routes.applySystemAuth, { org_id: DemoIds.rootOrg, sid: store.sid, system_no: store.system_no, type: 2 }))).code).toBe(
      ResultCode.CONFLICT,
    );
  });

  it('sorts the review list by a column the contract names, and refuses any other', async () => {
    const api = await admin();
    const systems = async (query: object) =>
      (await api.call(routes.getAuthApplyList, { search: '演示建设集团', is_page: 1, ...query })).list.map((r) => r.system_no);
    // The two decided above: labor approved (3), the store rejected (4); and the demo's refused hammer (4).
    const ascending = await systems({ sort_field: 'status', sort_order: 'ascend' });
    expect(ascending[0]).toBe('labor');
    expect(new Set(ascending)).toEqual(new Set(['labor', 'storeMicro', 'hammer']));
    expect((await systems({ sort_field: 'status', sort_order: 'descend' })).at(-1)).toBe('labor');
    expect(await codeOf(api.call(routes.getAuthApplyList, { sort_field: 'remark' as never }))).toEqual({ code: ResultCode.VALIDATION, msg: Msg.sortInvalid });
  });

  it('sorts the unit\'s system list on the server, across its pages, by the columns the contract names', async () => {
    const api = await demo();
    const page = async (query: object) => (await api.call(routes.getAuthSystemList, { id: DemoIds.company, auth_sys_type: 2, ...query })).list;
    // By status, highest first: the decisions above (the store and hammer refused, 4; labor approved, 3), then the
    // systems never applied for (no authorisation row, sorted as the 0 they are shown as) on page 2.
    const first = await page({ sort_field: 'status', sort_order: 'desc', is_page: 1, page: 1, page_size: 10 });
    const second = await page({ sort_field: 'status', sort_order: 'desc', is_page: 1, page: 2, page_size: 10 });
    expect(first.slice(0, 3).map((s) => [s.system_no, s.status])).toEqual([
      [expect.any(String), 4],
      [expect.any(String), 4],
      ['labor', 3],
    ]);
    expect(second.map((s) => s.status)).toEqual([0]);
    // By name: the pages join into the whole list in the database's order, and descending is its reverse (the order
    // of Chinese names is the database's collation, so the test compares the server with itself, not with JS).
    const all = (await page({ sort_field: 'system_name', sort_order: 'ascend', is_page: 0 })).map((s) => s.system_name);
    const paged = [
      ...(await page({ sort_field: 'system_name', sort_order: 'asc', is_page: 1, page: 1, page_size: 10 })),
      ...(await page({ sort_field: 'system_name', sort_order: 'asc', is_page: 1, page: 2, page_size: 10 })),
    ].map((s) => s.system_name);
    expect(paged).toEqual(all);
    expect((await page({ sort_field: 'system_name', sort_order: 'desc', is_page: 0 })).map((s) => s.system_name)).toEqual([...all].reverse());
    expect(await codeOf(api.call(routes.getAuthSystemList, { id: DemoIds.company, auth_sys_type: 2, sort_field: 'remark' as never }))).toEqual({
      code: ResultCode.VALIDATION,
      msg: Msg.sortInvalid,
    });
  });
});
