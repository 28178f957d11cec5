import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DATA_SCOPE_PAGES, DataAuthMsg, DataScopeType, ResultCode, routes } from '@zhuyun/contracts';
import { DemoIds } from '../../../db/seed/demo-organisation';
import { DemoTemplateIds } from '../../../db/seed/menu.seed';
import { DesignDemoIds } from '../../../db/seed/design.seed';
import { ProjectDemoIds } from '../../../db/seed/project.seed';
import { familyCallers, type FamilyCallers } from '../../../testing/callers';
import { signedIn, type ApiClient } from '../../../testing/binary-client';
import { createUser } from '../../../testing/fixtures';
import { codeOf } from '../../../testing/test-app';
import type { Db } from '../../../db/client';
import { companyMembers, jobUsers } from '../../../db/schema';

/** An approved member of the demo unit whose current post is `jobId`. */
async function placeOnJob(db: Db, userId: string, jobId: string): Promise<void> {
  await db.insert(companyMembers).values({ company_id: DemoIds.company, user_id: userId, status: 3, job_id: jobId, is_admin: false });
  await db.insert(jobUsers).values({ company_id: DemoIds.company, job_id: jobId, user_id: userId });
}

const [p0, p1, p2] = ProjectDemoIds.projects as unknown as [string, string, string];
const { projects: PROJECTS, own: OWN, dept: DEPT, all: ALL } = DataScopeType;
const pagesAt = (scope_type: number) => [
  { object_no: 'page.ProjectList', scope_type },
  { object_no: 'page.yardList', scope_type: scope_type === PROJECTS ? PROJECTS : ALL },
];

// /pageDataAuth and /orgManage (issue 19 item 2): the server limits what a job sees on every list and detail it covers.
describe('data permissions', () => {
  let c: FamilyCallers;
  let builder: ApiClient;
  let colleague: ApiClient;
  const ids = (list: { project_id: string }[]) => list.map((p) => p.project_id).sort();
  const manageList = async (api: ApiClient) => ids((await api.call(routes.getProjectManageList, { page_size: 100 })).list);

  beforeAll(async () => {
    c = await familyCallers();
    const { db } = c.t.database;
    // Two people of 工程部: one on 施工员 (whose scope the tests change), one on 质检员 (a colleague of the department).
    const b = await createUser(db);
    await placeOnJob(db, b.user_id, DemoIds.builderJob);
    builder = await signedIn(c.t, b);
    const q = await createUser(db);
    await placeOnJob(db, q.user_id, DemoIds.inspectorJob);
    colleague = await signedIn(c.t, q);
  });
  afterAll(async () => c?.t.close());

  it('limits a job to its projects: lists, details, yards, and a write to another project are all "not found"', async () => {
    const yard0 = await c.admin.call(routes.createStackPoint, { stack_point_name: '未来科技城堆场', project_id: p0 });
    const yard1 = await c.admin.call(routes.createStackPoint, { stack_point_name: '文教中心堆场', project_id: p1 });
    expect(await manageList(builder)).toEqual(expect.arrayContaining([p0, p1, p2]));

    await c.admin.call(routes.saveJobDataAuth, { job_id: DemoIds.builderJob, list: pagesAt(PROJECTS), project_ids: [p0, p2] });
    // The same token: the next call already sees only the job's projects.
    expect(await manageList(builder)).toEqual([p0, p2].sort());
    expect(ids((await builder.call(routes.getProjectList, { page_size: 100 })).list)).toEqual([p0, p2].sort());
    expect((await builder.call(routes.detailProject, { project_id: p0 })).project_id).toBe(p0);
    expect(await codeOf(builder.call(routes.detailProject, { project_id: p1 }))).toMatchObject({ code: ResultCode.NOT_FOUND });
    expect(await codeOf(builder.call(routes.getProjectInfo, { project_id: p1 }))).toMatchObject({ code: ResultCode.NOT_FOUND });
    const yards = (await builder.call(routes.listStackPoints, { page_size: 100 })).list.map((y) => y.stack_point_id);
    expect(yards).toContain(yard0.stack_point_id);
    expect(yards).not.toContain(yard1.stack_point_id);
    // Other jobs and the administrator are untouched.
    expect(await manageList(colleague)).toEqual(expect.arrayContaining([p0, p1, p2]));
    expect(await manageList(c.admin)).toEqual(expect.arrayContaining([p0, p1, p2]));

    expect(await c.admin.call(routes.getJobDataAuth, { job_id: DemoIds.builderJob })).toEqual({
      job_id: DemoIds.builderJob,
      // Every page that enforces a scope, in /pageDataAuth's order; the ones not set are all of the unit.
      list: DATA_SCOPE_PAGES.map(({ object_no }) => ({ object_no, scope_type: ['page.ProjectList', 'page.yardList'].includes(object_no) ? PROJECTS : ALL })),
      project_ids: [p0, p2].sort(),
    });
    // Back to all of the unit.
    await c.admin.call(routes.saveJobDataAuth, { job_id: DemoIds.builderJob, list: [], project_ids: [] });
    expect(await manageList(builder)).toEqual(expect.arrayContaining([p0, p1, p2]));
  });

  it('applies the resource layer’s scope to a declared resource’s list, detail and delete (drawings)', async () => {
    const paper_id = DesignDemoIds.paper; // seeded in the first project
    const drawings = async () => (await builder.call(routes.listPapers, { page_size: 100 })).list.map((p) => p.paper_id);
    expect(await drawings()).toContain(paper_id);
    await c.admin.call(routes.saveJobDataAuth, { job_id: DemoIds.builderJob, list: [{ object_no: 'page.draweManagement', scope_type: PROJECTS }], project_ids: [p2] });
    expect(await drawings()).not.toContain(paper_id);
    expect(await codeOf(builder.call(routes.getPaperInfo, { paper_id }))).toMatchObject({ code: ResultCode.NOT_FOUND });
    expect(await codeOf(builder.call(routes.deletePaper, { paper_id }))).toMatchObject({ code: ResultCode.NOT_FOUND });
    await c.admin.call(routes.saveJobDataAuth, { job_id: DemoIds.builderJob, list: [{ object_no: 'page.draweManagement', scope_type: PROJECTS }], project_ids: [p0] });
    expect((await builder.call(routes.getPaperInfo, { paper_id })).paper_id).toBe(paper_id);
    await c.admin.call(routes.saveJobDataAuth, { job_id: DemoIds.builderJob, list: [] });
  });

  it('limits a job to its own records, or to what its department made', async () => {
    const code = (n: string) => `DS-${n}-${Date.now()}`;
    const mine = (await builder.call(routes.createProject, { project_code: code('mine'), project_name: '本人创建的项目' })).project_id;
    const theirs = (await colleague.call(routes.createProject, { project_code: code('dept'), project_name: '同部门创建的项目' })).project_id;
    const office = (await c.admin.call(routes.createProject, { project_code: code('office'), project_name: '综合管理部创建的项目' })).project_id;

    await c.admin.call(routes.saveJobDataAuth, { job_id: DemoIds.builderJob, list: pagesAt(OWN) });
    expect(await manageList(builder)).toEqual([mine]);
    expect(await codeOf(builder.call(routes.deleteProject, { project_id: theirs }))).toMatchObject({ code: ResultCode.NOT_FOUND });

    await c.admin.call(routes.saveJobDataAuth, { job_id: DemoIds.builderJob, list: pagesAt(DEPT) });
    expect(await manageList(builder)).toEqual([mine, theirs].sort());
    expect(await manageList(builder)).not.toContain(office);
    await c.admin.call(routes.saveJobDataAuth, { job_id: DemoIds.builderJob, list: [] });
  });

  it('refuses a job without the page (10403), bad settings (10001) and another unit’s job or project (10002)', async () => {
    const save = (api: ApiClient, input: Record<string, unknown>) => codeOf(api.call(routes.saveJobDataAuth, { job_id: DemoIds.builderJob, list: [], ...input } as never));
    expect(await codeOf(c.unpermitted.call(routes.getJobDataAuth, { job_id: DemoIds.builderJob }))).toMatchObject({ code: ResultCode.FORBIDDEN });
    expect(await save(c.unpermitted, {})).toMatchObject({ code: ResultCode.FORBIDDEN });
    expect(await codeOf(c.unpermitted.call(routes.getOrgAuth, {}))).toMatchObject({ code: ResultCode.FORBIDDEN });
    expect(await codeOf(c.unpermitted.call(routes.saveJobTemplates, { job_id: DemoIds.builderJob, auth_template_ids: [] }))).toMatchObject({ code: ResultCode.FORBIDDEN });

    expect(await save(c.admin, { list: [{ object_no: 'page.ProjectList', scope_type: 5 }] })).toEqual({ code: ResultCode.VALIDATION, msg: DataAuthMsg.scopeInvalid });
    // A yard has no creator: "only mine" is not a scope its page offers.
    expect(await save(c.admin, { list: [{ object_no: 'page.yardList', scope_type: OWN }] })).toEqual({ code: ResultCode.VALIDATION, msg: DataAuthMsg.scopeInvalid });
    expect(await save(c.admin, { list: [{ object_no: 'page.carList', scope_type: PROJECTS }] })).toEqual({ code: ResultCode.VALIDATION, msg: DataAuthMsg.pageInvalid });
    expect(await save(c.admin, { job_id: '' })).toEqual({ code: ResultCode.VALIDATION, msg: DataAuthMsg.jobIdRequired });
    expect(await save(c.admin, { project_ids: ['x'] })).toEqual({ code: ResultCode.VALIDATION, msg: DataAuthMsg.projectIdsInvalid });
    expect(await save(c.admin, { list: 'x' })).toMatchObject({ code: ResultCode.VALIDATION });
    // Nothing was half-written by the refusals.
    expect((await c.admin.call(routes.getJobDataAuth, { job_id: DemoIds.builderJob })).project_ids).toEqual([]);

    expect(await save(c.other, {})).toEqual({ code: ResultCode.NOT_FOUND, msg: DataAuthMsg.jobNotFound });
    expect(await codeOf(c.other.call(routes.getJobDataAuth, { job_id: DemoIds.builderJob }))).toMatchObject({ code: ResultCode.NOT_FOUND });
    const otherProject = (await c.other.call(routes.createProject, { project_code: `OT-${Date.now()}`, project_name: '乙方项目' })).project_id;
    expect(await save(c.admin, { project_ids: [otherProject] })).toEqual({ code: ResultCode.NOT_FOUND, msg: DataAuthMsg.projectIdsInvalid });
    expect(await codeOf(c.other.call(routes.saveJobTemplates, { job_id: DemoIds.builderJob, auth_template_ids: [] }))).toMatchObject({ code: ResultCode.NOT_FOUND });
  });

  it('shows and sets a job’s templates for /orgManage, taking effect on the next call', async () => {
    const before = await c.admin.call(routes.getOrgAuth, {});
    expect(before.jobs.find((j) => j.job_id === DemoIds.builderJob)?.auth_template_ids).toEqual([DemoTemplateIds.builder]);
    expect(before.templates.find((t) => t.auth_template_id === DemoTemplateIds.clerk)?.object_nos).toContain('page.organizationFramework');

    expect(await codeOf(builder.call(routes.getOrgTree, { show_dept: 1 }))).toMatchObject({ code: 0 });
    expect(await codeOf(builder.call(routes.getTemplateList, {}))).toMatchObject({ code: ResultCode.FORBIDDEN });
    await c.admin.call(routes.saveJobTemplates, { job_id: DemoIds.builderJob, auth_template_ids: [DemoTemplateIds.builder, DemoTemplateIds.all] });
    expect(await codeOf(builder.call(routes.getTemplateList, {}))).toMatchObject({ code: 0 });
    const after = await c.admin.call(routes.getOrgAuth, {});
    expect(after.jobs.find((j) => j.job_id === DemoIds.builderJob)?.auth_template_ids.sort()).toEqual([DemoTemplateIds.all, DemoTemplateIds.builder].sort());

    const otherTemplate = (await c.other.call(routes.createTemplate, { auth_template_name: '乙方模板' })).auth_template_id;
    expect(await codeOf(c.admin.call(routes.saveJobTemplates, { job_id: DemoIds.builderJob, auth_template_ids: [otherTemplate] }))).toEqual({
      code: ResultCode.NOT_FOUND,
      msg: DataAuthMsg.templateIdsInvalid,
    });
    expect(await codeOf(c.admin.call(routes.saveJobTemplates, { job_id: DemoIds.builderJob, auth_template_ids: ['x'] }))).toEqual({
      code: ResultCode.VALIDATION,
      msg: DataAuthMsg.templateIdsInvalid,
    });
    await c.admin.call(routes.saveJobTemplates, { job_id: DemoIds.builderJob, auth_template_ids: [DemoTemplateIds.builder] });
    expect(await codeOf(builder.call(routes.getTemplateList, {}))).toMatchObject({ code: ResultCode.FORBIDDEN });
  });
});
