import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { uuidv7 } from 'uuidv7';
import { DashMsg, ResultCode, routes } from '@zhuyun/contracts';
import { components, msgNews, projects } from '../../../db/schema';
import { codeOf, createTestApp, type TestApp, type TestClient } from '../../../testing/test-app';
import { addCompany, addProject, addViewer, HEFEI_LUYANG, HEFEI_YAOHAI, WUHU_JINGHU, SUZHOU } from './dashboard-fixtures';

type Api = TestClient['api'];

/** Every call of one viewer at once, so each scoping case compares whole answers. */
async function screen(api: Api) {
  const [summary, building, byType, byStage, progress, units, map] = await Promise.all([
    api.call(routes.getProjectSummary, {}),
    api.call(routes.getBuildingTypeStats, { field: 'cp_type' }),
    api.call(routes.getComponentRatioStats, { field: 'cp_type' }),
    api.call(routes.getComponentCountStats, { field: 'progress' }),
    api.call(routes.getProjectProgress, { field: 'cp_type' }),
    api.call(routes.getUnitTypeStats, { field: 'cp_type' }),
    api.call(routes.getMapPoints, {}),
  ]);
  return { summary, building, byType, byStage, progress, units, map };
}

describe('the big screen calls, scoped by who is looking', () => {
  let t: TestApp;
  const viewers: Record<string, Api> = {};
  const names: Record<string, string> = {};

  const loginAs = async (companyId: string) => {
    const user = await addViewer(t.database.db, companyId);
    const client = t.client();
    await client.loginAs(user.user_no, user.password);
    return client.api;
  };

  beforeAll(async () => {
    t = await createTestApp();
    const db = t.database.db;
    const builder = await addCompany(db, 4, HEFEI_YAOHAI);
    const other = await addCompany(db, 4, WUHU_JINGHU);
    const design = await addCompany(db, 3, HEFEI_YAOHAI);
    const deepDesign = await addCompany(db, 5, HEFEI_YAOHAI);
    const build = await addCompany(db, 2, HEFEI_YAOHAI);
    const supervision = await addCompany(db, 6, HEFEI_YAOHAI);
    const factory = await addCompany(db, 7, HEFEI_LUYANG, { jd: 120.3, wd: 30.4 });
    const p1 = await addProject(db, {
      owner: builder,
      region: HEFEI_YAOHAI,
      building_type: '1',
      building_area: 20_000,
      lon: 120.11,
      lat: 30.21,
      units: [[build, 'build'], [builder, 'construction'], [design, 'design'], [supervision, 'supervision'], [factory, 'supplier']],
      components: [['1', 4, 6], ['1', 0, 4], ['2', 1, 5]],
      factory,
    });
    const p2 = await addProject(db, {
      owner: other,
      region: HEFEI_LUYANG,
      building_type: '2',
      building_area: 30_000,
      lon: 120.22,
      lat: 30.22,
      units: [[builder, 'construction'], [factory, 'supplier']],
      components: [['5', 4, 2], ['5', 3, 2]],
    });
    await addProject(db, {
      owner: other,
      region: WUHU_JINGHU,
      building_type: '3',
      building_area: 50_000,
      lon: 121.5,
      lat: 29.8,
      units: [[other, 'construction'], [deepDesign, 'design']],
      components: [['2', 2, 7]],
    });
    await addProject(db, {
      owner: other,
      region: SUZHOU,
      status: 3,
      building_area: 40_000,
      lon: 120.6,
      lat: 31.3,
      units: [[design, 'design']],
      components: [['1', 4, 3]],
    });
    // The builder's published news, and a draft that no screen shows.
    await db.insert(msgNews).values([
      { company_id: builder, news_id: uuidv7(), title: '瑶海区构件厂通过质量认证', status: 1, publish_time: new Date() },
      { company_id: builder, news_id: uuidv7(), title: '瑶海区草稿', status: 0 },
    ]);
    names.p1 = p1.project_name;
    names.p2 = p2.project_name;
    viewers.builder = await loginAs(builder);
    const demoClient = t.client();
    await demoClient.loginAs('demo', 'Demo@2026zy!');
    viewers.demoCompany = demoClient.api;
    viewers.other = await loginAs(other);
    viewers.design = await loginAs(design);
    viewers.deepDesign = await loginAs(deepDesign);
    viewers.cityCommittee = await loginAs(await addCompany(db, 1, { province_no: '340000', city_no: '340100' }));
    viewers.provinceCommittee = await loginAs(await addCompany(db, 1, { province_no: '340000' }));
    viewers.districtCommittee = await loginAs(await addCompany(db, 1, HEFEI_YAOHAI));
    viewers.untypedRegulator = await loginAs(await addCompany(db, 8, { province_no: '320000' }));
    viewers.noRegion = await loginAs(await addCompany(db, 1));
  });
  afterAll(async () => t?.close());

  it('answers each call in the shapes of spec-2 §3 for a construction unit: its own and its built projects', async () => {
    const s = await screen(viewers.builder!);
    expect(s.summary).toEqual({ project_total: 2, company_total: 5, area_total: 5, comp_total: 19 });
    expect(s.building).toEqual([
      { name: '住宅', total: 1 },
      { name: '公共建筑', total: 1 },
    ]);
    expect(s.byType).toEqual([
      { name: '预制叠合板', total: 10 },
      { name: '预制墙板', total: 5 },
      { name: '预制楼梯', total: 4 },
    ]);
    expect(s.byStage).toEqual([
      { name: '待生产', total: 4 },
      { name: '已生产', total: 5 },
      { name: '已出厂', total: 0 },
      { name: '已进场', total: 2 },
      { name: '已安装', total: 8 },
    ]);
    // The largest projects under construction first: 30,000 m² before 20,000 m².
    expect(s.progress).toEqual([
      { nickname: names.p2, process: 50 },
      { nickname: names.p1, process: 40 },
    ]);
    expect(s.units).toEqual([
      { name: '建设单位', total: 1 },
      { name: '施工单位', total: 1 },
      { name: '设计单位', total: 1 },
      { name: '监理单位', total: 1 },
      { name: '构件生产单位', total: 1 },
    ]);
    expect([...s.map.project_coordinate].sort()).toEqual([
      [120.11, 30.21],
      [120.22, 30.22],
    ]);
    expect(s.map.factory_coordinate).toEqual([[120.3, 30.4]]);
  });

  it('groups the component charts by cp_type when field is left out, and refuses an unknown field', async () => {
    expect(await viewers.builder!.call(routes.getComponentCountStats, {})).toEqual(await viewers.builder!.call(routes.getComponentRatioStats, { field: 'cp_type' }));
    expect(await codeOf(viewers.builder!.call(routes.getComponentCountStats, { field: 'company_id' as 'cp_type' }))).toEqual({
      code: ResultCode.VALIDATION,
      msg: DashMsg.fieldInvalid,
    });
  });

  it('never shows a construction unit the projects of another company it does not build', async () => {
    const s = await screen(viewers.other!);
    // It owns the Luyang, Wuhu and Suzhou projects (Suzhou completed), but not the other builder's Yaohai project.
    expect(s.summary).toMatchObject({ project_total: 2, area_total: 12, comp_total: 14 });
    expect(s.progress.map((p) => p.nickname)).not.toContain(names.p1);
    expect(s.map.project_coordinate).not.toContainEqual([120.11, 30.21]);
    expect(s.byType.find((r) => r.name === '预制叠合板')?.total).toBe(3);
  });

  it('counts a committee’s components by type and stage from its region only', async () => {
    const province = await screen(viewers.provinceCommittee!);
    expect(province.byType).toEqual([
      { name: '预制叠合板', total: 10 },
      { name: '预制墙板', total: 12 },
      { name: '预制楼梯', total: 4 },
    ]);
    expect(province.byStage.map((r) => r.total)).toEqual([4, 5, 7, 2, 8]);
    expect((await screen(viewers.cityCommittee!)).byType).toEqual((await screen(viewers.builder!)).byType);
  });

  it('shows a design unit (3 or 5) only the projects it designs', async () => {
    expect((await screen(viewers.design!)).summary).toEqual({ project_total: 1, company_total: 5, area_total: 6, comp_total: 18 });
    const deep = await screen(viewers.deepDesign!);
    expect(deep.summary).toEqual({ project_total: 1, company_total: 2, area_total: 5, comp_total: 7 });
    expect(deep.map.project_coordinate).toEqual([[121.5, 29.8]]);
  });

  it('shows a committee every project of its region and nothing outside it', async () => {
    const city = await screen(viewers.cityCommittee!);
    expect(city.summary).toEqual({ project_total: 2, company_total: 5, area_total: 5, comp_total: 19 });
    expect((await screen(viewers.provinceCommittee!)).summary).toMatchObject({ project_total: 3, area_total: 10, comp_total: 26 });
    const district = await screen(viewers.districtCommittee!);
    expect(district.summary).toMatchObject({ project_total: 1, comp_total: 15 });
    expect(district.progress).toEqual([{ nickname: names.p1, process: 40 }]);
    // Any type other than 3, 4 and 5 is a committee: type 8 in 江苏 sees the Suzhou project only.
    expect((await screen(viewers.untypedRegulator!)).summary).toEqual({ project_total: 0, company_total: 1, area_total: 4, comp_total: 3 });
  });

  it('shows a committee without a region nothing rather than everything', async () => {
    const s = await screen(viewers.noRegion!);
    expect(s.summary).toEqual({ project_total: 0, company_total: 0, area_total: 0, comp_total: 0 });
    expect(s.building).toEqual([]);
    expect(s.map).toEqual({ project_coordinate: [], factory_coordinate: [] });
    expect(s.units.every((u) => u.total === 0)).toBe(true);
  });

  it('lists the published news of the viewer’s own company, newest first', async () => {
    const news = await viewers.demoCompany!.call(routes.getNewsList, {});
    // The message centre's demo news (issue 16): six headlines and five page categories published, no draft.
    expect(news).toHaveLength(11);
    expect(news[0]).toContain('装配式建筑质量监管新规');
    expect(news.some((title) => title.includes('草稿') || title.includes('撤回'))).toBe(false);
  });

  it('shows a committee the published news of its region’s companies, and a unit only its own', async () => {
    for (const viewer of [viewers.districtCommittee!, viewers.provinceCommittee!, viewers.builder!]) {
      expect(await viewer.call(routes.getNewsList, {})).toEqual(['瑶海区构件厂通过质量认证']);
    }
    expect(await viewers.design!.call(routes.getNewsList, {})).toEqual([]);
    expect(await viewers.other!.call(routes.getNewsList, {})).toEqual([]);
  });

  it('refuses every call without a session', async () => {
    const anonymous = t.client().api;
    for (const route of [routes.getNewsList, routes.getProjectSummary, routes.getMapPoints, routes.getUnitTypeStats]) {
      expect((await codeOf(anonymous.call(route, {}))).code).toBe(ResultCode.TOKEN_INVALID);
    }
  });
});

describe('the component rollups follow every write to components and projects', () => {
  let t: TestApp;
  let api: Api;
  let yaohaiCommittee: Api;
  let wuhuCommittee: Api;
  let projectId: string;
  let owner: string;
  const login = async (companyId: string) => {
    const user = await addViewer(t.database.db, companyId);
    const client = t.client();
    await client.loginAs(user.user_no, user.password);
    return client.api;
  };
  beforeAll(async () => {
    t = await createTestApp();
    owner = await addCompany(t.database.db, 4, HEFEI_YAOHAI);
    ({ project_id: projectId } = await addProject(t.database.db, { owner, region: HEFEI_YAOHAI, components: [['1', 0, 5], ['2', 4, 5]] }));
    api = await login(owner);
    yaohaiCommittee = await login(await addCompany(t.database.db, 1, HEFEI_YAOHAI));
    wuhuCommittee = await login(await addCompany(t.database.db, 1, { province_no: '340000', city_no: '340200' }));
  });
  afterAll(async () => t?.close());

  it('moves components between stages on update, and drops them on delete', async () => {
    const db = t.database.db;
    expect((await api.call(routes.getProjectProgress, {}))[0]?.process).toBe(50);
    await db.update(components).set({ progress: 4 }).where(and(eq(components.project_id, projectId), eq(components.cp_type, '1')));
    expect((await api.call(routes.getProjectProgress, {}))[0]?.process).toBe(100);
    await db.update(components).set({ cp_type: '3' }).where(eq(components.cp_type, '2'));
    expect(await api.call(routes.getComponentRatioStats, {})).toEqual([
      { name: '预制叠合板', total: 5 },
      { name: '预制柱', total: 5 },
    ]);
    expect(await yaohaiCommittee.call(routes.getComponentRatioStats, {})).toEqual(await api.call(routes.getComponentRatioStats, {}));
    await db.delete(components).where(eq(components.cp_type, '1'));
    expect((await api.call(routes.getProjectSummary, {})).comp_total).toBe(5);
    expect((await yaohaiCommittee.call(routes.getProjectSummary, {})).comp_total).toBe(5);
    await db.delete(components).where(eq(components.project_id, projectId));
    expect(await api.call(routes.getProjectProgress, {})).toEqual([{ nickname: expect.any(String), process: 0 }]);
    expect(await api.call(routes.getComponentRatioStats, {})).toEqual([]);
    expect(await yaohaiCommittee.call(routes.getComponentRatioStats, {})).toEqual([]);
  });

  it('moves a project’s components to the committee of the district it moves to, and forgets a deleted project', async () => {
    const db = t.database.db;
    const { project_id } = await addProject(db, { owner, region: HEFEI_YAOHAI, components: [['5', 3, 4]] });
    expect((await yaohaiCommittee.call(routes.getProjectSummary, {})).comp_total).toBe(4);
    expect((await wuhuCommittee.call(routes.getProjectSummary, {})).comp_total).toBe(0);
    await db.update(projects).set(WUHU_JINGHU).where(eq(projects.project_id, project_id));
    expect((await yaohaiCommittee.call(routes.getProjectSummary, {})).comp_total).toBe(0);
    expect(await wuhuCommittee.call(routes.getComponentRatioStats, {})).toEqual([{ name: '预制楼梯', total: 4 }]);
    expect((await wuhuCommittee.call(routes.getComponentCountStats, { field: 'progress' })).map((r) => r.total)).toEqual([0, 0, 0, 4, 0]);
    await db.delete(projects).where(eq(projects.project_id, project_id));
    expect((await wuhuCommittee.call(routes.getProjectSummary, {})).comp_total).toBe(0);
    expect(await wuhuCommittee.call(routes.getComponentRatioStats, {})).toEqual([]);
  });
});
