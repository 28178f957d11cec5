import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { routes } from '@zhuyun/contracts';
import { project } from '@zhuyun/contracts';
import { codeOf, createTestApp, type TestApp } from '../../../testing/test-app';
import { DEMO, binaryClient, otherCompany, signedIn, type ApiClient } from '../../../testing/binary-client';
import { createCompany } from '../../../testing/fixtures';

const { ProjectMsg } = project;

// /operaProject's participating units: the picker lists approved units by name, and the project keeps the units
// with their roles (several roles per unit), replaced as a whole on edit.
describe('participating units', () => {
  let t: TestApp;
  let api: ApiClient;
  let other: Awaited<ReturnType<typeof otherCompany>>;
  let pendingId: string;

  beforeAll(async () => {
    t = await createTestApp();
    api = await signedIn(t, DEMO);
    other = await otherCompany(t, '乙方设计研究院');
    pendingId = await createCompany(t.database.db, { company_name: '审核中设计院', status: 2 });
  });
  afterAll(async () => t?.close());

  it('lists approved units by name with paging, never one under review', async () => {
    const found = await api.call(routes.getUnitCompanyList, { search: '乙方设计', per_page: 20 });
    expect(found.list.map((u) => u.company_name)).toEqual(['乙方设计研究院']);
    expect(found.list[0]).toMatchObject({ company_id: other.companyId, company_type: 2 });
    const all = await api.call(routes.getUnitCompanyList, { per_page: 1, page: 2 });
    expect(all.total_count).toBeGreaterThanOrEqual(2);
    expect(all.list).toHaveLength(1);
    expect(all.cur_page).toBe(2);
    const everyone = await api.call(routes.getUnitCompanyList, { per_page: 100 });
    expect(everyone.list.map((u) => u.company_id)).not.toContain(pendingId);
    expect(everyone.list.map((u) => u.company_name)).toContain('演示建设集团');
  });

  it('needs a session', async () => {
    expect((await codeOf(binaryClient(t).call(routes.getUnitCompanyList, {}))).code).toBe(10201);
  });

  it('saves units with their roles, shows them in the detail, replaces and clears them on edit', async () => {
    const demo = (await api.call(routes.getUnitCompanyList, { search: '演示建设集团' })).list[0]!;
    const base = { project_code: 'U-001', project_name: '参建单位项目' };
    const { project_id } = await api.call(routes.saveProject, {
      ...base,
      units: [
        { unit_company_id: demo.company_id, role: 'build' },
        { unit_company_id: demo.company_id, role: 'construction' },
        { unit_company_id: other.companyId, role: 'design' },
      ],
    });
    const detail = await api.call(routes.detailProject, { project_id });
    expect(detail.units.map((u) => [u.unit_name, u.role])).toEqual([
      ['演示建设集团', 'build'],
      ['演示建设集团', 'construction'],
      ['乙方设计研究院', 'design'],
    ]);
    await api.call(routes.editProject, { project_id, ...base, units: [{ unit_company_id: other.companyId, role: 'supervision' }] });
    expect((await api.call(routes.detailProject, { project_id })).units).toEqual([
      { unit_company_id: other.companyId, unit_name: '乙方设计研究院', role: 'supervision' },
    ]);
    await api.call(routes.editProject, { project_id, ...base, units: [] });
    expect((await api.call(routes.detailProject, { project_id })).units).toEqual([]);
  });

  it('refuses a unit under review and an unknown role with their messages', async () => {
    const base = { project_code: 'U-002', project_name: '审核中单位' };
    expect(await codeOf(api.call(routes.saveProject, { ...base, units: [{ unit_company_id: pendingId, role: 'design' }] }))).toEqual({
      code: 10001,
      msg: ProjectMsg.unitNotFound,
    });
    expect(
      await codeOf(api.call(routes.saveProject, { ...base, units: [{ unit_company_id: other.companyId, role: 'owner' as 'build' }] })),
    ).toEqual({ code: 10001, msg: ProjectMsg.roleInvalid });
    expect(await codeOf(api.call(routes.getProjectInfoByProjectCode, { project_code: 'U-002' }))).toMatchObject({ code: 10002 });
  });

  it("answers 10002 when another company edits this company's project or its units", async () => {
    const { project_id } = await api.call(routes.saveProject, { project_code: 'U-003', project_name: '别人的项目' });
    const edit = other.api.call(routes.editProject, {
      project_id,
      project_code: 'U-003',
      project_name: '改名',
      units: [{ unit_company_id: other.companyId, role: 'build' }],
    });
    expect(await codeOf(edit)).toEqual({ code: 10002, msg: ProjectMsg.projectNotFound });
    expect((await api.call(routes.detailProject, { project_id })).units).toEqual([]);
  });
});
