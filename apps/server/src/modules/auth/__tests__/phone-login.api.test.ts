import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { Msg, routes } from '@zhuyun/contracts';
import { smsCodes } from '../../../db/schema';
import { codeOf, createTestApp, type TestApp } from '../../../testing/test-app';
import { createUser, sendCode, uniquePhone } from '../../../testing/fixtures';

// Phone-and-code login (login_type 2): codes are single use, bound to phone and usage, live 5 minutes, and 5 wrong
// tries burn them.
const codeInvalid = { code: 10104, msg: Msg.codeInvalid };
const ok = { code: 0, msg: '' };

/** A six-digit code that is certainly not `code`. */
const otherThan = (code: string) => code.slice(0, 5) + String((Number(code[5]) + 1) % 10);

describe('phone-code login', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ LOGIN_RATE_PER_MINUTE: '1000' });
  });
  afterAll(async () => t?.close());

  const loginByCode = (phone: string, code: string) => codeOf(t.client().api.call(routes.login, { login_type: 2, phone, code }));

  it('signs in with the code read from the dev outbox and answers a working token', async () => {
    const user = await createUser(t.database.db);
    const { api } = t.client();
    const code = await sendCode(api, user.phone, 1);
    const answer = await api.callEnvelope(routes.login, { login_type: '2', phone: user.phone, code });
    expect(answer.msg).toBe(Msg.loginSuccess);
    expect(answer.data).toMatchObject({ user_id: user.user_id, user_no: user.user_no, phone: user.phone, comp_id: null });
    api.setToken(answer.data.access_token);
    expect(await api.call(routes.getUserInfo, {})).toMatchObject({ user_id: user.user_id, phone: user.phone });
  });

  it('refuses a code that was already used (10104)', async () => {
    const user = await createUser(t.database.db);
    const code = await sendCode(t.client().api, user.phone, 1);
    expect(await loginByCode(user.phone, code)).toEqual(ok);
    expect(await loginByCode(user.phone, code)).toEqual(codeInvalid);
  });

  it('refuses a guessed code (10104) and still takes the right one afterwards', async () => {
    const user = await createUser(t.database.db);
    const code = await sendCode(t.client().api, user.phone, 1);
    expect(await loginByCode(user.phone, otherThan(code))).toEqual(codeInvalid);
    expect(await loginByCode(user.phone, code)).toEqual(ok);
  });

  it('burns the code after 5 wrong tries: even the right one is then refused', async () => {
    const user = await createUser(t.database.db);
    const code = await sendCode(t.client().api, user.phone, 1);
    for (let i = 0; i < 5; i++) expect(await loginByCode(user.phone, otherThan(code))).toEqual(codeInvalid);
    expect(await loginByCode(user.phone, code)).toEqual(codeInvalid);
  });

  it('takes the right code after 4 wrong tries', async () => {
    const user = await createUser(t.database.db);
    const code = await sendCode(t.client().api, user.phone, 1);
    for (let i = 0; i < 4; i++) await loginByCode(user.phone, otherThan(code));
    expect(await loginByCode(user.phone, code)).toEqual(ok);
  });

  it('refuses an expired code (10104)', async () => {
    const user = await createUser(t.database.db);
    const code = await sendCode(t.client().api, user.phone, 1);
    await t.database.db.update(smsCodes).set({ expires_at: new Date(Date.now() - 1_000) }).where(eq(smsCodes.phone, user.phone));
    expect(await loginByCode(user.phone, code)).toEqual(codeInvalid);
  });

  it('gives codes a life of 5 minutes', async () => {
    const user = await createUser(t.database.db);
    await sendCode(t.client().api, user.phone, 1);
    const [row] = await t.database.db.select().from(smsCodes).where(eq(smsCodes.phone, user.phone));
    expect((row?.expires_at.getTime() ?? 0) - (row?.created_at.getTime() ?? 0)).toBe(300_000);
  });

  it('does not sign in with a code sent for registration (usage 2)', async () => {
    const phone = uniquePhone();
    const code = await sendCode(t.client().api, phone, 2);
    // The phone gets an account afterwards; the register code must still not open it.
    await createUser(t.database.db, { phone });
    expect(await loginByCode(phone, code)).toEqual(codeInvalid);
    const [row] = await t.database.db.select().from(smsCodes).where(and(eq(smsCodes.phone, phone), eq(smsCodes.usage_code, 2)));
    expect(row?.used_at).toBeNull();
  });

  it('does not sign in with a code sent to another phone', async () => {
    const owner = await createUser(t.database.db);
    const other = await createUser(t.database.db);
    const code = await sendCode(t.client().api, owner.phone, 1);
    expect(await loginByCode(other.phone, code)).toEqual(codeInvalid);
    expect(await loginByCode(owner.phone, code)).toEqual(ok);
  });

  it('refuses an unregistered phone with 10104', async () => {
    expect(await loginByCode(uniquePhone(), '123456')).toEqual(codeInvalid);
  });

  it('accepts only the newest code once a second one was sent', async () => {
    const user = await createUser(t.database.db);
    const { api } = t.client();
    const first = await sendCode(api, user.phone, 1);
    // Let the 60 s resend rule pass without waiting.
    await t.database.db.update(smsCodes).set({ created_at: new Date(Date.now() - 61_000) }).where(eq(smsCodes.phone, user.phone));
    const second = await sendCode(api, user.phone, 1);
    if (first !== second) expect(await loginByCode(user.phone, first)).toEqual(codeInvalid);
    expect(await loginByCode(user.phone, second)).toEqual(ok);
  });
});
