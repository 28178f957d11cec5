import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { ResultCode, design, routes } from '@zhuyun/contracts';
import { auditLog } from '../../../db/schema';
import { DemoIds } from '../../../db/seed/demo-organisation';
import { DesignDemoIds } from '../../../db/seed/design.seed';
import { ProjectDemoIds } from '../../../db/seed/project.seed';
import type { ApiClient } from '../../../testing/binary-client';
import { codeOf, type TestApp } from '../../../testing/test-app';
import { familyCallers } from '../../../testing/callers';

const { DesignMsg } = design;

// Design units and projects, construction info and deep design (issue 17 item 1), beyond the generated suite.
describe('design units, projects and deep design', () => {
  let t: TestApp;
  let api: ApiClient;
  let other: ApiClient;
  let unpermitted: ApiClient;

  beforeAll(async () => {
    ({ t, admin: api, other, unpermitted } = await familyCallers());
  });
  afterAll(async () => t?.close());

  it('syncs design units and projects idempotently, counting rows added and updated', async () => {
    expect(await api.call(routes.syncOrg, {})).toEqual({ added: 0, updated: 0 }); // the demo designer is there already
    // The third demo project has the designer too and is not a design project yet.
    expect(await api.call(routes.syncProject, {})).toEqual({ added: 1, updated: 0 });
    expect(await api.call(routes.syncProject, {})).toEqual({ added: 0, updated: 0 });
    await t.database.db.execute(sql`update projects set project_name = '钱塘一号（更名）' where project_id = ${ProjectDemoIds.projects[1]}`);
    expect(await api.call(routes.syncProject, {})).toEqual({ added: 0, updated: 1 });
    const { list } = await api.call(routes.listJtProjects, { search: '更名' });
    expect(list.map((p) => p.jt_project_id)).toEqual([DesignDemoIds.projects[1]]);
    expect(list[0]).toMatchObject({ org_name: '浙江华汇建筑设计研究院' });
    // Another company takes part in nothing: its sync adds nothing and it sees none of ours.
    expect(await other.call(routes.syncOrg, {})).toEqual({ added: 0, updated: 0 });
    expect((await other.call(routes.listJtOrgs, {})).total_count).toBe(0);
  });

  it('relates organisations as parent and children, refusing cycles and foreign ids', async () => {
    const child = (await api.call(routes.createJtProject, { project_name: '关联测试', project_code: 'UNION-1' })).jt_project_id;
    expect(child).toBeTruthy();
    await t.database.db.execute(sql`insert into jt_orgs (company_id, org_id, org_name) values (${DemoIds.company}, '01900000-0000-7000-8000-000000079001', '华汇第二设计所')`);
    const sub = '01900000-0000-7000-8000-000000079001';
    expect(await api.call(routes.unionOrg, { org_id: DesignDemoIds.org, child_org_ids: [sub] })).toEqual({ updated: 1 });
    const { list } = await api.call(routes.getChildrenOrg, { org_id: DesignDemoIds.org });
    expect(list.map((o) => [o.org_name, o.parent_org_name])).toEqual([['华汇第二设计所', '浙江华汇建筑设计研究院']]);
    expect(await codeOf(api.call(routes.unionOrg, { org_id: sub, child_org_ids: [DesignDemoIds.org] }))).toEqual({ code: ResultCode.VALIDATION, msg: DesignMsg.parentOrgInvalid });
    expect(await codeOf(api.call(routes.unionOrg, { org_id: sub, child_org_ids: [sub] }))).toEqual({ code: ResultCode.VALIDATION, msg: DesignMsg.orgUnionSelf });
    expect(await codeOf(other.call(routes.unionOrg, { org_id: DesignDemoIds.org, child_org_ids: [sub] }))).toEqual({ code: ResultCode.NOT_FOUND, msg: DesignMsg.orgNotFound });
    expect((await codeOf(other.call(routes.getChildrenOrg, { org_id: DesignDemoIds.org }))).code).toBe(ResultCode.NOT_FOUND);
  });

  it('confirms or returns a deep design with a reason, and the project shows the newest state', async () => {
    const project = DesignDemoIds.projects[1];
    const state = async () => (await api.call(routes.getJtProjectDetail, { jt_project_id: project })).deep_status;
    expect(await state()).toBe(1); // the demo's waiting submission
    const { list } = await api.call(routes.listDeepDesigns, { jt_project_id: project, status: 1 });
    const waiting = list[0]!.deep_design_id;
    expect(await codeOf(api.call(routes.confirmDeepDesign, { deep_design_id: waiting, status: 3 }))).toEqual({ code: ResultCode.VALIDATION, msg: DesignMsg.deepReasonRequired });
    expect(await codeOf(other.call(routes.confirmDeepDesign, { deep_design_id: waiting, status: 2 }))).toEqual({ code: ResultCode.NOT_FOUND, msg: DesignMsg.deepNotFound });
    expect((await codeOf(unpermitted.call(routes.confirmDeepDesign, { deep_design_id: waiting, status: 2 }))).code).toBe(ResultCode.FORBIDDEN);
    await api.call(routes.confirmDeepDesign, { deep_design_id: waiting, status: 3, reason: '吊点位置与结构图不符' });
    expect(await api.call(routes.getJtProjectDetail, { jt_project_id: project })).toMatchObject({ deep_status: 3, deep_reason: '吊点位置与结构图不符' });
    expect(await codeOf(api.call(routes.confirmDeepDesign, { deep_design_id: waiting, status: 2 }))).toEqual({ code: ResultCode.CONFLICT, msg: DesignMsg.deepAlreadyDone });
    // A new submission waits again; confirming it shows confirmed.
    const again = (await api.call(routes.saveDeepDesign, { jt_project_id: project, title: '2#楼预制楼梯深化图（修改）' })).deep_design_id;
    expect(await state()).toBe(1);
    expect(await api.call(routes.confirmDeepDesign, { deep_design_id: again, status: '2' })).toEqual({ deep_design_id: again, status: 2 });
    expect(await state()).toBe(2);
    const row = (await api.call(routes.listDeepDesigns, { search: '修改' })).list[0];
    expect(row).toMatchObject({ status: 2, reason: null, confirmed_name: expect.any(String) });
    expect((await codeOf(api.call(routes.confirmDeepDesign, { deep_design_id: again, status: 4 }))).code).toBe(ResultCode.VALIDATION);
  });

  it('records the writes beside the layer in the audit trail: syncs, union, deep-design verdicts', async () => {
    // Runs after the tests above (one app per file): each of their accepted writes left one entry, refusals none.
    const rows = await t.database.db
      .select({ action: auditLog.action, type: auditLog.object_type, detail: auditLog.detail })
      .from(auditLog)
      .where(and(eq(auditLog.company_id, DemoIds.company), inArray(auditLog.object_type, ['jt_org', 'jt_project', 'deep_design'])));
    const count = (type: string, action: string) => rows.filter((r) => r.type === type && r.action === action).length;
    expect(count('jt_org', 'update')).toBe(2); // one sync, one union (the refused ones left nothing)
    expect(count('jt_project', 'update')).toBe(3); // three syncs
    expect(count('deep_design', 'reject')).toBe(1);
    expect(count('deep_design', 'approve')).toBe(1);
    expect(rows.find((r) => r.type === 'jt_project')?.detail).toMatch(/^sync \+\d+ ~\d+$/);
  });

  it('answers the selects and the unit list, and keeps them to their holders', async () => {
    expect((await api.call(routes.getOrgSelect, {})).list).toContainEqual({ org_id: DesignDemoIds.org, org_name: '浙江华汇建筑设计研究院' });
    expect((await api.call(routes.getJtProjectSelect, {})).list.map((p) => p.jt_project_id)).toEqual(expect.arrayContaining([...DesignDemoIds.projects]));
    expect((await other.call(routes.getJtProjectSelect, {})).list).toEqual([]);
    const units = (await api.call(routes.getUnitAll, { company_type: 3 })).list;
    expect(units.map((u) => u.company_name)).toContain('浙江华汇建筑设计研究院');
    expect(units.every((u) => u.company_type === 3)).toBe(true);
    for (const [route, input] of [
      [routes.syncOrg, {}],
      [routes.syncProject, {}],
      [routes.getOrgSelect, {}],
      [routes.getJtProjectSelect, {}],
      [routes.getUnitAll, {}],
      [routes.unionOrg, { org_id: DesignDemoIds.org, child_org_ids: [DesignDemoIds.org] }],
      [routes.getChildrenOrg, { org_id: DesignDemoIds.org }],
      [routes.listDeepDesigns, {}],
      [routes.confirmDeepDesign, { deep_design_id: DesignDemoIds.org, status: 2 }],
    ] as const) {
      expect((await codeOf(unpermitted.call(route as never, input as never))).code, route.path).toBe(ResultCode.FORBIDDEN);
    }
  });

  it('refuses bad input with the spec messages', async () => {
    expect(await codeOf(api.call(routes.createJtProject, { project_name: ' ', project_code: 'X' }))).toEqual({ code: ResultCode.VALIDATION, msg: DesignMsg.projectNameRequired });
    expect(await codeOf(api.call(routes.createJtProject, { project_name: 'a', project_code: 'X', design_stage: '随便' }))).toEqual({ code: ResultCode.VALIDATION, msg: DesignMsg.stageInvalid });
    expect(await codeOf(api.call(routes.createJtProject, { project_name: 'a', project_code: 'X', project_id: DemoIds.company }))).toEqual({ code: ResultCode.VALIDATION, msg: DesignMsg.platformProjectInvalid });
    expect(await codeOf(api.call(routes.createConsInfo, { jt_project_id: DesignDemoIds.projects[0], cons_unit_name: 'a', start_date: '2026-13-45' }))).toEqual({ code: ResultCode.VALIDATION, msg: DesignMsg.dateInvalid });
    expect(await codeOf(other.call(routes.createConsInfo, { jt_project_id: DesignDemoIds.projects[0], cons_unit_name: 'a' }))).toEqual({ code: ResultCode.VALIDATION, msg: DesignMsg.projectNotFound });
    expect(await codeOf(api.call(routes.createJtProject, { project_name: 'dup', project_code: 'UNION-1' }))).toEqual({ code: ResultCode.CONFLICT, msg: DesignMsg.projectCodeExists });
    expect((await codeOf(api.call(routes.getChildrenOrg, { org_id: 'nope' }))).code).toBe(ResultCode.VALIDATION);
    expect((await codeOf(api.call(routes.getUnitAll, { company_type: 'x' }))).code).toBe(ResultCode.VALIDATION);
    expect(await codeOf(api.call(routes.confirmDeepDesign, { deep_design_id: '', status: 2 }))).toEqual({ code: ResultCode.VALIDATION, msg: DesignMsg.deepIdRequired });
    expect((await codeOf(api.call(routes.unionOrg, { org_id: DesignDemoIds.org, child_org_ids: [] }))).code).toBe(ResultCode.VALIDATION);
  });
});
