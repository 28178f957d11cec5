import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Msg, ResultCode, routes } from '@zhuyun/contracts';
import { eq } from 'drizzle-orm';
import { jobUsers, jobs } from '../../../db/schema';
import { codeOf, createTestApp, type TestApp } from '../../../testing/test-app';
import { addMember, createUnit, createUser, type TestUser } from '../../../testing/fixtures';
import { uuidv7 } from 'uuidv7';

// Switching unit and job (spec-1 §4): a new token each time; the old one answers 10204 (ARCHITECTURE.md rule 6).
describe('switching unit and job', () => {
  let t: TestApp;
  let person: TestUser;
  let unitA: Awaited<ReturnType<typeof createUnit>>;
  let unitB: Awaited<ReturnType<typeof createUnit>>;
  let pendingUnit: Awaited<ReturnType<typeof createUnit>>;
  let secondJob: string;

  beforeAll(async () => {
    t = await createTestApp();
    const { db } = t.database;
    person = await createUser(db, { user_name: '两栖员工' });
    unitA = await createUnit(db, { company_name: '甲单位', company_type: 2 });
    unitB = await createUnit(db, { company_name: '乙单位', company_type: 4 });
    pendingUnit = await createUnit(db, { company_name: '审核中单位', status: 2 });
    await addMember(db, unitA.company_id, person.user_id, new Date('2026-01-01T00:00:00Z'), '施工员');
    await addMember(db, unitB.company_id, person.user_id, new Date('2026-02-01T00:00:00Z'), '质检员');
    await addMember(db, pendingUnit.company_id, person.user_id);
    secondJob = uuidv7();
    await db.insert(jobs).values({ company_id: unitA.company_id, job_id: secondJob, dept_id: unitA.dept_id, job_name: '安全员', sort_no: 9 });
    await db.insert(jobUsers).values({ company_id: unitA.company_id, job_id: secondJob, user_id: person.user_id });
  });
  afterAll(async () => t?.close());

  it('moves to another unit with a new token; the old token answers 10204', async () => {
    const client = t.client();
    const oldToken = await client.loginAs(person.user_no, person.password);
    expect((await client.api.call(routes.getUserInfo, {})).comp_id).toBe(unitA.company_id);

    const switched = await client.api.call(routes.changeCompanyToken, { company_id: unitB.company_id, org_id: unitB.org_id });
    expect(switched.access_token).not.toBe(oldToken);
    expect(switched.comp_id).toBe(unitB.company_id);
    expect(switched.company_type).toBe(4);
    expect(switched.job_list.map((j) => j.job_name)).toEqual(['质检员']);

    expect((await codeOf(client.api.call(routes.getUserInfo, {}))).code).toBe(ResultCode.SESSION_ENDED);
    client.api.setToken(switched.access_token);
    const mine = await client.api.call(routes.getMyCompanies, {});
    expect(mine.list.find((u) => u.is_cur === 1)?.company_name).toBe('乙单位');
    expect(mine.list.find((u) => u.is_default === 1)?.company_name).toBe('乙单位');

    // The choice is remembered: the next sign-in starts in 乙单位.
    const again = t.client();
    await again.loginAs(person.user_no, person.password);
    expect((await again.api.call(routes.getUserInfo, {})).comp_id).toBe(unitB.company_id);
  });

  it('refuses a unit still under review (10403), and one the person is not in (10002)', async () => {
    const client = t.client();
    await client.loginAs(person.user_no, person.password);
    expect(await codeOf(client.api.call(routes.changeCompanyToken, { company_id: pendingUnit.company_id }))).toEqual({
      code: ResultCode.FORBIDDEN,
      msg: Msg.unitNotApproved,
    });
    const stranger = await createUnit(t.database.db, { company_name: '陌生单位' });
    expect((await codeOf(client.api.call(routes.changeCompanyToken, { company_id: stranger.company_id }))).code).toBe(ResultCode.NOT_FOUND);
    // The person's own unit with another unit's organisation: 10002 too (the isolation matrix's case), no switch.
    expect((await codeOf(client.api.call(routes.changeCompanyToken, { company_id: unitB.company_id, org_id: stranger.org_id }))).code).toBe(ResultCode.NOT_FOUND);
    expect(await codeOf(client.api.call(routes.changeCompanyToken, { company_id: '' }))).toEqual({
      code: ResultCode.VALIDATION,
      msg: Msg.companyIdRequired,
    });
    // A refused switch leaves the session as it was.
    expect((await client.api.call(routes.getUserInfo, {})).comp_id).toBeTruthy();
  });

  it('changes job among the jobs the person holds, with a new token', async () => {
    const client = t.client();
    await client.loginAs(person.user_no, person.password);
    const inA = await client.api.call(routes.changeCompanyToken, { company_id: unitA.company_id });
    client.api.setToken(inA.access_token);
    expect(inA.job_list.map((j) => j.job_name)).toEqual(['施工员', '安全员']);
    const oldToken = inA.access_token;

    const switched = await client.api.call(routes.changeJobToken, { job_id: secondJob });
    expect(switched.access_token).not.toBe(oldToken);
    expect((await codeOf(client.api.call(routes.getUserInfo, {}))).code).toBe(ResultCode.SESSION_ENDED);
    client.api.setToken(switched.access_token);
    expect((await client.api.call(routes.getUserInfo, {})).job).toBe('安全员');

    const [foreignJob] = await t.database.db.select({ job_id: jobs.job_id }).from(jobs).where(eq(jobs.company_id, unitB.company_id));
    expect(await codeOf(client.api.call(routes.changeJobToken, { job_id: foreignJob!.job_id }))).toEqual({
      code: ResultCode.FORBIDDEN,
      msg: Msg.jobNotYours,
    });
    expect(await codeOf(client.api.call(routes.changeJobToken, { job_id: '' }))).toEqual({ code: ResultCode.VALIDATION, msg: Msg.jobIdRequired });
  });
});
