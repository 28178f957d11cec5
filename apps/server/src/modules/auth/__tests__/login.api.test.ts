import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Msg, routes } from '@zhuyun/contracts';
import { codeOf, createTestApp, type TestApp } from '../../../testing/test-app';

describe('password login', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => t?.close());

  it('signs the demo unit administrator in with the fields of spec-1 §3', async () => {
    const { api } = t.client();
    const answer = await api.call(routes.login, { login_type: 1, user_no: 'demo', password: 'Demo@2026zy!' });
    expect(answer).toMatchObject({ user_no: 'demo', phone: '13800000001', pwd_strong_flag: true, company_type: 4 });
    expect(answer.access_token).toMatch(/^[\w-]{43}$/);
    expect(answer.comp_id).toBeTruthy();
    expect(answer.job_list).toEqual([{ job_id: expect.any(String), job_name: '单位管理员' }]);
  });

  it('accepts login_type as a numeric string', async () => {
    const { api } = t.client();
    const answer = await api.call(routes.login, { login_type: '1', user_no: 'worker', password: 'Worker@2026zy!' });
    expect(answer.comp_id).toBeNull();
    expect(answer.job_list).toEqual([]);
  });

  it('refuses a wrong password with 10101', async () => {
    const { api } = t.client();
    expect(await codeOf(api.call(routes.login, { login_type: 1, user_no: 'demo', password: 'nope' }))).toEqual({
      code: 10101,
      msg: Msg.wrongCredentials,
    });
  });

  it('refuses an unknown user with the same answer as a wrong password', async () => {
    const { api } = t.client();
    expect(await codeOf(api.call(routes.login, { login_type: 1, user_no: 'nobody', password: 'Demo@2026zy!' }))).toEqual({
      code: 10101,
      msg: Msg.wrongCredentials,
    });
  });

  it('finds the user_no whatever its letter case, and answers 登录成功', async () => {
    const { api } = t.client();
    const answer = await api.callEnvelope(routes.login, { login_type: 1, user_no: 'DEMO', password: 'Demo@2026zy!' });
    expect(answer.msg).toBe(Msg.loginSuccess);
    expect(answer.data.user_no).toBe('demo');
  });

  it.each([
    [{ login_type: 1, password: 'x' }, Msg.loginUserNoRequired],
    [{ login_type: 1, user_no: '   ', password: 'x' }, Msg.loginUserNoRequired],
    [{ login_type: 1, user_no: 'demo' }, Msg.loginPasswordRequired],
    [{ login_type: 1, user_no: 'demo', password: '' }, Msg.loginPasswordRequired],
    [{ login_type: 2, code: '123456' }, Msg.loginPhoneRequired],
    [{ login_type: 2, phone: '', code: '123456' }, Msg.loginPhoneRequired],
    [{ login_type: 2, phone: '138000000011', code: '123456' }, Msg.phoneInvalidRegister],
    [{ login_type: 2, phone: '13800000001' }, Msg.loginCodeRequired],
    [{ login_type: 2, phone: '13800000001', code: ' ' }, Msg.loginCodeRequired],
    [{ login_type: 3, user_no: 'demo', password: 'x' }, 'login_type 只能是 1（密码登录）或 2（验证码登录）'],
  ])('answers 10001 with the spec message for %j', async (input, msg) => {
    const { api } = t.client();
    expect(await codeOf(api.call(routes.login, input as never))).toEqual({ code: 10001, msg });
  });
});
