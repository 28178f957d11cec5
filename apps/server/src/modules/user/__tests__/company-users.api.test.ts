import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { routes } from '@zhuyun/contracts';
import { DemoIds } from '../../../db/seed/demo.seed';
import { codeOf, createTestApp, type TestApp } from '../../../testing/test-app';
import { addMember, createCompany, createUser, type TestUser } from '../../../testing/fixtures';

// The company users list, scoped to the session's company (ARCHITECTURE.md rule 7), with paging and search.
describe('company users list', () => {
  let t: TestApp;
  const inA: TestUser[] = [];
  const inB: TestUser[] = [];
  let companyB: string;

  beforeAll(async () => {
    t = await createTestApp();
    const { db } = t.database;
    const start = Date.parse('2026-01-01T00:00:00Z');
    for (let i = 1; i <= 24; i++) {
      const user = await createUser(db, { user_name: `甲方员工${String(i).padStart(2, '0')}` });
      await addMember(db, DemoIds.company, user.user_id, new Date(start + i * 60_000));
      inA.push(user);
    }
    companyB = await createCompany(db, { company_name: '乙方建设公司', company_domain: 'yifang.example.com' });
    for (let i = 1; i <= 3; i++) {
      const user = await createUser(db, { user_name: `乙方员工${i}` });
      await addMember(db, companyB, user.user_id, new Date(start + i * 60_000));
      inB.push(user);
    }
  });
  afterAll(async () => t?.close());

  async function as(user: { user_no: string; password: string }) {
    const client = t.client();
    await client.loginAs(user.user_no, user.password);
    return client.api;
  }
  const demo = () => as({ user_no: 'demo', password: 'Demo@2026zy!' });
  const idsOf = (list: { user_id: string }[]) => list.map((r) => r.user_id);

  it('lists only the members of the caller\'s company, newest first', async () => {
    const api = await demo();
    const all = await api.call(routes.getCompanyUsers, { is_page: 0 });
    expect(all.total_count).toBe(25);
    expect(new Set(idsOf(all.list))).toEqual(new Set([DemoIds.demo, ...inA.map((u) => u.user_id)]));
    expect(idsOf(all.list).slice(0, 3)).toEqual([DemoIds.demo, inA[23]?.user_id, inA[22]?.user_id]);
    expect(all.list[0]).toEqual({
      user_id: DemoIds.demo,
      user_no: 'demo',
      user_name: '演示管理员',
      phone: '13800000001',
      status: 3,
      is_admin: true,
      join_date: expect.any(String),
    });
  });

  it('shows a member of company B only company B\'s members', async () => {
    const api = await as(inB[0] as TestUser);
    const page = await api.call(routes.getCompanyUsers, {});
    expect(page.total_count).toBe(3);
    expect(new Set(idsOf(page.list))).toEqual(new Set(inB.map((u) => u.user_id)));
  });

  it('ignores a company chosen in the request: the tenant comes from the session', async () => {
    const api = await demo();
    const page = await api.call(routes.getCompanyUsers, { company_id: companyB, comp_id: companyB, search: '乙方' } as never);
    expect(page).toMatchObject({ list: [], total_count: 0 });
  });

  it('never finds another company\'s member by search', async () => {
    const api = await demo();
    for (const search of [inB[0]?.user_name, inB[0]?.phone, inB[0]?.user_no]) {
      expect((await api.call(routes.getCompanyUsers, { search })).total_count).toBe(0);
    }
  });

  it('pages with page and page_size, as numbers or numeric strings', async () => {
    const api = await demo();
    const pages = [];
    for (const page of [1, 2, 3]) pages.push(await api.call(routes.getCompanyUsers, { page: String(page), page_size: '10' }));
    expect(pages.map((p) => p.list.length)).toEqual([10, 10, 5]);
    expect(pages.map((p) => [p.cur_page, p.page_size, p.total_count])).toEqual([
      [1, 10, 25],
      [2, 10, 25],
      [3, 10, 25],
    ]);
    const ids = pages.flatMap((p) => idsOf(p.list));
    expect(new Set(ids).size).toBe(25);
    const beyond = await api.call(routes.getCompanyUsers, { page: 4, page_size: 10 });
    expect(beyond).toMatchObject({ list: [], total_count: 25, cur_page: 4 });
  });

  it('defaults to page 1 of 20 and treats a page size above 1,000 as all rows', async () => {
    const api = await demo();
    const first = await api.call(routes.getCompanyUsers, {});
    expect([first.list.length, first.cur_page, first.page_size]).toEqual([20, 1, 20]);
    const huge = await api.call(routes.getCompanyUsers, { page: 1, page_size: 10_000_000 });
    expect(huge.list).toHaveLength(25);
  });

  it('searches by name, phone and user_no', async () => {
    const api = await demo();
    const target = inA[6] as TestUser;
    for (const search of [target.user_name, target.phone, target.user_no.toUpperCase()]) {
      const page = await api.call(routes.getCompanyUsers, { search });
      expect(idsOf(page.list)).toEqual([target.user_id]);
    }
    expect((await api.call(routes.getCompanyUsers, { search: '甲方员工1' })).total_count).toBe(10);
  });

  it('takes % and _ in a search literally', async () => {
    const api = await demo();
    expect((await api.call(routes.getCompanyUsers, { search: '%' })).total_count).toBe(0);
    expect((await api.call(routes.getCompanyUsers, { search: '_' })).total_count).toBe(0);
  });

  it('refuses a user who belongs to no company with 10403', async () => {
    const api = await as({ user_no: 'worker', password: 'Worker@2026zy!' });
    expect(await codeOf(api.call(routes.getCompanyUsers, {}))).toEqual({ code: 10403, msg: '请先加入或创建单位' });
  });
});
