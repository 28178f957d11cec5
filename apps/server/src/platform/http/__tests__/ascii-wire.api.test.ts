import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Msg, ResultCode, routes } from '@zhuyun/contracts';
import { createTestApp, type TestApp } from '../../../testing/test-app';
import { signed, signingKey } from '../../../testing/raw';

/** Every byte of the answer below 0x80. */
const allAscii = (bytes: Buffer) => bytes.every((b) => b < 0x80);

// Decision 019 (session 21's addendum): every JSON answer of the API is ASCII on the wire, non-ASCII as \uXXXX;
// Content-Type stays application/json; charset=utf-8 and the parsed JSON is what it was.
describe('JSON answers on the wire are ASCII', () => {
  let t: TestApp;
  let key: { key: string; secret: string };
  let token: string;
  beforeAll(async () => {
    t = await createTestApp();
    key = await signingKey(t.app);
    token = await t.client().loginAs('demo', 'Demo@2026zy!');
  });
  afterAll(async () => t?.close());

  /** The raw answer to a request as inject carries it. */
  async function raw(request: Awaited<ReturnType<typeof signed>>) {
    const headers = Object.fromEntries(Object.entries(request.headers ?? {}).filter(([, v]) => v !== undefined)) as Record<string, string>;
    if (request.body !== undefined) headers['content-type'] = 'application/json';
    const url = request.query ? `${request.path}?${request.query}` : request.path;
    return t.app.inject({ method: request.method, url, headers, payload: request.body });
  }

  function expectAsciiJson(answer: Awaited<ReturnType<TestApp['app']['inject']>>) {
    expect(answer.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(allAscii(answer.rawPayload)).toBe(true);
    expect(Number(answer.headers['content-length'])).toBe(answer.rawPayload.length);
    return JSON.parse(answer.rawPayload.toString('utf8')) as { code: number; msg: string; data: unknown };
  }

  it('a signed session call whose answer holds Chinese names (the bench\'s (a))', async () => {
    const answer = await raw(await signed('GET', routes.getUserInfo.path, {}, key, { token }));
    expect(answer.statusCode).toBe(200);
    expect(answer.rawPayload.toString('latin1')).toContain('\\u6f14\\u793a\\u7ba1\\u7406\\u5458');
    const body = expectAsciiJson(answer);
    expect(body).toMatchObject({ code: 0, msg: Msg.ok, data: { user_no: 'demo', user_name: '演示管理员' } });
  });

  it('a refusal from the error handler, in Chinese', async () => {
    const answer = await raw(await signed('POST', routes.login.path, { login_type: 1 }, key));
    expect(expectAsciiJson(answer)).toEqual({ code: ResultCode.VALIDATION, msg: Msg.loginUserNoRequired, data: null });
  });

  it('the NUL guard\'s refusal, and an unknown API path\'s 404', async () => {
    const nul = await raw(await signed('GET', routes.getUserInfo.path, { x: 'a\u0000b' }, key, { token }));
    expect(expectAsciiJson(nul)).toEqual({ code: ResultCode.VALIDATION, msg: Msg.nulCharacter, data: null });
    const missing = await t.app.inject({ method: 'GET', url: '/api/v1/no/such/call' });
    expect(missing.statusCode).toBe(404);
    expect(expectAsciiJson(missing)).toEqual({ code: ResultCode.NOT_FOUND, msg: Msg.error404, data: null });
  });

  it('a route with no response schema (the OpenAPI document, Chinese summaries)', async () => {
    const answer = await t.app.inject({ method: 'GET', url: '/api/openapi.json' });
    expect(answer.statusCode).toBe(200);
    const document = expectAsciiJson(answer) as unknown as { paths: Record<string, Record<string, { summary?: string }>> };
    expect(document.paths[routes.getUserInfo.path]?.get?.summary).toBe(routes.getUserInfo.summary);
  });
});
