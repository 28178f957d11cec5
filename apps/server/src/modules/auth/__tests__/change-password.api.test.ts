import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Msg, routes } from '@zhuyun/contracts';
import { codeOf, createTestApp, type TestApp } from '../../../testing/test-app';
import { createUser, STRONG_PASSWORD } from '../../../testing/fixtures';

// Change password (spec-1 §5, §7): the old password proven, the new one strong, every session ended.
const NEW = 'Fresh#Passw0rd9';

describe('change password', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ LOGIN_RATE_PER_MINUTE: '1000' });
  });
  afterAll(async () => t?.close());

  async function signedIn(password = STRONG_PASSWORD) {
    const user = await createUser(t.database.db, { password });
    const client = t.client();
    await client.loginAs(user.user_no, password);
    return { user, api: client.api };
  }

  const loginCode = (userNo: string, password: string) =>
    codeOf(t.client().api.call(routes.login, { login_type: 1, user_no: userNo, password }));

  it.each([
    ['old password missing', { new_password: NEW }, Msg.oldPasswordRequired],
    ['old password empty', { old_password: '', new_password: NEW }, Msg.oldPasswordRequired],
    ['new password missing', { old_password: STRONG_PASSWORD }, Msg.newPasswordRequired],
    ['new password empty', { old_password: STRONG_PASSWORD, new_password: '' }, Msg.newPasswordRequired],
    ['new password of 6 characters', { old_password: STRONG_PASSWORD, new_password: 'abc123' }, Msg.strongPassword],
    ['new password without a special character', { old_password: STRONG_PASSWORD, new_password: 'Abcdefgh12' }, Msg.strongPassword],
    ['new password without an upper-case letter', { old_password: STRONG_PASSWORD, new_password: 'abcdefg#12' }, Msg.strongPassword],
    ['new password of 9 characters', { old_password: STRONG_PASSWORD, new_password: 'Abcdef#12' }, Msg.strongPassword],
    ['new password of 33 characters', { old_password: STRONG_PASSWORD, new_password: `Ab#1${'x'.repeat(29)}` }, Msg.strongPassword],
    ['confirmation different', { old_password: STRONG_PASSWORD, new_password: NEW, confirm_password: `${NEW}x` }, Msg.passwordsDiffer],
    ['confirmation empty', { old_password: STRONG_PASSWORD, new_password: NEW, confirm_password: '' }, Msg.confirmNewPasswordRequired],
    ['old missing and new weak', { old_password: '', new_password: 'abc' }, Msg.oldPasswordRequired],
  ])('refuses %s with 10001 and the spec message', async (_label, input, msg) => {
    const { api } = await signedIn();
    expect(await codeOf(api.call(routes.changePassword, input as never))).toEqual({ code: 10001, msg });
  });

  it('refuses a wrong old password with 10101 原密码错误 and keeps the session and the password', async () => {
    const { user, api } = await signedIn();
    expect(await codeOf(api.call(routes.changePassword, { old_password: 'Not!MyPassw0rd', new_password: NEW }))).toEqual({
      code: 10101,
      msg: Msg.oldPasswordWrong,
    });
    expect((await api.call(routes.getUserInfo, {})).user_id).toBe(user.user_id);
    expect(await loginCode(user.user_no, NEW)).toEqual({ code: 10101, msg: Msg.wrongCredentials });
  });

  it('refuses to change another user\'s password (10403) and leaves both passwords as they were', async () => {
    const { user, api } = await signedIn();
    const other = await createUser(t.database.db);
    const input = { user_id: other.user_id, old_password: STRONG_PASSWORD, new_password: NEW };
    expect(await codeOf(api.call(routes.changePassword, input))).toEqual({ code: 10403, msg: Msg.notYourAccount });
    expect(await loginCode(other.user_no, STRONG_PASSWORD)).toEqual({ code: 0, msg: '' });
    expect(await loginCode(user.user_no, STRONG_PASSWORD)).toEqual({ code: 0, msg: '' });
  });

  it('changes the password: 修改成功，请重新登录!, the old one no longer works, the new one does', async () => {
    const { user, api } = await signedIn();
    const answer = await api.callEnvelope(routes.changePassword, {
      user_id: user.user_id,
      old_password: STRONG_PASSWORD,
      new_password: NEW,
      confirm_password: NEW,
    });
    expect(answer).toEqual({ code: 0, msg: Msg.passwordChanged, data: null });
    expect(await loginCode(user.user_no, STRONG_PASSWORD)).toEqual({ code: 10101, msg: Msg.wrongCredentials });
    expect(await loginCode(user.user_no, NEW)).toEqual({ code: 0, msg: '' });
  });

  it('turns pwd_strong_flag true when a weak registered password is replaced', async () => {
    const { user, api } = await signedIn('abc123');
    await api.call(routes.changePassword, { old_password: 'abc123', new_password: NEW });
    const login = await t.client().api.call(routes.login, { login_type: 1, user_no: user.user_no, password: NEW });
    expect(login.pwd_strong_flag).toBe(true);
  });
});
