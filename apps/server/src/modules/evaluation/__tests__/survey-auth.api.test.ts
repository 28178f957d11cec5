import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EvalMsg, routes } from '@zhuyun/contracts';
import { latestCode } from '../../../testing/fixtures';
import { codeOf, createTestApp, type TestApp } from '../../../testing/test-app';
import { adminClient, evalPhone, freshClient, setServicePassword, surveyAs } from './eval-test-helpers';

// The questionnaire's verification (spec-1 §4, §5): phone and 4-digit service password, attempt limits and lock,
// and the 3-step recovery (confirm account, SMS code, new password), which is also how a person sets it first.
describe('questionnaire verification and recovery', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => t?.close());

  async function newPerson(name = '新员工') {
    const admin = await adminClient(t);
    const phone = evalPhone();
    await admin.call(routes.evalSavePerson, { person_name: name, phone });
    return phone;
  }

  it('verifies the seeded phone with its service password and answers a questionnaire token', async () => {
    const api = freshClient(t);
    const envelope = await api.callEnvelope(routes.evalCheckServicePassword, { phone: '13900000001', password: '1234' });
    expect(envelope.msg).toBe(EvalMsg.verified);
    expect(envelope.data.person_name).toBe('王建国');
    expect(envelope.data.access_token.length).toBeGreaterThanOrEqual(40);
    api.setToken(envelope.data.access_token);
    const { list } = await api.call(routes.evalListEvaluatees, {});
    expect(list.length).toBeGreaterThanOrEqual(2);
  });

  it('says which field is missing, in the form order, and wants exactly 4 digits', async () => {
    const api = freshClient(t);
    expect(await codeOf(api.call(routes.evalCheckServicePassword, { phone: '', password: '' }))).toEqual({ code: 10001, msg: '手机号不能为空' });
    expect(await codeOf(api.call(routes.evalCheckServicePassword, { phone: '13900000001', password: '' }))).toEqual({ code: 10001, msg: '服务密码不能为空' });
    expect(await codeOf(api.call(routes.evalCheckServicePassword, { phone: '13900000001', password: '12345' }))).toEqual({
      code: 10001,
      msg: EvalMsg.servicePasswordDigits,
    });
    expect(await codeOf(api.call(routes.evalCheckServicePassword, { phone: '1390000000', password: '1234' }))).toEqual({ code: 10001, msg: EvalMsg.phoneInvalid });
  });

  it('refuses a wrong password and an unknown phone alike', async () => {
    const api = freshClient(t);
    expect(await codeOf(api.call(routes.evalCheckServicePassword, { phone: '13900000002', password: '9999' }))).toEqual({
      code: 10101,
      msg: EvalMsg.wrongServicePassword,
    });
    expect(await codeOf(api.call(routes.evalCheckServicePassword, { phone: '13711112222', password: '1234' }))).toEqual({
      code: 10101,
      msg: EvalMsg.wrongServicePassword,
    });
  });

  it('locks the phone after 5 wrong passwords: even the right one is refused with 10102 until recovery', async () => {
    const phone = await newPerson('锁定测试');
    const api = freshClient(t);
    await setServicePassword(api, phone, '锁定测试', '2468');
    const codes = [];
    for (let i = 0; i < 5; i++) codes.push((await codeOf(api.call(routes.evalCheckServicePassword, { phone, password: '0000' }))).code);
    expect(codes).toEqual([10101, 10101, 10101, 10101, 10102]);
    expect(await codeOf(api.call(routes.evalCheckServicePassword, { phone, password: '2468' }))).toEqual({ code: 10102, msg: EvalMsg.locked });
    // Recovery proves the phone and lifts the lock.
    const other = freshClient(t);
    await t.database.db.execute(`update sms_codes set created_at = created_at - interval '31 seconds' where phone = '${phone}'`);
    await setServicePassword(other, phone, '锁定测试', '1357');
    expect(await codeOf(other.call(routes.evalCheckServicePassword, { phone, password: '1357' }))).toEqual({ code: 0, msg: '' });
  });

  it('tells a person without a service password to set one first, and lets them set it after an SMS code', async () => {
    const phone = await newPerson('首次用户');
    const api = freshClient(t);
    expect(await api.call(routes.evalCheckPhoneExists, { phone })).toEqual({ exists: true, has_password: false });
    expect(await codeOf(api.call(routes.evalCheckServicePassword, { phone, password: '1234' }))).toEqual({ code: 10101, msg: EvalMsg.passwordNotSet });
    await setServicePassword(api, phone, '首次用户', '4321');
    expect(await api.call(routes.evalCheckPhoneExists, { phone })).toEqual({ exists: true, has_password: true });
    const survey = await surveyAs(t, phone, '4321');
    expect((await survey.call(routes.evalListEvaluatees, {})).person_name).toBe('首次用户');
  });

  it('confirms the account only with the matching name (姓名不能为空 when blank)', async () => {
    const api = freshClient(t);
    expect(await codeOf(api.call(routes.evalCheckPhoneName, { phone: '13900000004', name: '' }))).toEqual({ code: 10001, msg: '姓名不能为空' });
    expect(await codeOf(api.call(routes.evalCheckPhoneName, { phone: '13900000004', name: '别人' }))).toEqual({ code: 10001, msg: EvalMsg.phoneNameMismatch });
    expect(await codeOf(api.call(routes.evalCheckPhoneName, { phone: '13900000004', name: '刘芳' }))).toEqual({ code: 0, msg: '' });
  });

  it('sends the code (已发送) through the SMS provider, waits 30 s before another, and refuses a wrong code', async () => {
    const phone = await newPerson('验证码');
    const api = freshClient(t);
    const sent = await api.callEnvelope(routes.evalSendCode, { phone });
    expect(sent.msg).toBe('已发送');
    expect(sent.data.resend_after).toBe(30);
    expect((await codeOf(api.call(routes.evalSendCode, { phone }))).code).toBe(10105);
    const code = await latestCode(api, phone);
    const wrong = code === '000000' ? '111111' : '000000';
    expect((await codeOf(api.call(routes.evalCheckCode, { phone, code: wrong }))).code).toBe(10104);
    expect(await codeOf(api.call(routes.evalCheckCode, { phone, code: '' }))).toEqual({ code: 10001, msg: EvalMsg.codeRequired });
    // The right code still works after one wrong try, once.
    const { ticket } = await api.call(routes.evalCheckCode, { phone, code });
    expect(ticket.length).toBeGreaterThanOrEqual(40);
    expect((await codeOf(api.call(routes.evalCheckCode, { phone, code }))).code).toBe(10104);
    // After 30 s another code may go out.
    await t.database.db.execute(`update sms_codes set created_at = created_at - interval '31 seconds' where phone = '${phone}'`);
    expect((await codeOf(api.call(routes.evalSendCode, { phone }))).code).toBe(0);
  });

  it('sends no code to a phone that is not a person', async () => {
    expect(await codeOf(freshClient(t).call(routes.evalSendCode, { phone: '13799998888' }))).toEqual({ code: 10001, msg: EvalMsg.phoneNameMismatch });
  });

  it('sets the new password only with a live ticket of that phone, 4 digits, 新服务密码不能为空', async () => {
    const phone = await newPerson('改密码');
    const api = freshClient(t);
    await api.call(routes.evalSendCode, { phone });
    const { ticket } = await api.call(routes.evalCheckCode, { phone, code: await latestCode(api, phone) });
    expect(await codeOf(api.call(routes.evalEditServicePassword, { phone, password: '', ticket }))).toEqual({ code: 10001, msg: '新服务密码不能为空' });
    expect(await codeOf(api.call(routes.evalEditServicePassword, { phone, password: '12a4', ticket }))).toEqual({ code: 10001, msg: EvalMsg.servicePasswordDigits });
    expect(await codeOf(api.call(routes.evalEditServicePassword, { phone: '13900000001', password: '5555', ticket }))).toEqual({
      code: 10104,
      msg: EvalMsg.resetTicketInvalid,
    });
    expect((await codeOf(api.call(routes.evalEditServicePassword, { phone, password: '5555', ticket }))).code).toBe(0);
    // A ticket works once.
    expect((await codeOf(api.call(routes.evalEditServicePassword, { phone, password: '6666', ticket }))).code).toBe(10104);
    expect((await codeOf(freshClient(t).call(routes.evalCheckServicePassword, { phone, password: '5555' }))).code).toBe(0);
  });

  it('ends the questionnaire sessions of a phone when its password changes, and refuses calls without a token', async () => {
    const phone = await newPerson('会话');
    const api = freshClient(t);
    await setServicePassword(api, phone, '会话', '1111');
    const survey = await surveyAs(t, phone, '1111');
    expect((await codeOf(survey.call(routes.evalListEvaluatees, {}))).code).toBe(0);
    await t.database.db.execute(`update sms_codes set created_at = created_at - interval '31 seconds' where phone = '${phone}'`);
    await setServicePassword(api, phone, '会话', '2222');
    expect(await codeOf(survey.call(routes.evalListEvaluatees, {}))).toEqual({ code: 10201, msg: EvalMsg.surveyExpired });
    expect((await codeOf(freshClient(t).call(routes.evalListEvaluatees, {}))).code).toBe(10201);
  });

  it('stores the service password and the questionnaire token only as hashes', async () => {
    const api = freshClient(t);
    const { access_token } = await api.call(routes.evalCheckServicePassword, { phone: '13900000002', password: '1234' });
    const respondents = await t.database.db.execute(`select password_hash from eval_respondents where phone = '13900000002'`);
    const tokens = await t.database.db.execute(`select token_hash from eval_survey_tokens where phone = '13900000002'`);
    const rows = (r: unknown) => ((r as { rows?: Record<string, string>[] }).rows ?? (r as Record<string, string>[]));
    expect(rows(respondents)[0]?.password_hash).toMatch(/^\$argon2id\$/);
    expect(rows(tokens).map((r) => r.token_hash)).not.toContain(access_token);
  });
});
