import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Msg, routes } from '@zhuyun/contracts';
import { createTestApp, type TestApp } from '../../../testing/test-app';
import { send, signed, signedMultipart, signingKey } from '../../../testing/raw';

// Issue 15 fix 4: the signature covers the query of every method, multipart uploads included, and a repeated query key
// is refused rather than folded.
const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52, 1, 2, 3]);
const boundary = 'zyboundary';
const multipartBody = Buffer.concat([
  Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\nContent-Type: image/png\r\n\r\n`),
  PNG,
  Buffer.from(`\r\n--${boundary}--\r\n`),
]);

describe('the signature covers every query', () => {
  let t: TestApp;
  let key: { key: string; secret: string };
  let token: string;
  beforeAll(async () => {
    t = await createTestApp();
    key = await signingKey(t.app);
    token = await t.client().loginAs('demo', 'Demo@2026zy!');
  });
  afterAll(async () => t?.close());

  const upload = async (url: string, headers: Record<string, string>) => {
    const answer = await t.app.inject({
      method: 'POST',
      url,
      headers: { ...headers, 'content-type': `multipart/form-data; boundary=${boundary}` },
      payload: multipartBody,
    });
    return { status: answer.statusCode, body: answer.json() as { code: number; msg: string } };
  };

  it('refuses a multipart upload whose query was changed after signing', async () => {
    const { url, headers } = await signedMultipart(routes.uploadFile.path, { module: 'logo' }, key, token);
    const tampered = url.replace('module=logo', 'module=certificate');
    expect(tampered).not.toBe(url);
    expect(await upload(tampered, headers)).toEqual({ status: 401, body: { code: 10301, msg: Msg.signatureInvalid, data: null } });
  });

  it('accepts the same multipart upload untouched', async () => {
    const { url, headers } = await signedMultipart(routes.uploadFile.path, { module: 'logo' }, key, token);
    expect((await upload(url, headers)).body.code).toBe(0);
  });

  it('refuses a query added to a signed JSON POST', async () => {
    const request = await signed('POST', routes.getCompanyByDomain.path, { company_domain: 'localhost' }, key);
    expect((await send(t.app, request)).body.code).toBe(0);
    const again = await signed('POST', routes.getCompanyByDomain.path, { company_domain: 'localhost' }, key);
    expect(await send(t.app, { ...again, query: 'company_domain=evil.example.com' })).toEqual({
      status: 401,
      body: { code: 10301, msg: Msg.signatureInvalid, data: null },
    });
  });

  it('refuses a repeated query key with 10001, signed or not', async () => {
    const request = await signed('GET', '/api/v1/work/car', { search: 'a' }, key, { token });
    expect((await send(t.app, request)).body.code).toBe(0);
    const repeated = await signed('GET', '/api/v1/work/car', { search: 'a' }, key, { token });
    expect(await send(t.app, { ...repeated, query: `${repeated.query}&search=b` })).toEqual({
      status: 400,
      body: { code: 10001, msg: Msg.queryKeyRepeated, data: null },
    });
  });
});
