import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { routes } from '@zhuyun/contracts';
import { project } from '@zhuyun/contracts';
import { eq } from 'drizzle-orm';
import { departments } from '../../../db/schema';
import { DemoIds } from '../../../db/seed/demo-organisation';
import { codeOf, createTestApp, type TestApp } from '../../../testing/test-app';
import { DEMO, otherCompany, signedIn, type ApiClient } from '../../../testing/binary-client';


const { ProjectMsg } = project;

// Projects of the session's company: create, read, edit, delete, lists with filters, paging and sorting,
// relations, the code check (10003) and tenancy (another company's project answers 10002).
describe('projects', () => {
  let t: TestApp;
  let api: ApiClient;
  let other: Awaited<ReturnType<typeof otherCompany>>;

  beforeAll(async () => {
    t = await createTestApp();
    api = await signedIn(t, DEMO);
    other = await otherCompany(t);
  });
  afterAll(async () => t?.close());

  const base = { project_code: 'T-001', project_name: '测试项目一', area_id: 330106, lon: 120.13, lat: 30.26, status: 2 };

  it('creates a project and fills the region from area_id', async () => {
    const { project_id } = await api.call(routes.saveProject, { ...base, building_area: 1000, start_date: '2026-01-01', end_date: '2026-12-31' });
    const info = await api.call(routes.getProjectInfo, { project_id });
    expect(info).toMatchObject({
      project_code: 'T-001',
      project_name: '测试项目一',
      province: '浙江省',
      province_no: '330000',
      city: '杭州市',
      city_no: '330100',
      area: '西湖区',
      area_no: '330106',
      company_name: '演示建设集团',
      status: 2,
      start_date: '2026-01-01',
    });
    expect(await api.call(routes.getProjectInfoByProjectCode, { project_code: 'T-001' })).toMatchObject({ project_id });
  });

  it('answers 10003 项目编码已存在 for a taken code, on save and on the check', async () => {
    expect(await codeOf(api.call(routes.createProject, { ...base, project_name: '重复' }))).toEqual({ code: 10003, msg: ProjectMsg.projectCodeExists });
    expect(await codeOf(api.call(routes.checkProjectCode, { project_code: 'T-001' }))).toEqual({ code: 10003, msg: ProjectMsg.projectCodeExists });
    expect(await api.call(routes.checkProjectCode, { project_code: 'T-NEW' })).toEqual({ exists: false });
    // The same code in another company is that company's own business.
    expect(await other.api.call(routes.checkProjectCode, { project_code: 'T-001' })).toEqual({ exists: false });
    // The project being edited is named by its id: the caller's own is left out of the check, another unit's is 10002.
    const own = await api.call(routes.getProjectInfoByProjectCode, { project_code: 'T-001' });
    expect(await api.call(routes.checkProjectCode, { project_code: 'T-001', project_id: own.project_id })).toEqual({ exists: false });
    expect((await codeOf(other.api.call(routes.checkProjectCode, { project_code: 'T-NEW', project_id: own.project_id }))).code).toBe(10002);
  });

  it('checks the fields with the family\'s messages', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ ...base, project_code: '' }, ProjectMsg.projectCodeRequired],
      [{ ...base, project_code: 'X-1', project_name: '  ' }, ProjectMsg.projectNameRequired],
      [{ ...base, project_code: 'X-1', status: 9 }, ProjectMsg.statusInvalid],
      [{ ...base, project_code: 'X-1', lat: 95 }, ProjectMsg.latInvalid],
      [{ ...base, project_code: 'X-1', start_date: '2026-02-30' }, ProjectMsg.dateInvalid],
      [{ ...base, project_code: 'X-1', start_date: '2026-05-01', end_date: '2026-04-01' }, ProjectMsg.endBeforeStart],
      [{ ...base, project_code: 'X-1', area_id: 999999 }, ProjectMsg.areaInvalid],
      [{ ...base, project_code: 'X-1', units: [{ unit_company_id: '01900000-0000-7000-8000-00000000ffff', role: 'design' }] }, ProjectMsg.unitNotFound],
      [{ ...base, project_code: 'X-1', units: [{ unit_company_id: '01900000-0000-7000-8000-00000000ffff', role: 'boss' }] }, ProjectMsg.roleInvalid],
    ];
    for (const [input, msg] of cases) {
      expect(await codeOf(api.call(routes.saveProject, input as never)), msg).toEqual({ code: 10001, msg });
    }
  });

  it('edits a project, keeps participating units and shows them in the detail', async () => {
    const { project_id } = await api.call(routes.saveProject, { ...base, project_code: 'T-002', project_name: '测试项目二' });
    await api.call(routes.editProject, {
      ...base,
      project_id,
      project_code: 'T-002',
      project_name: '测试项目二（改）',
      units: [{ unit_company_id: other.companyId, role: 'design' }],
    });
    const detail = await api.call(routes.detailProject, { project_id });
    expect(detail.project_name).toBe('测试项目二（改）');
    expect(detail.units).toEqual([{ unit_company_id: other.companyId, unit_name: '乙方建设公司', role: 'design' }]);
    // The design unit finds it through the power check; it does not own it.
    expect(await other.api.call(routes.checkProjectPower, { project_id })).toEqual({ project_id, is_owner: false, roles: ['design'] });
    expect(await api.call(routes.checkProjectPower, { project_id })).toEqual({ project_id, is_owner: true, roles: [] });
    expect(await codeOf(api.call(routes.updateProject, { ...base, project_id, project_code: 'T-001' }))).toMatchObject({ code: 10003 });
  });

  it('answers 10002 for another company\'s project exactly like a missing one', async () => {
    const { project_id } = await other.api.call(routes.saveProject, { ...base, project_code: 'B-001', project_name: '乙方项目' });
    const missing = '01900000-0000-7000-8000-00000000dead';
    // Not an id at all is refused by the contract (10001, issue 15) before any lookup.
    expect(await codeOf(api.call(routes.getProjectInfo, { project_id: 'not-a-uuid' }))).toMatchObject({ code: 10001 });
    for (const id of [project_id, missing]) {
      expect(await codeOf(api.call(routes.getProjectInfo, { project_id: id }))).toEqual({ code: 10002, msg: ProjectMsg.projectNotFound });
      expect(await codeOf(api.call(routes.detailProject, { project_id: id }))).toMatchObject({ code: 10002 });
      expect(await codeOf(api.call(routes.editProject, { ...base, project_code: 'Z', project_id: id }))).toMatchObject({ code: 10002 });
      expect(await codeOf(api.call(routes.deleteProject, { project_id: id }))).toMatchObject({ code: 10002 });
      expect(await codeOf(api.call(routes.checkProjectPower, { project_id: id }))).toMatchObject({ code: 10002 });
    }
    expect(await codeOf(api.call(routes.getProjectInfoByProjectCode, { project_code: 'B-001' }))).toMatchObject({ code: 10002 });
    expect(await other.api.call(routes.getProjectInfo, { project_id })).toMatchObject({ project_name: '乙方项目' });
  });

  it('takes as org_no only an organisation of the same company (issue 15 fix 10)', async () => {
    const [otherOrg] = await t.database.db
      .select({ id: departments.dept_id })
      .from(departments)
      .where(eq(departments.company_id, other.companyId));
    const refused = { code: 10001, msg: ProjectMsg.orgNotFound };
    expect(otherOrg?.id).toBeDefined();
    for (const org_no of [otherOrg?.id, '01900000-0000-7000-8000-00000000dead', 'not-an-org']) {
      expect(await codeOf(api.call(routes.saveProject, { ...base, project_code: 'T-ORG-X', org_no }))).toEqual(refused);
    }
    const { project_id } = await api.call(routes.saveProject, { ...base, project_code: 'T-ORG', org_no: DemoIds.engineeringDept });
    expect(await codeOf(api.call(routes.editProject, { ...base, project_code: 'T-ORG', project_id, org_no: otherOrg?.id }))).toEqual(refused);
  });

  it('lists the session company\'s projects by region and name; company_id in the request changes nothing', async () => {
    const all = await api.call(routes.getProjectList, { per_page: 10_000_000, company_id: other.companyId });
    expect(all.list.every((p) => p.company_name === '演示建设集团')).toBe(true);
    expect(all.list.map((p) => p.project_code)).toContain('HZ-2026-001');
    expect(all.list.map((p) => p.project_code)).not.toContain('B-001');
    expect(all.total_count).toBe(all.list.length);
    const xihu = await api.call(routes.getProjectList, { area_no: '330106' });
    expect(xihu.list.length).toBeGreaterThan(0);
    expect(xihu.list.every((p) => p.area_no === '330106')).toBe(true);
    const named = await api.call(routes.getProjectList, { project_name: '未来科技城' });
    expect(named.list.map((p) => p.project_code)).toEqual(['HZ-2026-001']);
    const paged = await api.call(routes.getProjectList, { page: 2, per_page: 2 });
    expect(paged).toMatchObject({ cur_page: 2, page_size: 2, total_count: all.total_count });
    expect(paged.list).toHaveLength(2);
  });

  it('filters the manage list by conditions, searches, sorts, and shows related projects', async () => {
    const first = await api.call(routes.getProjectManageList, {
      conditions: [{ column: 'status', symbol: '=', value: 2 }, { column: 'city_no', symbol: 'in', value: ['330100'] }],
      sort_field: 'project_code',
      sort_order: 'ascend',
      per_page: 100,
    });
    const codes = first.list.map((p) => p.project_code);
    expect(codes).toEqual([...codes].sort());
    expect(first.list.every((p) => p.status === 2)).toBe(true);
    expect(codes).not.toContain('HZ-2026-003');
    const searched = await api.call(routes.getProjectManageList, { search: 'T-00', per_page: 10 });
    expect(searched.list.map((p) => p.project_code).sort()).toEqual(['T-001', 'T-002']);
    expect(await codeOf(api.call(routes.getProjectManageList, { conditions: [{ column: 'password' as never, symbol: '=', value: 1 }] }))).toEqual({
      code: 10001,
      msg: ProjectMsg.columnInvalid,
    });
    expect(await codeOf(api.call(routes.getProjectManageList, { conditions: [{ column: 'status', symbol: 'drop' as never, value: 1 }] }))).toEqual({
      code: 10001,
      msg: ProjectMsg.symbolInvalid,
    });

    const [a, b] = searched.list;
    const related = await api.call(routes.projectRelaProjectByProjectId, { project_id: a!.project_id, rela_project_ids: [b!.project_id] });
    expect(related.list.map((r) => r.project_id)).toEqual([b!.project_id]);
    expect(await codeOf(api.call(routes.projectRelaProjectByProjectId, { project_id: a!.project_id, rela_project_ids: [a!.project_id] }))).toEqual({
      code: 10001,
      msg: ProjectMsg.relaSelf,
    });
    const shown = await api.call(routes.getProjectManageList, { search: a!.project_code, show_rela_project: 1 });
    expect(shown.list[0]?.rela_projects).toEqual([{ project_id: b!.project_id, project_name: b!.project_name }]);
    await api.call(routes.cancelProjectRelaProject, { project_id: a!.project_id, rela_project_id: b!.project_id });
    expect((await api.call(routes.projectRelaProjectByProjectId, { project_id: a!.project_id })).list).toEqual([]);
    expect(await codeOf(api.call(routes.cancelProjectRelaProject, { project_id: a!.project_id, rela_project_id: b!.project_id }))).toMatchObject({
      code: 10002,
    });
  });

  it('counts projects per region for the area box', async () => {
    const provinces = await api.call(routes.projectAreaBoxList, { area_type: 1 });
    expect(provinces.list).toEqual([{ code: '330000', name: '浙江省', project_total: expect.any(Number) }]);
    const districts = await api.call(routes.projectAreaBoxList, { area_type: 3, city_no: '330100' });
    expect(districts.list.map((d) => d.code)).toEqual(expect.arrayContaining(['330106', '330108', '330110']));
  });

  it('deletes a project with its components', async () => {
    const { project_id } = await api.call(routes.saveProject, { ...base, project_code: 'T-DEL', project_name: '待删除' });
    await api.call(routes.deleteProject, { project_id });
    expect(await codeOf(api.call(routes.getProjectInfo, { project_id }))).toMatchObject({ code: 10002 });
  });
});
