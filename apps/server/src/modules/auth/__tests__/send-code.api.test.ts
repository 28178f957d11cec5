import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { Msg, routes } from '@zhuyun/contracts';
import { smsCodes } from '../../../db/schema';
import { codeOf, createTestApp, type TestApp } from '../../../testing/test-app';
import { codeRows, createUser, insertPastCodes, latestCode, uniquePhone } from '../../../testing/fixtures';

// Send code (spec-1 §5, §7, §9): phone rules, 60 s between sends, 5 an hour, 10 a day, 6 digits stored hashed.
const minutes = (n: number) => n * 60_000;
const hours = (n: number) => n * 3_600_000;

describe('send code', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ SEND_CODE_RATE_PER_MINUTE: '1000' });
  });
  afterAll(async () => t?.close());

  const send = (phone: string | undefined, usage_code: number | string = 2) =>
    codeOf(t.client().api.call(routes.sendCode, { phone, usage_code } as never));

  it.each([
    ['no phone', undefined, Msg.sendPhoneEmpty],
    ['an empty phone', '', Msg.sendPhoneEmpty],
    ['a blank phone', '           ', Msg.sendPhoneInvalid],
    ['10 digits', '1390000000', Msg.sendPhoneLength],
    ['12 digits', '139000000001', Msg.sendPhoneLength],
    ['11 digits that are not a mobile number', '23900000000', Msg.sendPhoneInvalid],
    ['11 characters with letters', '1390000000a', Msg.sendPhoneInvalid],
  ])('refuses %s with 10001 and the spec message', async (_label, phone, msg) => {
    expect(await send(phone)).toEqual({ code: 10001, msg });
  });

  it('refuses a usage_code other than 1 or 2', async () => {
    expect(await send(uniquePhone(), 3)).toEqual({ code: 10001, msg: 'usage_code 只能是 1（登录）或 2（注册）' });
  });

  it('answers 已发送 and sends a 6-digit code', async () => {
    const phone = uniquePhone();
    const { api } = t.client();
    const answer = await api.callEnvelope(routes.sendCode, { phone, usage_code: '2', user_type: 4, system_no: 'web' });
    expect(answer).toEqual({ code: 0, msg: Msg.codeSent, data: { expires_in: 300, resend_after: 60 } });
    expect(await latestCode(api, phone)).toMatch(/^\d{6}$/);
  });

  it('stores the code hashed: no column of the sms_codes row holds it', async () => {
    const phone = uniquePhone();
    const { api } = t.client();
    await api.call(routes.sendCode, { phone, usage_code: 2 });
    const code = await latestCode(api, phone);
    const rows = await codeRows(t.database.db, phone);
    expect(rows).toHaveLength(1);
    expect(rows[0]?.code_hash).toMatch(/^[0-9a-f]{64}$/);
    for (const value of Object.values(rows[0] ?? {})) expect(String(value)).not.toContain(code);
  });

  it('refuses a second code within 60 s with 10105 and tells how long to wait', async () => {
    const phone = uniquePhone();
    expect(await send(phone)).toEqual({ code: 0, msg: '' });
    const again = await send(phone);
    expect(again.code).toBe(10105);
    expect(again.msg).toMatch(new RegExp(`^${Msg.codeTooSoon}（(60|59)秒后可重新发送）$`));
  });

  it('sends again once 60 s have passed', async () => {
    const phone = uniquePhone();
    await send(phone);
    await t.database.db.update(smsCodes).set({ created_at: new Date(Date.now() - 61_000) }).where(eq(smsCodes.phone, phone));
    expect(await send(phone)).toEqual({ code: 0, msg: '' });
    expect(await codeRows(t.database.db, phone)).toHaveLength(2);
  });

  it('refuses the sixth code within an hour with 10429 and the hourly message', async () => {
    const phone = uniquePhone();
    await insertPastCodes(t.database.db, phone, [2, 10, 20, 30, 50].map(minutes), 2);
    expect(await send(phone)).toEqual({ code: 10429, msg: Msg.codeHourlyCap });
  });

  it('sends the fifth code within an hour', async () => {
    const phone = uniquePhone();
    await insertPastCodes(t.database.db, phone, [2, 10, 20, 30].map(minutes), 2);
    expect(await send(phone)).toEqual({ code: 0, msg: '' });
  });

  it('refuses the eleventh code within a day with 10429 and the daily message', async () => {
    const phone = uniquePhone();
    await insertPastCodes(t.database.db, phone, [2, 3, 4, 5, 6, 8, 10, 12, 16, 23].map(hours), 2);
    expect(await send(phone)).toEqual({ code: 10429, msg: Msg.codeDailyCap });
  });

  it('sends the tenth code within a day, and forgets codes older than a day', async () => {
    const phone = uniquePhone();
    await insertPastCodes(t.database.db, phone, [2, 3, 4, 5, 6, 8, 10, 12, 16, 25, 30].map(hours), 2);
    expect(await send(phone)).toEqual({ code: 0, msg: '' });
  });

  it('answers a login code to an unregistered phone as a sent one, sends nothing, and keeps the 60 s rule (issue 15 fix 8)', async () => {
    const phone = uniquePhone();
    const { api } = t.client();
    const answer = await api.callEnvelope(routes.sendCode, { phone, usage_code: 1 });
    expect(answer).toEqual({ code: 0, msg: Msg.codeSent, data: { expires_in: 300, resend_after: 60 } });
    expect((await api.call(routes.readSmsOutbox, { phone })).list).toEqual([]);
    expect((await send(phone, 1)).code).toBe(10105);
  });

  it('refuses a register code to a registered phone with 10003', async () => {
    const user = await createUser(t.database.db);
    expect(await send(user.phone, 2)).toEqual({ code: 10003, msg: Msg.phoneTaken });
    expect(await send(user.phone, 1)).toEqual({ code: 0, msg: '' });
  });

  it('writes no code when it refuses', async () => {
    const user = await createUser(t.database.db);
    await send(user.phone, 2);
    expect(await codeRows(t.database.db, user.phone)).toHaveLength(0);
  });
});
