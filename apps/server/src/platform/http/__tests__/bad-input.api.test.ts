import http from 'node:http';
import type { AddressInfo } from 'node:net';
import Fastify from 'fastify';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Msg, routes } from '@zhuyun/contracts';
import { users } from '../../../db/schema';
import { DemoIds } from '../../../db/seed/demo-organisation';
import { createTestApp, type TestApp } from '../../../testing/test-app';
import { send, signed, signedMultipart, signingKey } from '../../../testing/raw';
import { clientErrorHandler, frameworkErrors } from '../edge-guards';

// Issue 15, fix 1: each class of bad input that used to answer HTTP 500 or a bare body now answers 10001 (400) in the
// {code, msg, data} envelope.
const refused = { status: 400, body: { code: 10001, msg: expect.any(String), data: null } };

describe('bad input answers 10001 in the envelope', () => {
  let t: TestApp;
  let key: { key: string; secret: string };
  let token: string;
  beforeAll(async () => {
    t = await createTestApp();
    key = await signingKey(t.app);
    token = await t.client().loginAs('demo', 'Demo@2026zy!');
  });
  afterAll(async () => t?.close());

  const call = async (method: 'GET' | 'POST' | 'DELETE', path: string, params: Record<string, unknown>) =>
    send(t.app, await signed(method, path, params, key, { token }));

  // The contract's own message, not the database safety net's generic one: the rule is in the contract.
  const refusedWith = (msg: string) => ({ status: 400, body: { code: 10001, msg, data: null } });

  it('a non-UUID id', async () => {
    expect(await call('GET', routes.getCompanyInfo.path, { org_id: 'not-a-uuid' })).toEqual(refusedWith(Msg.idInvalid));
    expect(await call('DELETE', '/web/v1/evaluate/obs/delete', { obs_id: '1' })).toEqual(refusedWith(Msg.idInvalid));
  });

  it('a NUL byte, even unsigned and before sign-in', async () => {
    const login = { login_type: 1, user_no: '\u0000', password: 'x' };
    expect(await send(t.app, { method: 'POST', path: routes.login.path, body: JSON.stringify(login) })).toEqual(refused);
    const getKey = { system_no: 'web\u0000', auth_code: 'x' };
    expect(await send(t.app, { method: 'POST', path: routes.getKey.path, body: JSON.stringify(getKey) })).toEqual(refused);
    expect(await call('GET', routes.getCompanyInfo.path, { org_id: 'a\u0000' })).toEqual(refused);
  });

  it('a non-integer status filter', async () => {
    expect(await call('POST', '/api/v1/user/user/get_comp_user_lists', { status: 1.5 })).toEqual(refusedWith(Msg.statusFilterInvalid));
    expect(await call('GET', '/adminc/v2/o_org_v2/get_join_org_list', { status: 'NaN' })).toEqual(refusedWith(Msg.statusFilterInvalid));
  });

  it('a huge or non-finite page', async () => {
    expect(await call('GET', '/api/v1/work/car', { page: '9007199254740993' })).toEqual(refusedWith(Msg.pageInvalid));
    expect(await call('POST', '/api/v1/user/user/get_comp_user_lists', { page: 1e308 })).toEqual(refused);
    expect(await call('POST', '/api/v1/user/user/get_comp_user_lists', { page: 1_000_001 })).toEqual(refused);
    expect(await call('GET', '/api/v1/work/car', { page: 'Infinity' })).toEqual(refused);
    // A huge page size still means "all rows" (ARCHITECTURE.md, "Huge page sizes").
    expect((await call('GET', '/api/v1/work/car', { per_page: 10_000_000 })).body.code).toBe(0);
  });

  it('a malformed multipart boundary', async () => {
    const { url, headers } = await signedMultipart(routes.uploadFile.path, { module: 'logo' }, key, token);
    const answer = await t.app.inject({
      method: 'POST',
      url,
      headers: { ...headers, 'content-type': 'multipart/form-data; boundary=' },
      payload: '--\r\nnot a part\r\n',
    });
    expect({ status: answer.statusCode, body: answer.json() }).toEqual(refused);
  });

  it('a 1 MB user_no at sign-in and registration stores nothing', async () => {
    const user_no = 'a'.repeat(1_000_000);
    expect(await call('POST', routes.login.path, { login_type: 1, user_no, password: 'x' })).toEqual(refused);
    const register = { user_no, user_name: '张三', password: 'abc123', confirm_password: 'abc123', phone: '13912345678', code: '123456' };
    expect(await call('POST', routes.scanRegister.path, register)).toEqual(refused);
  });

  it("Fastify's undecodable URL", async () => {
    const answer = await t.app.inject({ method: 'GET', url: '/api/v1/work/car/%ED%A0%80' });
    expect({ status: answer.statusCode, body: answer.json() }).toEqual(refused);
  });
});

describe("Fastify's and Node's own refusals", () => {
  it('an over-long path parameter (FST_ERR_MAX_PARAM_LENGTH)', async () => {
    // No contract route has a path parameter today; the option is the app's, so a route with one shows it.
    const app = Fastify({ frameworkErrors, routerOptions: { maxParamLength: 100 } });
    app.get('/things/:id', async () => ({ code: 0, msg: 'success', data: null }));
    const answer = await app.inject({ method: 'GET', url: `/things/${'a'.repeat(200)}` });
    expect({ status: answer.statusCode, body: answer.json() }).toEqual(refused);
    await app.close();
  });

  it('a URL over 16 KB (431 from Node)', async () => {
    const t = await createTestApp();
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = t.app.server.address() as AddressInfo;
    const answer = await new Promise<{ status: number; body: unknown }>((resolve, reject) => {
      const request = http.get({ host: '127.0.0.1', port, path: `/api/v1/work/car?search=${'a'.repeat(17_000)}` }, (response) => {
        let text = '';
        response.on('data', (chunk) => (text += chunk));
        response.on('end', () => resolve({ status: response.statusCode ?? 0, body: JSON.parse(text) }));
      });
      request.on('error', reject);
    });
    expect(answer).toEqual(refused);
    expect(clientErrorHandler).toBeTypeOf('function');
    await t.close();
  });
});

describe('stored texts have a maximum length (issue 15, fix 7)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => t?.close());

  it('a 1 MB user_name answers 10001 and stores nothing', async () => {
    const key = await signingKey(t.app);
    const token = await t.client().loginAs('demo', 'Demo@2026zy!');
    const phone = '13911110001';
    const user_name = '张'.repeat(300_000); // 900 KB of UTF-8: under the body limit, so the contract must refuse it
    const add = { user_no: 'longname1', user_name, phone, password: 'Str0ng!Passw0rd', job_id: DemoIds.clerkJob };
    expect(await send(t.app, await signed('POST', routes.addUser.path, add, key, { token }))).toEqual(refused);
    const register = { user_no: 'longname2', user_name, password: 'abc123', confirm_password: 'abc123', phone, code: '123456', usage_code: 2 };
    expect(await send(t.app, await signed('POST', routes.scanRegister.path, register, key))).toEqual(refused);
    expect(await t.database.db.select().from(users).where(eq(users.phone, phone))).toEqual([]);
  });
});
