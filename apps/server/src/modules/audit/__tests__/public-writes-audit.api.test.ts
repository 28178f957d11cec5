import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AuditAction, ResultCode, routes } from '@zhuyun/contracts';
import { AuditRepo } from '../../../platform/audit/audit.repo';
import { pageWindow } from '../../../platform/paging';
import { codeOf, createTestApp, type TestApp } from '../../../testing/test-app';
import { scanAs } from '../../../testing/scan-helpers';
import { addMember, createUnit, createUser, latestCode, sendCode, uniquePhone, uniqueUserNo } from '../../../testing/fixtures';
import { DEMO, signedIn } from '../../../testing/binary-client';
import { DemoIds } from '../../../db/seed/demo-organisation';

/** The demo seed's respondent (王建国), enrolled by the demo unit in its open 360° evaluation. */
const RESPONDENT = '13900000001';

// Issue 15: the writes made without a unit session land in the audit trail too — a registration in the platform
// chain (the person has no unit yet), a third-party bind and a code sign-in in the person's unit, the questionnaire's
// check, password and answers in the unit that enrolled the respondent — and every chain they touch still verifies.
describe('audit trail of public writes', () => {
  let t: TestApp;
  let repo: AuditRepo;
  let unit: string;
  let member: Awaited<ReturnType<typeof createUser>>;

  beforeAll(async () => {
    t = await createTestApp({ LOGIN_RATE_PER_MINUTE: '1000' });
    repo = new AuditRepo(t.database.db);
    const { db } = t.database;
    unit = (await createUnit(db, { company_name: '公开写入审计单位' })).company_id;
    member = await createUser(db, { user_name: '公开写入成员' });
    await addMember(db, unit, member.user_id, new Date(), '单位管理员', true);
  });
  afterAll(async () => t?.close());

  const entries = async (companyId: string | null, filter: { actor?: string; object?: string; actions?: string[] }) =>
    (await repo.page(companyId, filter, pageWindow({ page: 1, page_size: 50 }))).rows;

  it('records both registrations in the platform chain, the phone form with its sign-in, and nothing typed', async () => {
    const scanPhone = uniquePhone();
    const { api } = t.client();
    const user_no = uniqueUserNo('reg');
    const scanned = await api.call(routes.scanRegister, {
      user_no,
      user_name: '扫码注册人',
      password: 'Abcdef12#xyz',
      confirm_password: 'Abcdef12#xyz',
      phone: scanPhone,
      code: await sendCode(api, scanPhone, 2),
      usage_code: 2,
    });
    const scanTrail = await entries(null, { actor: scanned.user_id });
    expect(scanTrail).toEqual([
      expect.objectContaining({ action: AuditAction.create, object_type: 'user', object_id: scanned.user_id, actor_name: '扫码注册人', detail: 'register:scan', before_digest: null }),
    ]);
    expect(scanTrail[0]?.after_digest).toMatch(/^[0-9a-f]{64}$/);
    expect(JSON.stringify(scanTrail)).not.toContain('Abcdef12#xyz');

    const phone = uniquePhone();
    const other = t.client().api;
    const registered = await other.call(routes.phoneRegister, { phone, code: await sendCode(other, phone, 2), usage_code: 2, system_no: 'web' });
    const phoneTrail = await entries(null, { actor: registered.user_id });
    expect(phoneTrail.map((e) => [e.action, e.object_type, e.detail])).toEqual([
      [AuditAction.signIn, 'session', 'register:phone'],
      [AuditAction.create, 'user', 'register:phone'],
    ]);
  });

  it("records a third-party bind in the person's unit, and a wrong password there as a refused sign-in", async () => {
    const client = t.client();
    const scanned = (await client.api.call(routes.checkThirdBound, { type: 0, ...(await scanAs(t, client, '审计扫码人')) })) as { unique_token: string };
    const bind = { unique_token: scanned.unique_token, user_no: member.user_no, third_type: 2 };
    expect((await codeOf(client.api.call(routes.bindThirdAccount, { ...bind, password: 'Wrong@Passw0rd' }))).code).toBe(ResultCode.WRONG_CREDENTIALS);
    await client.api.call(routes.bindThirdAccount, { ...bind, password: member.password });
    // The next scan signs in: a GET, recorded as a sign-in like the others.
    await client.api.call(routes.checkThirdBound, { type: 0, ...(await scanAs(t, client, '审计扫码人')) });
    const trail = await entries(unit, { actor: member.user_id });
    expect(trail.map((e) => [e.action, e.object_type, e.detail])).toEqual([
      [AuditAction.signIn, 'session', 'third_scan'],
      [AuditAction.create, 'third_account', 'third_bind'],
      [AuditAction.signInFailed, 'session', `third_bind:${ResultCode.WRONG_CREDENTIALS}`],
    ]);
    expect(JSON.stringify(trail)).not.toContain('Wrong@Passw0rd');
  });

  it("records a code sign-in and a wrong code in the person's unit", async () => {
    const { api } = t.client();
    const code = await sendCode(api, member.phone, 1);
    const wrong = code.slice(0, 5) + String((Number(code[5]) + 1) % 10);
    expect((await codeOf(api.call(routes.login, { login_type: 2, phone: member.phone, code: wrong }))).code).toBe(ResultCode.CODE_INVALID);
    await api.call(routes.login, { login_type: 2, phone: member.phone, code });
    const trail = await entries(unit, { actor: member.user_id, actions: [AuditAction.signIn, AuditAction.signInFailed] });
    expect(trail.slice(0, 2).map((e) => [e.action, e.detail])).toEqual([
      [AuditAction.signIn, 'phone'],
      [AuditAction.signInFailed, `phone:${ResultCode.CODE_INVALID}`],
    ]);
  });

  it('records the questionnaire: the password reset, a wrong and a right check, and the answers, in the unit of the survey', async () => {
    const api = t.client({ ip: '10.15.0.9' }).api;
    await api.call(routes.evalSendCode, { phone: RESPONDENT });
    const { ticket } = await api.call(routes.evalCheckCode, { phone: RESPONDENT, code: await latestCode(api, RESPONDENT) });
    await api.call(routes.evalEditServicePassword, { phone: RESPONDENT, password: '8642', ticket });
    expect((await codeOf(api.call(routes.evalCheckServicePassword, { phone: RESPONDENT, password: '1111' }))).code).toBe(ResultCode.WRONG_CREDENTIALS);
    api.setToken((await api.call(routes.evalCheckServicePassword, { phone: RESPONDENT, password: '8642' })).access_token);
    const [row] = (await api.call(routes.evalListEvaluatees, {})).list.filter((r) => r.open && r.status === 0);
    const questions = await api.call(routes.evalSurveyQuestions, { exercise_id: String(row?.exercise_id), is_page: 0 });
    const evaluate_data = questions.list.flatMap((g) => g.children.map((q) => ({ question_id: q.question_id, score: 0 })));
    const evaluator_data_id = String(row?.evaluator_data_id);
    await api.call(routes.evalSubmit, { evaluator_data_id, score: 0, evaluate_data });

    const trail = (await entries(DemoIds.company, {})).filter((e) => e.detail?.startsWith('survey'));
    expect(trail.map((e) => [e.action, e.object_type, e.detail, e.actor_name, e.actor_id])).toEqual([
      [AuditAction.create, 'evaluation_answer', 'survey_submit', '王建国', null],
      [AuditAction.signIn, 'survey_session', 'survey', '王建国', null],
      [AuditAction.signInFailed, 'survey_session', `survey:${ResultCode.WRONG_CREDENTIALS}`, '王建国', null],
      [AuditAction.passwordChange, 'eval_respondent', 'survey_password', '王建国', null],
    ]);
    expect(trail[0]?.object_id).toBe(evaluator_data_id);
    expect(trail[0]?.after_digest).toMatch(/^[0-9a-f]{64}$/);
    // What a person typed is in no readable field (a digit string can turn up inside a hash or id by chance).
    const readable = trail.flatMap((e) => [e.actor_name, e.action, e.object_type, e.detail, e.ip, e.device]);
    expect(JSON.stringify(readable)).not.toContain('8642');
    // The demo unit's administrator sees them on its log page.
    const demo = await signedIn(t, DEMO);
    expect((await demo.call(routes.getAuditLog, { object: evaluator_data_id })).list.map((e) => e.detail)).toEqual(['survey_submit']);
  });

  it('leaves every chain it wrote to verifiable: the platform, the unit and the demo unit', async () => {
    for (const chain of [null, unit, DemoIds.company]) {
      expect({ chain, ...(await repo.verify(chain)) }).toMatchObject({ chain, ok: true, broken: null });
    }
    expect((await repo.verify(null)).checked).toBeGreaterThanOrEqual(3);
  });
});
