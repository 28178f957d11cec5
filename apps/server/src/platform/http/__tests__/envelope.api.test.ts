import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { Msg, httpStatusOf, routes } from '@zhuyun/contracts';
import { users } from '../../../db/schema';
import { codeOf, createTestApp, type TestApp, type TestClient } from '../../../testing/test-app';
import { createUser, uniquePhone } from '../../../testing/fixtures';
import { send, signed, signingKey } from '../../../testing/raw';

// ARCHITECTURE.md rule 4: every refusal is {code, msg, data: null} with the HTTP status of its code's row.
const refused = (code: number, msg: string) => ({ status: httpStatusOf[code as keyof typeof httpStatusOf], body: { code, msg, data: null } });

describe('error envelope and HTTP status', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => t?.close());

  /** The wire answer of a refused call made through the real client. */
  async function wire(client: TestClient, call: (c: TestClient) => Promise<unknown>) {
    const { code } = await codeOf(call(client));
    expect(code).not.toBe(0);
    return client.last();
  }

  it('pins the status table of rule 4', () => {
    expect(httpStatusOf).toEqual({
      0: 200, 10001: 400, 10002: 404, 10003: 409, 10101: 401, 10102: 423, 10103: 403, 10104: 400, 10105: 429,
      10201: 401, 10204: 401, 10301: 401, 10302: 401, 10303: 401, 10403: 403, 10429: 429, 33199: 200, 50000: 500,
    });
  });

  it('10001 → 400', async () => {
    const answer = await wire(t.client(), (c) => c.api.call(routes.login, { login_type: 1 } as never));
    expect(answer).toEqual(refused(10001, Msg.loginUserNoRequired));
  });

  it('10002 → 404', async () => {
    const answer = await wire(t.client(), (c) => c.api.call(routes.getCompanyByDomain, { company_domain: 'nowhere.example' }));
    expect(answer).toEqual(refused(10002, Msg.companyNotFound));
  });

  it('10003 → 409', async () => {
    const answer = await wire(t.client(), (c) => c.api.call(routes.sendCode, { phone: '13800000001', usage_code: 2 }));
    expect(answer).toEqual(refused(10003, Msg.phoneTaken));
  });

  it('10101 → 401, 10102 → 423, 10103 → 403', async () => {
    const login = (c: TestClient, user_no: string, password: string) => c.api.call(routes.login, { login_type: 1, user_no, password });
    const user = await createUser(t.database.db);
    expect(await wire(t.client(), (c) => login(c, user.user_no, 'Wrong!Pass1'))).toEqual(refused(10101, Msg.wrongCredentials));
    await t.database.db.update(users).set({ locked_until: new Date(Date.now() + 60_000) }).where(eq(users.user_id, user.user_id));
    expect(await wire(t.client(), (c) => login(c, user.user_no, user.password))).toEqual(refused(10102, Msg.accountLocked));
    const frozen = await createUser(t.database.db, { status: 2 });
    expect(await wire(t.client(), (c) => login(c, frozen.user_no, frozen.password))).toEqual(refused(10103, Msg.accountFrozen));
  });

  it('10104 → 400, 10105 → 429', async () => {
    const user = await createUser(t.database.db);
    expect(await wire(t.client(), (c) => c.api.call(routes.login, { login_type: 2, phone: user.phone, code: '000000' }))).toEqual(
      refused(10104, Msg.codeInvalid),
    );
    const phone = uniquePhone();
    await t.client().api.call(routes.sendCode, { phone, usage_code: 2 });
    const again = await wire(t.client(), (c) => c.api.call(routes.sendCode, { phone, usage_code: 2 }));
    expect(again?.status).toBe(429);
    expect(again?.body).toMatchObject({ code: 10105, data: null });
  });

  it('10201 → 401, 10204 → 401, 10403 → 403', async () => {
    expect(await wire(t.client(), (c) => c.api.call(routes.getUserInfo, {}))).toEqual(refused(10201, Msg.tokenInvalid));
    const client = t.client();
    const token = await client.loginAs('worker', 'Worker@2026zy!');
    expect(await wire(client, (c) => c.api.call(routes.getCompanyUsers, {}))).toEqual(refused(10403, '请先加入或创建单位'));
    await client.api.call(routes.logout, {});
    client.api.setToken(token);
    expect(await wire(client, (c) => c.api.call(routes.getUserInfo, {}))).toEqual(refused(10204, Msg.sessionEnded));
  });

  it('10301, 10302 and 10303 → 401', async () => {
    const key = await signingKey(t.app);
    const request = await signed('POST', routes.getCompanyByDomain.path, { company_domain: 'localhost' }, key);
    expect(await send(t.app, { ...request, headers: { ...request.headers, signature: 'f'.repeat(64) } })).toEqual(
      refused(10301, Msg.signatureInvalid),
    );
    const stale = await signed('POST', routes.getCompanyByDomain.path, { company_domain: 'localhost' }, key, { now: Date.now() - 600_000 });
    expect(await send(t.app, stale)).toEqual(refused(10302, Msg.timestampOutOfWindow));
    await send(t.app, request);
    expect(await send(t.app, request)).toEqual(refused(10303, Msg.replayed));
  });

  it('answers an unknown API path with 10002 and HTTP 404', async () => {
    for (const url of ['/api/v1/nothing/here', '/adminc/v1/nothing', '/web/v1/nothing']) {
      const response = await t.app.inject({ method: 'GET', url });
      expect({ status: response.statusCode, body: response.json() }).toEqual(refused(10002, Msg.error404));
    }
  });

  it('answers malformed JSON and an oversized body with 10001 and HTTP 400', async () => {
    const broken = await send(t.app, { method: 'POST', path: routes.login.path, body: '{"login_type":' });
    expect(broken).toEqual(refused(10001, `${Msg.validationFailed}: JSON 格式错误`));
    const huge = await send(t.app, { method: 'POST', path: routes.login.path, body: JSON.stringify({ x: 'a'.repeat(1_100_000) }) });
    expect(huge).toEqual(refused(10001, '请求内容过大'));
  });

  it('puts a request id on every answer, refusals included', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/v1/nothing', headers: { 'x-request-id': 'trace-12345678' } });
    expect(response.headers['x-request-id']).toBe('trace-12345678');
  });
});

describe('internal errors', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => t?.app.close());

  it('answers 50000 with HTTP 500 and no detail when the database is gone', async () => {
    await t.database.close();
    const response = await t.app.inject({ method: 'GET', url: routes.health.path });
    expect({ status: response.statusCode, body: response.json() }).toEqual(refused(50000, Msg.internal));
  });
});
