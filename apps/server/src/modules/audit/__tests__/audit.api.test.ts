import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import { AuditAction, ResultCode, routes } from '@zhuyun/contracts';
import { auditLog } from '../../../db/schema';
import { inTenantScope } from '../../../db/scope';
import { codeOf, createTestApp, type TestApp } from '../../../testing/test-app';
import { addMember, createCompany, createUser, type TestUser } from '../../../testing/fixtures';
import { DEMO, signedIn, type ApiClient } from '../../../testing/binary-client';

// The tamper-evident audit trail (issue 15 build 3): what is appended, the filtered page, who may read it, and the
// chain check finding a row edited or removed directly in the database.
describe('audit trail', () => {
  let t: TestApp;
  let companyId: string;
  let admin: TestUser;
  let clerk: TestUser;
  let api: ApiClient;

  beforeAll(async () => {
    t = await createTestApp();
    const { db } = t.database;
    companyId = await createCompany(db, { company_name: '审计测试单位' });
    admin = await createUser(db, { user_name: '审计管理员' });
    clerk = await createUser(db, { user_name: '审计职员' });
    await addMember(db, companyId, admin.user_id, new Date(), '单位管理员', true);
    await addMember(db, companyId, clerk.user_id);
    api = await signedIn(t, admin);
  });
  afterAll(async () => t?.close());

  it('records writes through the resource layer with digests of before and after', async () => {
    const { car_id } = await api.call(routes.createCar, { car_num: '浙A70001', leader: '审计' });
    await api.call(routes.updateCar, { car_id, car_num: '浙A70002' });
    await api.call(routes.deleteCar, { car_id });
    const page = await api.call(routes.getAuditLog, { object: car_id });
    expect(page.list.map((e) => e.action)).toEqual(['delete', 'update', 'create']);
    const [deleted, updated, created] = page.list;
    expect(created).toMatchObject({ object_type: 'car', actor_id: admin.user_id, actor_name: '审计管理员', before_digest: null });
    expect(created!.after_digest).toMatch(/^[0-9a-f]{64}$/);
    expect(updated!.before_digest).toBe(created!.after_digest);
    expect(updated!.after_digest).not.toBe(updated!.before_digest);
    expect(deleted).toMatchObject({ before_digest: updated!.after_digest, after_digest: null });
    expect(created!.ip).toBeTruthy();
  });

  it('records sign-in, refused sign-in and sign-out in the unit, without what was typed', async () => {
    const other = await signedIn(t, clerk);
    await other.call(routes.logout, {});
    expect((await codeOf(signedIn(t, { ...clerk, password: 'Wrong#Pass1' }))).code).toBe(ResultCode.WRONG_CREDENTIALS);
    const history = await api.call(routes.getAuditLog, { action: 'sign_in,sign_in_failed,sign_out', actor: clerk.user_id });
    expect(history.list.map((e) => e.action)).toEqual([AuditAction.signInFailed, AuditAction.signOut, AuditAction.signIn]);
    expect(history.list[0]).toMatchObject({ actor_name: '审计职员', detail: `password:${ResultCode.WRONG_CREDENTIALS}` });
    expect(JSON.stringify(history.list)).not.toContain('Wrong#Pass1');
    // Filtered by a part of the name, and by time.
    expect((await api.call(routes.getAuditLog, { actor: '职员', action: 'sign_out' })).total_count).toBe(1);
    expect((await api.call(routes.getAuditLog, { start_time: new Date(Date.now() + 60_000).toISOString() })).total_count).toBe(0);
  });

  it('records reviews and permission changes', async () => {
    const { auth_template_id } = await api.call(routes.createTemplate, { auth_template_name: '审计模板' });
    await api.call(routes.saveTemplateObjects, { auth_template_id, object_nos: ['page.carList'] });
    const changes = await api.call(routes.getAuditLog, { action: AuditAction.templateChange });
    expect(changes.list.map((e) => e.object_id)).toEqual([auth_template_id, auth_template_id]);
  });

  it('is for those holding the log page: a clerk gets 10403; bad filters get 10001', async () => {
    const other = await signedIn(t, clerk);
    expect((await codeOf(other.call(routes.getAuditLog, {}))).code).toBe(ResultCode.FORBIDDEN);
    expect((await codeOf(other.call(routes.verifyAuditChain, {}))).code).toBe(ResultCode.FORBIDDEN);
    expect((await codeOf(api.call(routes.getAuditLog, { action: 'drop_table' }))).code).toBe(ResultCode.VALIDATION);
    expect((await codeOf(api.call(routes.getAuditLog, { start_time: 'yesterday' }))).code).toBe(ResultCode.VALIDATION);
  });

  it('verifies the chain, and finds a row edited or removed directly in the database', async () => {
    const before = await api.call(routes.verifyAuditChain, {});
    expect(before).toMatchObject({ ok: true, broken: null });
    expect(before.checked).toBeGreaterThan(5);

    const { db } = t.database;
    const chain = and(eq(auditLog.chain, companyId), eq(auditLog.seq, 3));
    const [third] = await db.select().from(auditLog).where(chain);
    await db.update(auditLog).set({ actor_name: '别人' }).where(chain);
    expect(await api.call(routes.verifyAuditChain, {})).toEqual({ ok: false, checked: 2, broken: { seq: 3, entry_id: third!.entry_id, reason: 'altered' } });

    await db.update(auditLog).set({ actor_name: third!.actor_name }).where(chain);
    expect((await api.call(routes.verifyAuditChain, {})).ok).toBe(true);

    // A removed row leaves a gap; removing the newest rows leaves the head ahead of the table.
    await db.delete(auditLog).where(chain);
    expect((await api.call(routes.verifyAuditChain, {})).broken).toMatchObject({ seq: 4, reason: 'missing' });
  });

  it('appends safely under concurrency: 40 writes at once give one unbroken chain', async () => {
    const { db } = t.database;
    const unit = await createCompany(db, { company_name: '并发审计单位' });
    const boss = await createUser(db);
    await addMember(db, unit, boss.user_id, new Date(), '单位管理员', true);
    const own = await signedIn(t, boss);
    await Promise.all(Array.from({ length: 20 }, (_, i) => own.call(routes.createCar, { car_num: `浙B7${String(i).padStart(4, '0')}` })));
    // Outside a request, as the unit (row-level security on PostgreSQL admits the unit's own rows only).
    await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        inTenantScope(unit, () => t.app.platform.audit.record({ userId: boss.user_id, companyId: unit }, { action: AuditAction.update, objectType: 'test', objectId: String(i) })),
      ),
    );
    const counted = await db.execute(sql`select count(*)::int as n, count(distinct seq)::int as seqs, max(seq)::int as top from audit_log where chain = ${unit}`);
    // 20 creates, 20 direct appends, and the administrator's sign-in.
    expect((counted as unknown as { rows: unknown[] }).rows[0]).toEqual({ n: 41, seqs: 41, top: 41 });
    expect(await own.call(routes.verifyAuditChain, {})).toEqual({ ok: true, checked: 41, broken: null });
  });

  it('has demo entries on a fresh start, and the demo chain verifies', async () => {
    const demo = await signedIn(t, DEMO);
    expect((await demo.call(routes.getAuditLog, { action: AuditAction.signInFailed })).total_count).toBeGreaterThanOrEqual(1);
    expect(await demo.call(routes.verifyAuditChain, {})).toMatchObject({ ok: true, broken: null });
  });
});
