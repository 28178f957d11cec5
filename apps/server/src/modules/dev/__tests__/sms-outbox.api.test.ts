import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { Msg, routes } from '@zhuyun/contracts';
import { smsCodes } from '../../../db/schema';
import { codeOf, createTestApp, type TestApp } from '../../../testing/test-app';
import { sendCode, uniquePhone } from '../../../testing/fixtures';
import { issueKey, send, signed } from '../../../testing/raw';
import { loadConfig } from '../../../config';

// The development SMS outbox (ARCHITECTURE.md rule 9): readable by a signed call in development, refused in production.
describe('dev SMS outbox', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => t?.close());

  it('answers the codes of one phone, newest first', async () => {
    const phone = uniquePhone();
    const { api } = t.client();
    const first = await sendCode(api, phone, 2);
    await t.database.db.update(smsCodes).set({ created_at: new Date(Date.now() - 61_000) }).where(eq(smsCodes.phone, phone));
    const second = await sendCode(api, phone, 2);
    const { list } = await api.call(routes.readSmsOutbox, { phone });
    expect(list.map((r) => r.code)).toEqual([second, first]);
    expect(list[0]).toMatchObject({ phone, usage_code: 2 });
    expect(Date.parse(list[0]?.created_at ?? '')).toBeGreaterThanOrEqual(Date.parse(list[1]?.created_at ?? ''));
  });

  it('answers every phone newest first when no phone is given, and nothing for a phone without codes', async () => {
    const phones = [uniquePhone(), uniquePhone(), uniquePhone()];
    const { api } = t.client();
    for (const phone of phones) await sendCode(api, phone, 2);
    const { list } = await api.call(routes.readSmsOutbox, {});
    expect(list.slice(0, 3).map((r) => r.phone)).toEqual([...phones].reverse());
    expect((await api.call(routes.readSmsOutbox, { phone: uniquePhone() })).list).toEqual([]);
  });

  it('refuses an unsigned call (issue 15 fix 5)', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/dev/sms-outbox?phone=13900000000' });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ code: 10301, msg: Msg.signatureMissing, data: null });
  });
});

describe('listen address', () => {
  it('is 127.0.0.1 in development unless HOST says otherwise, every interface in production', () => {
    expect(loadConfig({ NODE_ENV: 'development' }).host).toBe('127.0.0.1');
    expect(loadConfig({ NODE_ENV: 'development', HOST: '0.0.0.0' }).host).toBe('0.0.0.0');
    expect(loadConfig({ NODE_ENV: 'production', WEB_AUTH_CODE: 'x'.repeat(32) }).host).toBe('0.0.0.0');
  });
});

describe('dev SMS outbox in production', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ NODE_ENV: 'production', WEB_AUTH_CODE: 'prod-auth-code-for-tests' });
  });
  afterAll(async () => t?.close());

  it.each([{}, { phone: '13800000001' }])('refuses even a signed GET %o with 10403 (HTTP 403)', async (params) => {
    const key = (await issueKey(t.app, 'prod-auth-code-for-tests')).body.data as { key: string; secret: string };
    expect(await send(t.app, await signed('GET', routes.readSmsOutbox.path, params, key))).toEqual({
      status: 403,
      body: { code: 10403, msg: Msg.devEndpointOff, data: null },
    });
  });

  it('hands signing keys only to the deployment\'s own WEB_AUTH_CODE', async () => {
    // The test client still carries the development auth code: production must not accept it.
    const { api } = t.client();
    expect(await codeOf(api.call(routes.getCompanyByDomain, { company_domain: 'localhost' }))).toEqual({
      code: 10101,
      msg: Msg.authCodeWrong,
    });
    expect((await issueKey(t.app, 'prod-auth-code-for-tests')).body.code).toBe(0);
  });
});
