import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ResultCode, routes } from '@zhuyun/contracts';
import { DemoAccounts, DemoIds } from '../../../db/seed/demo.seed';
import { DemoTemplateIds } from '../../../db/seed/menu.seed';
import { jobUsers } from '../../../db/schema';
import { codeOf, createTestApp, type TestApp } from '../../../testing/test-app';
import { createUser, type TestUser } from '../../../testing/fixtures';
import { placeOnJob, routesOf, signIn, type Api } from './perm-fixtures';

const demoAccount = DemoAccounts.find((a) => a.user_no === 'demo') as (typeof DemoAccounts)[number];

// The server enforces each contract's object against the caller's job, read fresh on every call.
describe('permission enforcement', () => {
  let t: TestApp;
  let demo: Api;
  let clerk: TestUser;
  let clerkApi: Api;
  let clerkObjects: string[];
  const rename = () => clerkApi.call(routes.updateJob, { job_id: DemoIds.inspectorJob, job_name: '质检员' });

  beforeAll(async () => {
    t = await createTestApp();
    clerk = await createUser(t.database.db);
    await placeOnJob(t.database.db, DemoIds.company, clerk.user_id, DemoIds.clerkJob);
    demo = await signIn(t, demoAccount);
    clerkApi = await signIn(t, clerk);
    clerkObjects = (await demo.call(routes.getTemplateDetail, { auth_template_id: DemoTemplateIds.clerk })).object_nos;
  });
  afterAll(async () => t?.close());

  it('refuses a job without the object (10403) and lets it through on the next call after a grant, same token', async () => {
    expect((await codeOf(rename())).code).toBe(ResultCode.FORBIDDEN);
    await demo.call(routes.saveTemplateObjects, { auth_template_id: DemoTemplateIds.clerk, object_nos: [...clerkObjects, 'org.manage'] });
    expect(await codeOf(rename())).toEqual({ code: 0, msg: '' });
    // Revoking works the same way, without waiting for the session cache.
    await demo.call(routes.saveTemplateObjects, { auth_template_id: DemoTemplateIds.clerk, object_nos: clerkObjects });
    expect((await codeOf(rename())).code).toBe(ResultCode.FORBIDDEN);
  });

  it('follows grants of templates to jobs and template deletion at once', async () => {
    const { auth_template_id } = await demo.call(routes.createTemplate, { auth_template_name: '组织维护' });
    await demo.call(routes.saveTemplateObjects, { auth_template_id, object_nos: 'org.manage,page.ProjectList' });
    await demo.call(routes.saveTemplateJobs, { auth_template_id, job_ids: [DemoIds.clerkJob] });
    expect((await codeOf(rename())).code).toBe(0);
    expect(routesOf((await clerkApi.call(routes.getMenu, { user_id: clerk.user_id })).list)).toContain('/ProjectList');
    await demo.call(routes.saveTemplateJobs, { auth_template_id, job_ids: [] });
    expect((await codeOf(rename())).code).toBe(ResultCode.FORBIDDEN);
    expect(routesOf((await clerkApi.call(routes.getMenu, { user_id: clerk.user_id })).list)).not.toContain('/ProjectList');
    await demo.call(routes.saveTemplateJobs, { auth_template_id, job_ids: [DemoIds.clerkJob] });
    expect((await codeOf(rename())).code).toBe(0);
    await demo.call(routes.deleteTemplate, { auth_template_id });
    expect((await codeOf(rename())).code).toBe(ResultCode.FORBIDDEN);
  });

  it('drops the grants of a post the moment its holder is removed from it', async () => {
    await demo.call(routes.saveTemplateObjects, { auth_template_id: DemoTemplateIds.clerk, object_nos: [...clerkObjects, 'org.manage'] });
    expect((await codeOf(rename())).code).toBe(0);
    await t.database.db.delete(jobUsers).where(and(eq(jobUsers.user_id, clerk.user_id), eq(jobUsers.job_id, DemoIds.clerkJob)));
    expect((await codeOf(rename())).code).toBe(ResultCode.FORBIDDEN);
    await t.database.db.insert(jobUsers).values({ company_id: DemoIds.company, job_id: DemoIds.clerkJob, user_id: clerk.user_id });
    await demo.call(routes.saveTemplateObjects, { auth_template_id: DemoTemplateIds.clerk, object_nos: clerkObjects });
  });

  it('keeps administrators’ access and keeps platform objects to the platform administrator', async () => {
    expect((await codeOf(demo.call(routes.updateJob, { job_id: DemoIds.inspectorJob, job_name: '质检员' }))).code).toBe(0);
    expect((await codeOf(demo.call(routes.getMenuTree, {}))).code).toBe(ResultCode.FORBIDDEN);
    const admin = await signIn(t, DemoAccounts.find((a) => a.user_no === 'admin') as (typeof DemoAccounts)[number]);
    expect((await codeOf(admin.call(routes.getMenuTree, {}))).code).toBe(0);
  });

  it('refuses template calls to a job without auth.template, and granting to a job without auth.template.grant', async () => {
    expect((await codeOf(clerkApi.call(routes.getTemplateList, {}))).code).toBe(ResultCode.FORBIDDEN);
    await demo.call(routes.saveTemplateObjects, { auth_template_id: DemoTemplateIds.clerk, object_nos: [...clerkObjects, 'auth.template'] });
    expect((await codeOf(clerkApi.call(routes.getTemplateList, {}))).code).toBe(0);
    expect((await codeOf(clerkApi.call(routes.saveTemplateJobs, { auth_template_id: DemoTemplateIds.builder, job_ids: [] }))).code).toBe(ResultCode.FORBIDDEN);
  });
});
