import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { INVITE_CODE_ALPHABET, Msg, ResultCode, routes } from '@zhuyun/contracts';
import { codeOf, createTestApp, type TestApp } from '../../../testing/test-app';
import { createUser, type TestUser } from '../../../testing/fixtures';

const form = {
  business_types: '1,3',
  company_name: '钱塘建工集团',
  small_name: '钱塘建工',
  area_id: 330114,
  addr: '钱塘区新湾街道 1 号',
  jd: 120.49,
  wd: 30.31,
};

// Creating and viewing units, My units, and the platform administrator's review (spec-1 §2, §3, §4, §5).
describe('units: create, view, my units, review', () => {
  let t: TestApp;
  let founder: TestUser;

  beforeAll(async () => {
    t = await createTestApp({ AUTO_APPROVE_UNITS: '0' });
    founder = await createUser(t.database.db, { user_name: '创始人' });
  });
  afterAll(async () => t?.close());

  const as = async (user_no: string, password: string) => {
    const client = t.client();
    await client.loginAs(user_no, password);
    return client.api;
  };
  const admin = () => as('admin', 'Admin@2026zy!');
  const demo = () => as('demo', 'Demo@2026zy!');

  it('answers the first failing field of the unit form with the spec\'s message, and creates nothing', async () => {
    const api = await as(founder.user_no, founder.password);
    const cases: [Partial<typeof form>, string][] = [
      [{ business_types: '' }, Msg.businessTypeRequired],
      [{ company_name: '  ' }, Msg.companyNameRequired],
      [{ small_name: '' }, Msg.smallNameRequired],
      [{ area_id: '' as unknown as number }, Msg.unitAreaRequired],
      [{ addr: '' }, Msg.addrRequired],
      [{ wd: '' as unknown as number }, Msg.positionRequired],
      [{ business_types: '', company_name: '' }, Msg.businessTypeRequired],
      [{ business_types: '99' }, Msg.businessTypeRequired],
      [{ area_id: 999999 }, Msg.unitAreaRequired],
    ];
    for (const [change, msg] of cases) {
      expect(await codeOf(api.call(routes.createCompany, { ...form, ...change }))).toEqual({ code: ResultCode.VALIDATION, msg });
    }
    const mine = await api.call(routes.getMyCompanies, { is_page: 1, page: 1, page_size: 12 });
    expect(mine.total_count).toBe(0);
  });

  it('creates a unit under review with an invite code; its creator administers it and waits with it', async () => {
    const api = await as(founder.user_no, founder.password);
    const created = await api.call(routes.createCompany, form);
    expect(created.status).toBe(2);
    expect(created.invite_code).toMatch(new RegExp(`^[${INVITE_CODE_ALPHABET}]{8}$`));
    const mine = await api.call(routes.getMyCompanies, { is_page: 1, page: 1, page_size: 12 });
    expect(mine.total_count).toBe(1);
    expect(mine.list[0]).toMatchObject({
      company_id: created.company_id,
      org_id: created.org_id,
      org_name: '钱塘建工集团',
      company_name: '钱塘建工集团',
      small_name: '钱塘建工',
      province: '浙江省',
      city: '杭州市',
      area: '钱塘区',
      addr: form.addr,
      status: 2,
      is_admin: true,
      is_cur: 0,
    });
    // Only an approved unit can be viewed.
    expect((await codeOf(api.call(routes.getCompanyInfo, { org_id: created.org_id }))).code).toBe(ResultCode.NOT_FOUND);
  });

  it('refuses a second unit of the same name (10003)', async () => {
    const other = await createUser(t.database.db);
    const api = await as(other.user_no, other.password);
    expect(await codeOf(api.call(routes.createCompany, { ...form, company_name: ' 钱塘建工集团' }))).toEqual({
      code: ResultCode.CONFLICT,
      msg: Msg.companyNameTaken,
    });
  });

  it('lets only the platform administrator review units', async () => {
    const api = await demo();
    expect((await codeOf(api.call(routes.getUnitReviewList, { is_page: 1 }))).code).toBe(ResultCode.FORBIDDEN);
    const mine = await (await as(founder.user_no, founder.password)).call(routes.getMyCompanies, {});
    expect((await codeOf(api.call(routes.examineUnit, { company_id: mine.list[0]!.company_id, status: 3 }))).code).toBe(
      ResultCode.FORBIDDEN,
    );
  });

  it('lists units under review for the platform administrator, with filter and search', async () => {
    const api = await admin();
    const pending = await api.call(routes.getUnitReviewList, { is_page: 1, page: 1, page_size: 10, status: 2 });
    expect(pending.list.map((r) => r.company_name)).toEqual(['钱塘建工集团']);
    expect(pending.list[0]).toMatchObject({
      creator_name: '创始人',
      business_type_list: [
        { value: '1', name: '房屋建筑' },
        { value: '3', name: '装配式建筑' },
      ],
      area: '钱塘区',
    });
    const searched = await api.call(routes.getUnitReviewList, { search: '演示' });
    expect(searched.list.map((r) => r.company_name)).toEqual(['演示建设集团']);
    expect((await codeOf(api.call(routes.examineUnit, { company_id: pending.list[0]!.company_id, status: 5 })))).toEqual({
      code: ResultCode.VALIDATION,
      msg: Msg.examineStatusInvalid,
    });
  });

  it('orders the review list by a column the contract names, and refuses any other', async () => {
    const api = await admin();
    const statuses = async (sort_order: 'ascend' | 'descend') =>
      (await api.call(routes.getUnitReviewList, { is_page: 0, sort_field: 'status', sort_order })).list.map((r) => r.status);
    const up = await statuses('ascend');
    expect(new Set(up).size).toBeGreaterThan(1);
    expect(up).toEqual([...up].sort((a, b) => a - b));
    expect(await statuses('descend')).toEqual([...up].sort((a, b) => b - a));
    expect((await codeOf(api.call(routes.getUnitReviewList, { sort_field: 'addr' as never })))).toEqual({ code: ResultCode.VALIDATION, msg: Msg.sortInvalid });
  });

  it('approves a unit (3): its creator then sees and views it with the invite code and business types', async () => {
    const api = await admin();
    const [row] = (await api.call(routes.getUnitReviewList, { status: 2 })).list;
    await api.call(routes.examineUnit, { company_id: row!.company_id, status: 3, remark: '资料齐全' });
    expect(await codeOf(api.call(routes.examineUnit, { company_id: row!.company_id, status: 4 }))).toEqual({
      code: ResultCode.CONFLICT,
      msg: Msg.unitNotReviewing,
    });
    const mine = await as(founder.user_no, founder.password);
    const [unit] = (await mine.call(routes.getMyCompanies, {})).list;
    expect(unit?.status).toBe(3);
    const detail = await mine.call(routes.getCompanyInfo, { org_id: unit!.org_id! });
    expect(detail).toMatchObject({
      company_name: '钱塘建工集团',
      // Building work first: a construction unit (company_type 4), which picks its big-screen view.
      company_type: 4,
      business_types: '1,3',
      business_type_list: [
        { value: '1', name: '房屋建筑' },
        { value: '3', name: '装配式建筑' },
      ],
      province_no: '330000',
      city_no: '330100',
      area_no: '330114',
      jd: 120.49,
      wd: 30.31,
      status: 3,
    });
    expect(detail.invite_code).toMatch(/^[A-Z2-9]{8}$/);
  });

  it('marks the approved unit as default for a person who has not entered a platform yet', async () => {
    const fresh = await createUser(t.database.db);
    const api = await as(fresh.user_no, fresh.password);
    await api.call(routes.createCompany, { ...form, company_name: '默认单位测试', small_name: '默认' });
    const [row] = (await (await admin()).call(routes.getUnitReviewList, { status: 2, search: '默认单位测试' })).list;
    expect((await api.call(routes.getMyCompanies, {})).list.map((u) => u.is_default)).toEqual([0]);
    await (await admin()).call(routes.examineUnit, { company_id: row!.company_id, status: 3 });
    // The same session, made before the approval, has no unit of its own: the box still shows the one it would enter.
    expect((await api.call(routes.getMyCompanies, {})).list.map((u) => [u.company_name, u.is_default, u.is_cur])).toEqual([['默认单位测试', 1, 0]]);
  });

  it('shows a rejected unit as 4 to its creator', async () => {
    const other = await createUser(t.database.db);
    const api = await as(other.user_no, other.password);
    const created = await api.call(routes.createCompany, { ...form, company_name: '驳回测试单位' });
    await (await admin()).call(routes.examineUnit, { company_id: created.company_id, status: 4, remark: '资料不全' });
    expect((await api.call(routes.getMyCompanies, {})).list[0]?.status).toBe(4);
    expect((await codeOf((await admin()).call(routes.examineUnit, { company_id: '01900000-0000-7000-8000-00000000dead', status: 3 }))).code).toBe(
      ResultCode.NOT_FOUND,
    );
  });

  it('gives a unit viewer who is not a member "not found"', async () => {
    const stranger = await createUser(t.database.db);
    const api = await as(stranger.user_no, stranger.password);
    const demoUnits = await (await demo()).call(routes.getMyCompanies, {});
    expect((await codeOf(api.call(routes.getCompanyInfo, { org_id: demoUnits.list[0]!.org_id! }))).code).toBe(ResultCode.NOT_FOUND);
    expect(await codeOf(api.call(routes.getCompanyInfo, { org_id: '' }))).toEqual({ code: ResultCode.VALIDATION, msg: Msg.orgIdRequired });
  });
});

describe('units with AUTO_APPROVE_UNITS', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ AUTO_APPROVE_UNITS: '1' });
  });
  afterAll(async () => t?.close());

  it('approves a new unit at once and pages My units by 12', async () => {
    const user = await createUser(t.database.db);
    const client = t.client();
    await client.loginAs(user.user_no, user.password);
    const inviteCodes = new Set<string>();
    for (let i = 1; i <= 13; i++) {
      const created = await client.api.call(routes.createCompany, { ...form, company_name: `自动审核单位${i}` });
      expect(created.status).toBe(3);
      inviteCodes.add(created.invite_code);
    }
    expect(inviteCodes.size).toBe(13);
    const first = await client.api.call(routes.getMyCompanies, { is_page: 1, page: 1, page_size: 12 });
    expect(first.list).toHaveLength(12);
    expect(first.total_count).toBe(13);
    expect(first.list[0]?.company_name).toBe('自动审核单位13');
    const second = await client.api.call(routes.getMyCompanies, { is_page: 1, page: 2, page_size: 12 });
    expect(second.list.map((u) => u.company_name)).toEqual(['自动审核单位1']);
  });
});
