import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { Msg, routes } from '@zhuyun/contracts';
import { signingKeys } from '../../../db/schema';
import { createTestApp, type TestApp } from '../../../testing/test-app';
import { issueKey, send, signed, signedWithRandomNum, signingKey } from '../../../testing/raw';

// Signing of ARCHITECTURE.md rule 5, probed with hand-built requests an attacker or a broken client could send.
const byDomain = routes.getCompanyByDomain;
const userInfo = routes.getUserInfo;
const missing = `${Msg.signatureInvalid}: 缺少 platformKey、signature、timeStamp 或 randomNum`;
const badKey = `${Msg.signatureInvalid}: platformKey 无效或已过期`;

describe('request signing', () => {
  let t: TestApp;
  let key: { key: string; secret: string };
  beforeAll(async () => {
    t = await createTestApp();
    key = await signingKey(t.app);
  });
  afterAll(async () => t?.close());

  const refusal = (code: number, msg: string) => ({ status: 401, body: { code, msg, data: null } });

  it('answers a correctly signed call', async () => {
    const answer = await send(t.app, await signed('POST', byDomain.path, { company_domain: 'localhost' }, key));
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ code: 0, data: { company_name: '演示建设集团' } });
  });

  it.each(['platformKey', 'signature'])('refuses a call without the %s header with 10301', async (name) => {
    const request = await signed('POST', byDomain.path, { company_domain: 'localhost' }, key);
    request.headers = { ...request.headers, [name]: undefined };
    expect(await send(t.app, request)).toEqual(refusal(10301, missing));
  });

  it.each(['timeStamp', 'randomNum'])('refuses a body without %s with 10301', async (name) => {
    const request = await signed('POST', byDomain.path, { company_domain: 'localhost' }, key);
    const body = JSON.parse(request.body as string) as Record<string, unknown>;
    delete body[name];
    expect(await send(t.app, { ...request, body: JSON.stringify(body) })).toEqual(refusal(10301, missing));
  });

  it('refuses an unsigned GET with 10301', async () => {
    expect(await send(t.app, { method: 'GET', path: userInfo.path })).toEqual(refusal(10301, missing));
  });

  it('refuses a signature made with another secret', async () => {
    const forged = await signed('POST', byDomain.path, { company_domain: 'localhost' }, { key: key.key, secret: 'f'.repeat(64) });
    expect(await send(t.app, forged)).toEqual(refusal(10301, Msg.signatureInvalid));
  });

  it('refuses a body changed after signing', async () => {
    const request = await signed('POST', byDomain.path, { company_domain: 'localhost' }, key);
    const tampered = (request.body as string).replace('"localhost"', '"evil.example.com"');
    expect(tampered).not.toBe(request.body);
    expect(await send(t.app, { ...request, body: tampered })).toEqual(refusal(10301, Msg.signatureInvalid));
  });

  it('refuses a body re-serialised with other bytes, since the exact bytes are signed', async () => {
    const request = await signed('POST', byDomain.path, { company_domain: 'localhost' }, key);
    const respaced = JSON.stringify(JSON.parse(request.body as string), null, 1);
    expect(await send(t.app, { ...request, body: respaced })).toEqual(refusal(10301, Msg.signatureInvalid));
  });

  it('refuses a query changed after signing, and lets the untouched one through to the session check', async () => {
    const request = await signed('GET', userInfo.path, { user_id: 'a' }, key);
    const tampered = (request.query as string).replace('user_id=a', 'user_id=b');
    expect(await send(t.app, { ...request, query: tampered })).toEqual(refusal(10301, Msg.signatureInvalid));
    // The same request untouched passes the signature and stops at the missing token.
    expect(await send(t.app, request)).toEqual(refusal(10201, Msg.tokenInvalid));
  });

  it('refuses a query with a parameter added after signing', async () => {
    const request = await signed('GET', userInfo.path, {}, key);
    expect(await send(t.app, { ...request, query: `${request.query}&user_id=x` })).toEqual(refusal(10301, Msg.signatureInvalid));
  });

  it('refuses a signature made for another path', async () => {
    const request = await signed('POST', routes.login.path, { company_domain: 'localhost' }, key);
    expect(await send(t.app, { ...request, path: byDomain.path })).toEqual(refusal(10301, Msg.signatureInvalid));
  });

  it('refuses an unknown platformKey', async () => {
    const request = await signed('POST', byDomain.path, { company_domain: 'localhost' }, { key: 'pk_unknown', secret: key.secret });
    expect(await send(t.app, request)).toEqual(refusal(10301, badKey));
  });

  it('refuses an expired platformKey', async () => {
    const fresh = await signingKey(t.app);
    await t.database.db.update(signingKeys).set({ expires_at: new Date(Date.now() - 1000) }).where(eq(signingKeys.key, fresh.key));
    expect(await send(t.app, await signed('POST', byDomain.path, { company_domain: 'localhost' }, fresh))).toEqual(refusal(10301, badKey));
  });

  it('refuses a revoked platformKey', async () => {
    const fresh = await signingKey(t.app);
    await t.database.db.update(signingKeys).set({ revoked_at: new Date() }).where(eq(signingKeys.key, fresh.key));
    expect(await send(t.app, await signed('POST', byDomain.path, { company_domain: 'localhost' }, fresh))).toEqual(refusal(10301, badKey));
  });

  it.each([
    ['older', -301_000],
    ['newer', 301_000],
  ])('refuses a timeStamp more than 300 s %s than the server clock with 10302', async (_label, offset) => {
    const request = await signed('POST', byDomain.path, { company_domain: 'localhost' }, key, { now: Date.now() + offset });
    expect(await send(t.app, request)).toEqual(refusal(10302, Msg.timestampOutOfWindow));
  });

  // An older timeStamp is accepted only by a store that remembers since before it (replay-restart.api.test.ts).
  it.each([0, 290_000])('accepts a timeStamp %i ms away (inside the window)', async (offset) => {
    const request = await signed('POST', byDomain.path, { company_domain: 'localhost' }, key, { now: Date.now() + offset });
    expect((await send(t.app, request)).body.code).toBe(0);
  });

  it('refuses the same randomNum replayed with a valid signature with 10303', async () => {
    const request = await signed('POST', byDomain.path, { company_domain: 'localhost' }, key);
    expect((await send(t.app, request)).body.code).toBe(0);
    expect(await send(t.app, request)).toEqual(refusal(10303, Msg.replayed));
  });

  it('does not let a forged request burn the randomNum of a genuine one', async () => {
    const genuine = await signed('POST', byDomain.path, { company_domain: 'localhost' }, key);
    const forged = { ...genuine, headers: { ...genuine.headers, signature: '0'.repeat(64) } };
    expect((await send(t.app, forged)).body.code).toBe(10301);
    expect((await send(t.app, genuine)).body.code).toBe(0);
  });

  const withRandomNum = async (randomNum: string) =>
    send(t.app, await signedWithRandomNum(byDomain.path, { company_domain: 'localhost' }, key, randomNum));

  it('refuses a randomNum shorter than 16 characters, even correctly signed', async () => {
    expect(await withRandomNum('abcdefghij12345')).toEqual(
      refusal(10301, `${Msg.signatureInvalid}: randomNum 至少 16 个字符`),
    );
    expect((await withRandomNum('abcdefghij123456')).body.code).toBe(0);
  });

  it('refuses get_key with a wrong auth_code or an unknown system with 10101', async () => {
    expect(await issueKey(t.app, 'wrong-code')).toEqual({ status: 401, body: { code: 10101, msg: Msg.authCodeWrong, data: null } });
    const unknownSystem = await send(t.app, {
      method: 'POST',
      path: routes.getKey.path,
      body: JSON.stringify({ system_no: 'nope', auth_code: 'x' }),
    });
    expect(unknownSystem.body).toEqual({ code: 10101, msg: Msg.authCodeWrong, data: null });
  });

  it('serves health and the OpenAPI document without any signature', async () => {
    const health = await send(t.app, { method: 'GET', path: routes.health.path });
    expect(health.status).toBe(200);
    expect(health.body).toMatchObject({ code: 0, data: { status: 'ok' } });
    const openapi = await t.app.inject({ method: 'GET', url: '/api/openapi.json' });
    expect(openapi.statusCode).toBe(200);
    expect(openapi.json().openapi).toBe('3.1.0');
  });
});
