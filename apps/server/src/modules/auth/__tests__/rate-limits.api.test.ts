import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Msg, routes } from '@zhuyun/contracts';
import { codeOf, createTestApp, type TestApp } from '../../../testing/test-app';
import { createUser, uniquePhone } from '../../../testing/fixtures';
import { send, signed, signingKey } from '../../../testing/raw';

// Per-IP limits on sign-in, signing keys and codes (LOGIN_RATE_PER_MINUTE, SEND_CODE_RATE_PER_MINUTE).
const limited = { code: 10429, msg: Msg.rateLimited };

describe('per-IP rate limits', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ LOGIN_RATE_PER_MINUTE: '3', SEND_CODE_RATE_PER_MINUTE: '2' });
  });
  afterAll(async () => t?.close());

  it('refuses the fourth login in a minute from one address with 10429, even with the right password', async () => {
    const user = await createUser(t.database.db);
    const { api } = t.client({ ip: '10.0.1.1' });
    const login = (password: string) => codeOf(api.call(routes.login, { login_type: 1, user_no: user.user_no, password }));
    expect(await login('Wrong!Pass1')).toEqual({ code: 10101, msg: Msg.wrongCredentials });
    expect(await login('Wrong!Pass2')).toEqual({ code: 10101, msg: Msg.wrongCredentials });
    expect(await login(user.password)).toEqual({ code: 0, msg: '' });
    expect(await login(user.password)).toEqual(limited);
    // Another address is not held back.
    const other = t.client({ ip: '10.0.1.2' });
    expect(await codeOf(other.api.call(routes.login, { login_type: 1, user_no: user.user_no, password: user.password }))).toEqual({
      code: 0,
      msg: '',
    });
  });

  it('answers 10429 with HTTP 429', async () => {
    const { api, last } = t.client({ ip: '10.0.1.3' });
    for (let i = 0; i < 3; i++) await codeOf(api.call(routes.login, { login_type: 1, user_no: 'x', password: 'y' }));
    expect(await codeOf(api.call(routes.login, { login_type: 1, user_no: 'x', password: 'y' }))).toEqual(limited);
    expect(last()).toEqual({ status: 429, body: { code: 10429, msg: Msg.rateLimited, data: null } });
  });

  it('counts by the connection\'s address: X-Forwarded-For does not reset the count without TRUST_PROXY', async () => {
    const key = await signingKey(t.app);
    const attempt = async (forwardedFor: string) => {
      // A name of its own: an unknown name locks after 5 failures like a real one (issue 15 fix 8), and 'x' has had its share.
      const request = await signed('POST', routes.login.path, { login_type: 1, user_no: 'forwarded', password: 'y' }, key);
      return send(t.app, { ...request, headers: { ...request.headers, 'x-forwarded-for': forwardedFor }, remoteAddress: '10.0.1.4' });
    };
    for (let i = 0; i < 3; i++) expect((await attempt(`192.0.2.${i}`)).body.code).toBe(10101);
    expect((await attempt('192.0.2.99')).body).toEqual({ ...limited, data: null });
  });

  it('shares the sign-in budget with get_key: the fourth key request in a minute is refused', async () => {
    const ip = '10.0.1.5';
    for (let i = 0; i < 3; i++) {
      expect(await codeOf(t.client({ ip }).api.call(routes.getCompanyByDomain, { company_domain: 'localhost' }))).toEqual({ code: 0, msg: '' });
    }
    expect(await codeOf(t.client({ ip }).api.call(routes.getCompanyByDomain, { company_domain: 'localhost' }))).toEqual(limited);
  });

  it('refuses the third code request in a minute from one address with 10429', async () => {
    const { api } = t.client({ ip: '10.0.1.6' });
    const sendTo = (phone: string) => codeOf(api.call(routes.sendCode, { phone, usage_code: 2 }));
    expect(await sendTo(uniquePhone())).toEqual({ code: 0, msg: '' });
    expect(await sendTo(uniquePhone())).toEqual({ code: 0, msg: '' });
    expect(await sendTo(uniquePhone())).toEqual(limited);
    const other = t.client({ ip: '10.0.1.7' });
    expect(await codeOf(other.api.call(routes.sendCode, { phone: uniquePhone(), usage_code: 2 }))).toEqual({ code: 0, msg: '' });
  });
});
