import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { Msg, ResultCode, ThirdPartyMsg, routes } from '@zhuyun/contracts';
import { oneTimeTokens, thirdPartyAccounts } from '../../../db/schema';
import { sha256Hex } from '../../../platform/crypto';
import { codeOf, createTestApp, type TestApp } from '../../../testing/test-app';
import { createUser } from '../../../testing/fixtures';
import { CALLBACK, scanAs } from '../../../testing/scan-helpers';

const envelopeOf = (t: { last(): { body: unknown } | null }) => t.last()?.body as { code: number; msg: string; data: Record<string, unknown> };

// Third-party scan login (spec-1 §2 "Login's scan dialog", "Blank page", §4 bindAcount, §7, §8 33199).
describe('third-party scan login with the dev provider', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => t?.close());

  it('starts a scan: the provider page with our callback and a state stored only as its hash', async () => {
    const client = t.client();
    const start = await client.api.call(routes.getThirdLoginPlatform, {});
    expect(start.provider).toBe('dev');
    const url = new URL(start.url);
    expect(url.pathname).toBe('/dev/oauth/authorize');
    expect(url.searchParams.get('redirect_uri')).toBe(CALLBACK);
    expect(url.searchParams.get('response_type')).toBe('code');
    expect(url.searchParams.get('state')).toBe(start.token);
    const [row] = await t.database.db.select().from(oneTimeTokens).where(eq(oneTimeTokens.token_hash, sha256Hex(start.token)));
    expect(row?.kind).toBe('oauth_state');
    const page = await t.app.inject({ method: 'GET', url: start.url.replace('http://localhost:3000', '') });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('模拟扫码');
  });

  it('plays the scan without script: 模拟扫码 submits step=consent and the consent step asks for the nickname', async () => {
    const start = await t.client().api.call(routes.getThirdLoginPlatform, {});
    const scan = await t.app.inject({ method: 'GET', url: start.url.replace('http://localhost:3000', '') });
    expect(scan.body).not.toContain('<script');
    expect(scan.body).toMatch(/<input type="hidden" name="step" value="consent"><button type="submit">模拟扫码<\/button>/);
    expect(scan.body).not.toContain('微信昵称');
    const url = new URL(start.url);
    url.searchParams.set('step', 'consent');
    const consent = await t.app.inject({ method: 'GET', url: `${url.pathname}${url.search}` });
    expect(consent.statusCode).toBe(200);
    expect(consent.body).toContain('微信昵称');
    expect(consent.body).not.toContain('模拟扫码');
  });

  it('refuses a redirect URI other than the platform\'s callback (no open redirect)', async () => {
    const page = await t.app.inject({ method: 'GET', url: '/dev/oauth/consent', query: { redirect_uri: 'https://evil.example/cb', state: 's', nick_name: 'x' } });
    expect(page.statusCode).toBe(400);
    expect(page.headers.location).toBeUndefined();
  });

  it('answers 33199 with a unique_token for an unbound account; binding with a wrong password is refused and keeps the token', async () => {
    const user = await createUser(t.database.db);
    const client = t.client();
    const { code, state } = await scanAs(t, client, '张三');
    const answer = await client.api.call(routes.checkThirdBound, { system_no: 'web', type: 0, code, state });
    expect(envelopeOf(client)).toMatchObject({ code: ResultCode.THIRD_PARTY_UNBOUND, msg: Msg.thirdPartyUnbound });
    expect(answer).toMatchObject({ nick_name: '张三', expires_in: 600 });
    const unique_token = (answer as { unique_token: string }).unique_token;
    const [row] = await t.database.db.select().from(oneTimeTokens).where(eq(oneTimeTokens.token_hash, sha256Hex(unique_token)));
    expect(row?.kind).toBe('unique_token');

    const wrong = { unique_token, user_no: user.user_no, password: 'Wrong@Passw0rd', third_type: 2 };
    expect(await codeOf(client.api.call(routes.bindThirdAccount, wrong))).toEqual({ code: ResultCode.WRONG_CREDENTIALS, msg: Msg.wrongCredentials });

    const bound = await client.api.call(routes.bindThirdAccount, { ...wrong, password: user.password });
    expect(bound).toEqual({ user_id: user.user_id, nick_name: '张三' });
    expect(envelopeOf(client).msg).toBe(ThirdPartyMsg.bound);
    // Single use: the same unique_token binds nothing more.
    expect(await codeOf(client.api.call(routes.bindThirdAccount, { ...wrong, password: user.password }))).toEqual({
      code: ResultCode.CODE_INVALID,
      msg: ThirdPartyMsg.uniqueTokenInvalid,
    });

    // The next scan as the same person signs in directly.
    const again = await scanAs(t, client, '张三');
    const login = await client.api.call(routes.checkThirdBound, { type: 0, ...again });
    expect(envelopeOf(client).code).toBe(0);
    expect(login).toMatchObject({ user_id: user.user_id, user_no: user.user_no });
    client.api.setToken((login as { access_token: string }).access_token);
    expect((await client.api.call(routes.getUserInfo, {})).user_id).toBe(user.user_id);
  });

  it('refuses a bad, reused or foreign state, and a reused code', async () => {
    const client = t.client();
    const first = await scanAs(t, client, '李四');
    expect(await codeOf(client.api.call(routes.checkThirdBound, { type: 0, code: first.code, state: 'forged-state' }))).toEqual({
      code: ResultCode.CODE_INVALID,
      msg: ThirdPartyMsg.stateInvalid,
    });
    await client.api.call(routes.checkThirdBound, { type: 0, ...first });
    // The state was consumed by the successful check: replaying the callback fails.
    expect(await codeOf(client.api.call(routes.checkThirdBound, { type: 0, ...first }))).toEqual({
      code: ResultCode.CODE_INVALID,
      msg: ThirdPartyMsg.stateInvalid,
    });
    // A fresh state with an already-used code: the provider refuses the code.
    const second = await client.api.call(routes.getThirdLoginPlatform, {});
    expect(await codeOf(client.api.call(routes.checkThirdBound, { type: 0, code: first.code, state: second.token }))).toEqual({
      code: ResultCode.CODE_INVALID,
      msg: ThirdPartyMsg.authCodeInvalid,
    });
  });

  it('validates the check and the bind in the spec\'s field order', async () => {
    const client = t.client();
    expect(await codeOf(client.api.call(routes.checkThirdBound, { type: 2, code: 'c', state: 's' }))).toEqual({
      code: ResultCode.VALIDATION,
      msg: ThirdPartyMsg.checkTypeInvalid,
    });
    expect(await codeOf(client.api.call(routes.checkThirdBound, { type: 0, code: '', state: 's' }))).toEqual({
      code: ResultCode.VALIDATION,
      msg: ThirdPartyMsg.codeRequired,
    });
    const bind = { unique_token: 'u', user_no: 'demo', password: 'p', third_type: 2 };
    expect(await codeOf(client.api.call(routes.bindThirdAccount, { ...bind, user_no: ' ' }))).toEqual({ code: ResultCode.VALIDATION, msg: ThirdPartyMsg.bindUserNoRequired });
    expect(await codeOf(client.api.call(routes.bindThirdAccount, { ...bind, password: '' }))).toEqual({ code: ResultCode.VALIDATION, msg: ThirdPartyMsg.bindPasswordRequired });
    expect(await codeOf(client.api.call(routes.bindThirdAccount, { ...bind, third_type: 1 }))).toEqual({ code: ResultCode.VALIDATION, msg: ThirdPartyMsg.thirdTypeInvalid });
    expect(await codeOf(client.api.call(routes.bindThirdAccount, bind))).toEqual({ code: ResultCode.CODE_INVALID, msg: ThirdPartyMsg.uniqueTokenInvalid });
  });

  it('refuses an expired unique_token, and a second WeChat account for an already bound user', async () => {
    const user = await createUser(t.database.db);
    const client = t.client();
    const scanned = await client.api.call(routes.checkThirdBound, { type: 0, ...(await scanAs(t, client, '王五')) });
    const unique_token = (scanned as { unique_token: string }).unique_token;
    await t.database.db.update(oneTimeTokens).set({ expires_at: new Date(Date.now() - 1) }).where(eq(oneTimeTokens.token_hash, sha256Hex(unique_token)));
    const bind = { user_no: user.user_no, password: user.password, third_type: 2 };
    expect(await codeOf(client.api.call(routes.bindThirdAccount, { unique_token, ...bind }))).toEqual({
      code: ResultCode.CODE_INVALID,
      msg: ThirdPartyMsg.uniqueTokenInvalid,
    });

    const first = (await client.api.call(routes.checkThirdBound, { type: 0, ...(await scanAs(t, client, '赵六')) })) as { unique_token: string };
    await client.api.call(routes.bindThirdAccount, { unique_token: first.unique_token, ...bind });
    const second = (await client.api.call(routes.checkThirdBound, { type: 0, ...(await scanAs(t, client, '孙七')) })) as { unique_token: string };
    expect(await codeOf(client.api.call(routes.bindThirdAccount, { unique_token: second.unique_token, ...bind }))).toEqual({
      code: ResultCode.CONFLICT,
      msg: ThirdPartyMsg.userAlreadyBound,
    });
    const rows = await t.database.db.select().from(thirdPartyAccounts).where(eq(thirdPartyAccounts.user_id, user.user_id));
    expect(rows.map((r) => r.nick_name)).toEqual(['赵六']);
  });

  it('refuses a frozen account at sign-in through its binding', async () => {
    const user = await createUser(t.database.db);
    const client = t.client();
    const first = (await client.api.call(routes.checkThirdBound, { type: 0, ...(await scanAs(t, client, '周八')) })) as { unique_token: string };
    await client.api.call(routes.bindThirdAccount, { unique_token: first.unique_token, user_no: user.user_no, password: user.password, third_type: 2 });
    await t.database.db.execute(`update users set status = 2 where user_id = '${user.user_id}'`);
    expect((await codeOf(client.api.call(routes.checkThirdBound, { type: 0, ...(await scanAs(t, client, '周八')) }))).code).toBe(ResultCode.ACCOUNT_FROZEN);
  });
});

describe('third-party login switched off', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ THIRD_PARTY_LOGIN: 'off' });
  });
  afterAll(async () => t?.close());

  it('answers 10403 and serves no dev pages', async () => {
    const client = t.client();
    expect(await codeOf(client.api.call(routes.getThirdLoginPlatform, {}))).toEqual({ code: ResultCode.FORBIDDEN, msg: ThirdPartyMsg.providerOff });
    const page = await t.app.inject({ method: 'GET', url: '/dev/oauth/authorize?redirect_uri=x&state=y' });
    expect(page.statusCode).toBe(404);
  });
});
