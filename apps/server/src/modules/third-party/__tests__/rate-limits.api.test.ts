import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ResultCode, routes } from '@zhuyun/contracts';
import { codeOf, createTestApp, type TestApp } from '../../../testing/test-app';

// Ways in without a session are limited per address like sign-in (LOGIN_RATE_PER_MINUTE).
describe('rate limits of the hand-over and scan calls', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ LOGIN_RATE_PER_MINUTE: '2' });
  });
  afterAll(async () => t?.close());

  it('refuses the third short-token guess in a minute from one address with 10429', async () => {
    const client = t.client({ ip: '10.0.0.1' });
    const guess = () => codeOf(client.api.call(routes.getAccessTokenByShort, { short_token: 'guess' }));
    expect((await guess()).code).toBe(ResultCode.TOKEN_INVALID);
    expect((await guess()).code).toBe(ResultCode.TOKEN_INVALID);
    expect((await guess()).code).toBe(ResultCode.RATE_LIMITED);
    // Another address is not affected.
    expect((await codeOf(t.client({ ip: '10.0.0.2' }).api.call(routes.getAccessTokenByShort, { short_token: 'guess' }))).code).toBe(ResultCode.TOKEN_INVALID);
  });

  it('shares the sign-in budget between login and the bind panel', async () => {
    const client = t.client({ ip: '10.0.0.3' });
    await codeOf(client.api.call(routes.login, { login_type: 1, user_no: 'demo', password: 'wrong' }));
    await codeOf(client.api.call(routes.bindThirdAccount, { unique_token: 'u', user_no: 'demo', password: 'p', third_type: 2 }));
    expect((await codeOf(client.api.call(routes.bindThirdAccount, { unique_token: 'u', user_no: 'demo', password: 'p', third_type: 2 }))).code).toBe(
      ResultCode.RATE_LIMITED,
    );
  });

  it('limits scan starts and bound checks per address', async () => {
    const client = t.client({ ip: '10.0.0.4' });
    await client.api.call(routes.getThirdLoginPlatform, {});
    await client.api.call(routes.getThirdLoginPlatform, {});
    expect((await codeOf(client.api.call(routes.getThirdLoginPlatform, {}))).code).toBe(ResultCode.RATE_LIMITED);
    const check = () => codeOf(client.api.call(routes.checkThirdBound, { type: 0, code: 'c', state: 's' }));
    expect((await check()).code).toBe(ResultCode.CODE_INVALID);
    expect((await check()).code).toBe(ResultCode.CODE_INVALID);
    expect((await check()).code).toBe(ResultCode.RATE_LIMITED);
  });
});
