import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { ResultCode, ThirdPartyMsg, routes } from '@zhuyun/contracts';
import { DemoIds } from '../../../db/seed/demo.seed';
import { BUSINESS_SYSTEMS } from '../../../db/seed/data/business-systems';
import { oneTimeTokens, sessions, systemAuthorisations } from '../../../db/schema';
import { sha256Hex } from '../../../platform/crypto';
import { codeOf, createTestApp, type TestApp } from '../../../testing/test-app';

const labor = BUSINESS_SYSTEMS.find((s) => s.system_no === 'labor')!;
const store = BUSINESS_SYSTEMS.find((s) => s.system_no === 'storeMicro')!;

// External systems and the token hand-over (spec-1 §2 "Token hand-over", §6, §7).
describe('check system bind and the short-token hand-over', () => {
  let t: TestApp;
  const demo = async () => {
    const client = t.client();
    await client.loginAs('demo', 'Demo@2026zy!');
    return client;
  };

  beforeAll(async () => {
    t = await createTestApp();
    // The demo unit holds an approved authorisation for labour, and one under review for the store system.
    await t.database.db.insert(systemAuthorisations).values([
      { company_id: DemoIds.company, sid: labor.sid, status: 3, applied_by: DemoIds.admin },
      { company_id: DemoIds.company, sid: store.sid, status: 2, applied_by: DemoIds.admin },
    ]);
  });
  afterAll(async () => t?.close());

  it('issues a 60 s short token for a system the unit is authorised for, stored only as its hash', async () => {
    const { api } = await demo();
    const answer = await api.call(routes.checkSysBind, { app_sys_no: 'labor' });
    expect(answer).toMatchObject({ bound: true, system_no: 'labor', system_name: labor.system_name, expires_in: 60 });
    expect(answer.access_token).toMatch(/^[\w-]{43}$/);
    const [row] = await t.database.db.select().from(oneTimeTokens).where(eq(oneTimeTokens.token_hash, sha256Hex(answer.access_token!)));
    expect(row?.kind).toBe('short_token');
    expect(row!.expires_at.getTime() - row!.created_at.getTime()).toBe(60_000);
    expect(JSON.stringify(row)).not.toContain(answer.access_token!);
  });

  it('answers unbound (no token) while the authorisation is not approved', async () => {
    const { api } = await demo();
    expect(await api.call(routes.checkSysBind, { app_sys_no: 'storeMicro' })).toEqual({
      bound: false,
      system_no: 'storeMicro',
      system_name: store.system_name,
      access_token: null,
      expires_in: null,
    });
    expect((await api.call(routes.checkSysBind, { app_sys_no: 'eva' })).bound).toBe(false);
  });

  it('answers unbound to a person without a unit', async () => {
    const client = t.client();
    await client.loginAs('worker', 'Worker@2026zy!');
    expect(await client.api.call(routes.checkSysBind, { app_sys_no: 'labor' })).toMatchObject({ bound: false, access_token: null });
  });

  it('refuses an unknown system, another person\'s user_id and a missing app_sys_no', async () => {
    const { api } = await demo();
    expect(await codeOf(api.call(routes.checkSysBind, { app_sys_no: 'nope' }))).toEqual({ code: ResultCode.NOT_FOUND, msg: ThirdPartyMsg.systemNotFound });
    expect(await codeOf(api.call(routes.checkSysBind, { app_sys_no: 'labor', user_id: DemoIds.admin }))).toEqual({
      code: ResultCode.FORBIDDEN,
      msg: ThirdPartyMsg.notYourUser,
    });
    expect(await codeOf(api.call(routes.checkSysBind, { app_sys_no: ' ' }))).toEqual({ code: ResultCode.VALIDATION, msg: ThirdPartyMsg.appSysNoRequired });
  });

  it('needs a session to check a bind', async () => {
    const client = t.client();
    expect((await codeOf(client.api.call(routes.checkSysBind, { app_sys_no: 'labor' }))).code).toBe(ResultCode.TOKEN_INVALID);
  });

  it('exchanges the short token once for a session in the issuer\'s unit and job', async () => {
    const issuer = await demo();
    const me = await issuer.api.call(routes.getUserInfo, {});
    const { access_token: short } = await issuer.api.call(routes.checkSysBind, { app_sys_no: 'labor', user_id: me.user_id });
    const other = t.client();
    const answer = await other.api.call(routes.getAccessTokenByShort, { short_token: short! });
    expect(answer.user_id).toBe(me.user_id);
    expect(answer.access_token).not.toBe(issuer.api.token);
    expect(answer.comp_id).toBe(me.comp_id);
    other.api.setToken(answer.access_token);
    const there = await other.api.call(routes.getUserInfo, {});
    expect(there.job).toBe(me.job);
    const [row] = await t.database.db.select().from(sessions).where(eq(sessions.token_hash, sha256Hex(answer.access_token)));
    expect(row?.platform).toBe('labor');

    // Reused: refused with its own message; the first session is untouched.
    expect(await codeOf(t.client().api.call(routes.getAccessTokenByShort, { short_token: short! }))).toEqual({
      code: ResultCode.TOKEN_INVALID,
      msg: ThirdPartyMsg.shortTokenUsed,
    });
    expect((await other.api.call(routes.getUserInfo, {})).user_id).toBe(me.user_id);
  });

  it('refuses an expired short token and an unknown one, each with its message', async () => {
    const { api } = await demo();
    const { access_token: short } = await api.call(routes.checkSysBind, { app_sys_no: 'labor' });
    await t.database.db
      .update(oneTimeTokens)
      .set({ expires_at: new Date(Date.now() - 1_000) })
      .where(eq(oneTimeTokens.token_hash, sha256Hex(short!)));
    expect(await codeOf(t.client().api.call(routes.getAccessTokenByShort, { short_token: short! }))).toEqual({
      code: ResultCode.TOKEN_INVALID,
      msg: ThirdPartyMsg.shortTokenExpired,
    });
    expect(await codeOf(t.client().api.call(routes.getAccessTokenByShort, { short_token: 'x'.repeat(43) }))).toEqual({
      code: ResultCode.TOKEN_INVALID,
      msg: ThirdPartyMsg.shortTokenUnknown,
    });
    expect(await codeOf(t.client().api.call(routes.getAccessTokenByShort, { short_token: '' }))).toEqual({
      code: ResultCode.VALIDATION,
      msg: ThirdPartyMsg.shortTokenRequired,
    });
  });

  it('lets only one of two racing exchanges win', async () => {
    const { api } = await demo();
    const { access_token: short } = await api.call(routes.checkSysBind, { app_sys_no: 'labor' });
    const results = await Promise.all([1, 2, 3].map(() => codeOf(t.client().api.call(routes.getAccessTokenByShort, { short_token: short! }))));
    expect(results.filter((r) => r.code === 0)).toHaveLength(1);
    expect(results.filter((r) => r.msg === ThirdPartyMsg.shortTokenUsed)).toHaveLength(2);
  });
});
