import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { Msg, routes } from '@zhuyun/contracts';
import { users } from '../../../db/schema';
import { codeOf, createTestApp, type TestApp } from '../../../testing/test-app';
import { codeRows, createUser, sendCode, uniquePhone, uniqueUserNo, userRow } from '../../../testing/fixtures';

// Scan register (the full form of spec-1 §3): a user with a password, after a register code to a new phone.
describe('scan register', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ LOGIN_RATE_PER_MINUTE: '1000' });
  });
  afterAll(async () => t?.close());

  function form(phone: string, code: string, change: Record<string, unknown> = {}) {
    return {
      user_no: uniqueUserNo('reg'),
      user_name: '李四',
      password: 'Abcdef12#xyz',
      confirm_password: 'Abcdef12#xyz',
      phone,
      code,
      usage_code: 2,
      system_no: 'web',
      audit_status: 2,
      ...change,
    };
  }

  async function codeFor(phone: string, client = t.client()) {
    return sendCode(client.api, phone, 2);
  }

  it('registers with a strong password: 注册成功, pwd_strong_flag true, and the login shows it', async () => {
    const phone = uniquePhone();
    const { api } = t.client();
    const input = form(phone, await codeFor(phone));
    const answer = await api.callEnvelope(routes.scanRegister, input);
    expect(answer).toEqual({
      code: 0,
      msg: Msg.registered,
      data: { user_id: expect.any(String), user_no: input.user_no, pwd_strong_flag: true },
    });
    const login = await api.call(routes.login, { login_type: 1, user_no: input.user_no, password: input.password });
    expect(login).toMatchObject({ user_id: answer.data.user_id, user_name: '李四', phone, pwd_strong_flag: true, comp_id: null });
  });

  it('registers a weak password of 6–20 characters with pwd_strong_flag false, and the login shows it', async () => {
    const phone = uniquePhone();
    const { api } = t.client();
    const input = form(phone, await codeFor(phone), { password: 'abc123', confirm_password: 'abc123' });
    expect((await api.call(routes.scanRegister, input)).pwd_strong_flag).toBe(false);
    const login = await api.call(routes.login, { login_type: 1, user_no: input.user_no, password: 'abc123' });
    expect(login.pwd_strong_flag).toBe(false);
  });

  it('stores the password as an argon2id hash and the user as active', async () => {
    const phone = uniquePhone();
    const input = form(phone, await codeFor(phone));
    await t.client().api.call(routes.scanRegister, input);
    const row = await userRow(t.database.db, { phone });
    expect(row?.password_hash).toMatch(/^\$argon2id\$/);
    expect(row?.password_hash).not.toContain(input.password);
    expect(row).toMatchObject({ user_no: input.user_no, user_name: '李四', status: 1, pwd_strong: true });
  });

  it('refuses a taken user_no whatever its case with 10003 用户名已存在, and leaves the code usable', async () => {
    const taken = await createUser(t.database.db, { user_no: uniqueUserNo('Taken') });
    const phone = uniquePhone();
    const code = await codeFor(phone);
    const { api } = t.client();
    expect(await codeOf(api.call(routes.scanRegister, form(phone, code, { user_no: taken.user_no.toUpperCase() })))).toEqual({
      code: 10003,
      msg: Msg.userNoTaken,
    });
    expect((await codeRows(t.database.db, phone))[0]?.used_at).toBeNull();
    expect(await codeOf(api.call(routes.scanRegister, form(phone, code)))).toEqual({ code: 0, msg: '' });
  });

  it('refuses a phone that already has an account with 10003', async () => {
    const phone = uniquePhone();
    const code = await codeFor(phone);
    await createUser(t.database.db, { phone });
    expect(await codeOf(t.client().api.call(routes.scanRegister, form(phone, code)))).toEqual({ code: 10003, msg: Msg.phoneTaken });
  });

  it('refuses a wrong code with 10104 and writes no user', async () => {
    const phone = uniquePhone();
    const code = await codeFor(phone);
    const wrong = code === '000000' ? '111111' : '000000';
    const input = form(phone, wrong);
    expect(await codeOf(t.client().api.call(routes.scanRegister, input))).toEqual({ code: 10104, msg: Msg.codeInvalid });
    expect(await userRow(t.database.db, { user_no: input.user_no })).toBeUndefined();
    expect(await userRow(t.database.db, { phone })).toBeUndefined();
  });

  it('refuses when no code was ever sent to the phone (10104)', async () => {
    expect(await codeOf(t.client().api.call(routes.scanRegister, form(uniquePhone(), '123456')))).toEqual({
      code: 10104,
      msg: Msg.codeInvalid,
    });
  });

  it('spends the code: it cannot register a second account', async () => {
    const phone = uniquePhone();
    const code = await codeFor(phone);
    await t.client().api.call(routes.scanRegister, form(phone, code));
    // The phone is now taken, so free it to see that the code itself is spent.
    await t.database.db.update(users).set({ phone: uniquePhone() }).where(eq(users.phone, phone));
    expect(await codeOf(t.client().api.call(routes.scanRegister, form(phone, code)))).toEqual({ code: 10104, msg: Msg.codeInvalid });
  });

  it('records user_type 3 when the host name starts with www', async () => {
    const phone = uniquePhone();
    const client = t.client({ host: 'www.example.com' });
    await client.api.call(routes.scanRegister, form(phone, await codeFor(phone, client)));
    expect((await userRow(t.database.db, { phone }))?.user_type).toBe(3);
  });

  it.each(['example.com', 'zhuyun.example.com', 'localhost'])('records user_type 4 for host %s', async (host) => {
    const phone = uniquePhone();
    const client = t.client({ host });
    await client.api.call(routes.scanRegister, form(phone, await codeFor(phone, client)));
    expect((await userRow(t.database.db, { phone }))?.user_type).toBe(4);
  });
});
