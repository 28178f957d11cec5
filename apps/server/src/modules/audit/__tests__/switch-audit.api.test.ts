import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { AuditAction, routes } from '@zhuyun/contracts';
import { uuidv7 } from 'uuidv7';
import { auditLog, jobUsers, jobs } from '../../../db/schema';
import { createTestApp, type TestApp } from '../../../testing/test-app';
import { addMember, createUnit, createUser, type TestUser } from '../../../testing/fixtures';

// Issue 15 build 3: a switch of unit and a switch of job are each appended to the audit trail with the actor, the
// company the person lands in (its chain), the action and the object switched to.
describe('audit entries of switching unit and job', () => {
  let t: TestApp;
  let person: TestUser;
  let unitA: Awaited<ReturnType<typeof createUnit>>;
  let unitB: Awaited<ReturnType<typeof createUnit>>;
  let secondJob: string;

  beforeAll(async () => {
    t = await createTestApp();
    const { db } = t.database;
    person = await createUser(db, { user_name: '切换审计员' });
    unitA = await createUnit(db, { company_name: '审计甲单位' });
    unitB = await createUnit(db, { company_name: '审计乙单位' });
    await addMember(db, unitA.company_id, person.user_id, new Date('2026-01-01T00:00:00Z'), '施工员');
    await addMember(db, unitB.company_id, person.user_id, new Date('2026-02-01T00:00:00Z'), '质检员');
    secondJob = uuidv7();
    await db.insert(jobs).values({ company_id: unitA.company_id, job_id: secondJob, dept_id: unitA.dept_id, job_name: '安全员', sort_no: 9 });
    await db.insert(jobUsers).values({ company_id: unitA.company_id, job_id: secondJob, user_id: person.user_id });
  });
  afterAll(async () => t?.close());

  /** The entries of one action by the person, read straight from the table (every chain). */
  const entriesOf = (action: string) =>
    t.database.db
      .select({ chain: auditLog.chain, company_id: auditLog.company_id, actor_id: auditLog.actor_id, actor_name: auditLog.actor_name, object_type: auditLog.object_type, object_id: auditLog.object_id })
      .from(auditLog)
      .where(and(eq(auditLog.action, action), eq(auditLog.actor_id, person.user_id)));

  it('appends one switch_unit entry in the unit switched to, naming the person and that unit', async () => {
    const client = t.client();
    await client.loginAs(person.user_no, person.password);
    expect(await entriesOf(AuditAction.switchUnit)).toEqual([]);

    await client.api.call(routes.changeCompanyToken, { company_id: unitB.company_id, org_id: unitB.org_id });
    expect(await entriesOf(AuditAction.switchUnit)).toEqual([
      { chain: unitB.company_id, company_id: unitB.company_id, actor_id: person.user_id, actor_name: '切换审计员', object_type: 'unit', object_id: unitB.company_id },
    ]);
  });

  it('appends one switch_job entry in the unit, naming the person and the job', async () => {
    const client = t.client();
    await client.loginAs(person.user_no, person.password);
    const inA = await client.api.call(routes.changeCompanyToken, { company_id: unitA.company_id });
    client.api.setToken(inA.access_token);
    expect(await entriesOf(AuditAction.switchJob)).toEqual([]);

    await client.api.call(routes.changeJobToken, { job_id: secondJob });
    expect(await entriesOf(AuditAction.switchJob)).toEqual([
      { chain: unitA.company_id, company_id: unitA.company_id, actor_id: person.user_id, actor_name: '切换审计员', object_type: 'job', object_id: secondJob },
    ]);
  });
});
