import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { OrgMsg, ResultCode, routes } from '@zhuyun/contracts';
import { companyMembers, jobUsers } from '../../../db/schema';
import { DemoIds } from '../../../db/seed/demo.seed';
import { codeOf, createTestApp, type TestApp } from '../../../testing/test-app';
import { addMember, createUnit, createUser, type TestUnit, type TestUser } from '../../../testing/fixtures';

type Api = ReturnType<TestApp['client']>['api'];

// Who holds a job: the list, giving the job to members of the unit, taking it away (delete_job_user).
describe('people of a job', () => {
  let t: TestApp;
  let unitB: TestUnit;
  let unitBJob: string;
  let outsider: TestUser;
  const members: TestUser[] = [];
  let admin: Api;
  const as = async (user: { user_no: string; password: string }) => {
    const client = t.client();
    await client.loginAs(user.user_no, user.password);
    return client.api;
  };
  const ids = (list: { user_id: string }[]) => list.map((r) => r.user_id);
  const people = (job_id: string, extra: Record<string, unknown> = {}) => admin.call(routes.getJobAccountList, { job_id, is_page: 0, ...extra });

  beforeAll(async () => {
    t = await createTestApp();
    const { db } = t.database;
    const start = Date.parse('2026-02-01T00:00:00Z');
    for (const name of ['丙', '甲', '乙']) {
      const user = await createUser(db, { user_name: `检测员${name}` });
      await addMember(db, DemoIds.company, user.user_id, new Date(start + members.length * 60_000));
      members.push(user);
    }
    unitB = await createUnit(db, { company_name: '乙方建设公司' });
    outsider = await createUser(db);
    unitBJob = await addMember(db, unitB.company_id, outsider.user_id);
    admin = await as({ user_no: 'demo', password: 'Demo@2026zy!' });
  });
  afterAll(async () => t?.close());

  it('assigns members of the unit to a job, once each', async () => {
    const user_ids = members.map((m) => m.user_id).join(',');
    expect(await admin.call(routes.batchCreateJobUser, { job_id: DemoIds.inspectorJob, user_ids })).toEqual({ added: 3 });
    expect(await admin.call(routes.batchCreateJobUser, { job_id: DemoIds.inspectorJob, user_ids })).toEqual({ added: 0 });
    const page = await people(DemoIds.inspectorJob);
    expect(page.total_count).toBe(3);
    expect(new Set(ids(page.list))).toEqual(new Set(members.map((m) => m.user_id)));
    expect(page.list[0]).toMatchObject({ status: 1, is_admin: false, create_date: expect.any(String) });
  });

  it('searches, sorts and pages the people of a job', async () => {
    expect(ids((await people(DemoIds.inspectorJob, { search: '检测员甲' })).list)).toEqual([members[1]?.user_id]);
    const byName = await people(DemoIds.inspectorJob, { sort_field: 'user_name', sort_order: 'asc' });
    expect(byName.list.map((r) => r.user_name)).toEqual(['检测员丙', '检测员乙', '检测员甲'].sort());
    const second = await admin.call(routes.getJobAccountList, { job_id: DemoIds.inspectorJob, page: 2, page_size: 2 });
    expect([second.list.length, second.total_count, second.cur_page]).toEqual([1, 3, 2]);
  });

  it('assigns nobody when one id is not a member of the unit (10002), and refuses another unit\'s job', async () => {
    const user_ids = `${members[0]?.user_id},${outsider.user_id}`;
    expect((await codeOf(admin.call(routes.batchCreateJobUser, { job_id: DemoIds.clerkJob, user_ids }))).code).toBe(ResultCode.NOT_FOUND);
    expect((await people(DemoIds.clerkJob)).total_count).toBe(0);
    expect((await codeOf(admin.call(routes.batchCreateJobUser, { job_id: unitBJob, user_ids: members[0]?.user_id as string }))).code).toBe(ResultCode.NOT_FOUND);
    expect((await codeOf(people(unitBJob))).code).toBe(ResultCode.NOT_FOUND);
    expect(await codeOf(admin.call(routes.batchCreateJobUser, { job_id: DemoIds.clerkJob, user_ids: ' , ' }))).toEqual({ code: 10001, msg: OrgMsg.userIdsRequired });
  });

  it('takes a job away, settling the person\'s current job on one they still hold', async () => {
    const person = members[0] as TestUser;
    const { db } = t.database;
    const current = async () =>
      (await db.select().from(companyMembers).where(and(eq(companyMembers.company_id, DemoIds.company), eq(companyMembers.user_id, person.user_id))))[0]?.job_id;
    const first = await current();
    await admin.call(routes.deleteJobUser, { job_id: first as string, user_id: person.user_id });
    expect(await current()).toBe(DemoIds.inspectorJob);
    await admin.call(routes.deleteJobUser, { job_id: DemoIds.inspectorJob, user_id: person.user_id });
    expect(await current()).toBeNull();
    expect(ids((await people(DemoIds.inspectorJob)).list)).not.toContain(person.user_id);
    expect(await db.select().from(jobUsers).where(and(eq(jobUsers.company_id, DemoIds.company), eq(jobUsers.user_id, person.user_id)))).toEqual([]);
    expect((await codeOf(admin.call(routes.deleteJobUser, { job_id: DemoIds.inspectorJob, user_id: person.user_id }))).code).toBe(ResultCode.NOT_FOUND);
    expect((await codeOf(admin.call(routes.deleteJobUser, { job_id: unitBJob, user_id: outsider.user_id }))).code).toBe(ResultCode.NOT_FOUND);
  });

  it('refuses a member who is not the unit administrator (10403)', async () => {
    const api = await as(members[1] as TestUser);
    expect((await codeOf(api.call(routes.getJobAccountList, { job_id: DemoIds.inspectorJob }))).code).toBe(ResultCode.FORBIDDEN);
    expect((await codeOf(api.call(routes.batchCreateJobUser, { job_id: DemoIds.inspectorJob, user_ids: members[0]?.user_id as string }))).code).toBe(ResultCode.FORBIDDEN);
    expect((await codeOf(api.call(routes.deleteJobUser, { job_id: DemoIds.inspectorJob, user_id: members[2]?.user_id as string }))).code).toBe(ResultCode.FORBIDDEN);
    expect((await people(DemoIds.inspectorJob)).total_count).toBe(2);
  });
});
