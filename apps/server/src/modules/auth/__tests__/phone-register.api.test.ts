import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { Msg, routes } from '@zhuyun/contracts';
import { sessions, smsCodes, users } from '../../../db/schema';
import { codeOf, createTestApp, type TestApp } from '../../../testing/test-app';
import { createUser, sendCode, uniquePhone, userRow } from '../../../testing/fixtures';

// Phone register: phone and register code only; the person is signed in at once and goes on to the units page.
describe('phone register', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ LOGIN_RATE_PER_MINUTE: '1000' });
  });
  afterAll(async () => t?.close());

  const register = (phone: string, code: string, client = t.client()) =>
    client.api.callEnvelope(routes.phoneRegister, { phone, code, usage_code: 2, system_no: 'web' });

  it('registers with 注册成功 and answers an access_token that works for user info', async () => {
    const phone = uniquePhone();
    const { api } = t.client();
    const answer = await register(phone, await sendCode(api, phone, 2));
    expect(answer).toEqual({
      code: 0,
      msg: Msg.registered,
      data: { user_id: expect.any(String), user_no: null, pwd_strong_flag: false, access_token: expect.stringMatching(/^[\w-]{43}$/) },
    });
    api.setToken(answer.data.access_token);
    expect(await api.call(routes.getUserInfo, {})).toMatchObject({
      user_id: answer.data.user_id,
      phone,
      user_no: null,
      user_name: `用户${phone.slice(-4)}`,
      comp_id: null,
      job_list: [],
    });
  });

  it('lets the new user sign in later with a login code', async () => {
    const phone = uniquePhone();
    const { api } = t.client();
    const { data } = await register(phone, await sendCode(api, phone, 2));
    // A second code within 60 s would be refused; pretend the register code is older.
    await t.database.db.update(smsCodes).set({ created_at: new Date(Date.now() - 120_000) }).where(eq(smsCodes.phone, phone));
    const code = await sendCode(api, phone, 1);
    expect((await api.call(routes.login, { login_type: 2, phone, code })).user_id).toBe(data.user_id);
  });

  it('refuses a phone that already has an account with 10003 and writes nothing', async () => {
    const phone = uniquePhone();
    const { api } = t.client();
    const code = await sendCode(api, phone, 2);
    const existing = await createUser(t.database.db, { phone });
    expect(await codeOf(register(phone, code))).toEqual({ code: 10003, msg: Msg.phoneTaken });
    expect((await userRow(t.database.db, { phone }))?.user_id).toBe(existing.user_id);
  });

  it('refuses a wrong code with 10104, writes no user and starts no session', async () => {
    const phone = uniquePhone();
    const code = await sendCode(t.client().api, phone, 2);
    expect(await codeOf(register(phone, code === '000000' ? '111111' : '000000'))).toEqual({ code: 10104, msg: Msg.codeInvalid });
    expect(await userRow(t.database.db, { phone })).toBeUndefined();
    expect(await t.database.db.select().from(sessions).innerJoin(users, eq(users.user_id, sessions.user_id)).where(eq(users.phone, phone))).toEqual([]);
  });

  it('does not register with a login code (usage 1)', async () => {
    const existing = await createUser(t.database.db);
    const code = await sendCode(t.client().api, existing.phone, 1);
    // The account goes away (its phone changes); the login code must still not create a new one.
    await t.database.db.update(users).set({ phone: uniquePhone() }).where(eq(users.user_id, existing.user_id));
    expect(await codeOf(register(existing.phone, code))).toEqual({ code: 10104, msg: Msg.codeInvalid });
  });

  it('records user_type 3 under a www host and 4 otherwise', async () => {
    const www = uniquePhone();
    const wwwClient = t.client({ host: 'www.zhuyun.example' });
    await register(www, await sendCode(wwwClient.api, www, 2), wwwClient);
    expect((await userRow(t.database.db, { phone: www }))?.user_type).toBe(3);

    const other = uniquePhone();
    const otherClient = t.client({ host: 'app.zhuyun.example' });
    await register(other, await sendCode(otherClient.api, other, 2), otherClient);
    expect((await userRow(t.database.db, { phone: other }))?.user_type).toBe(4);
  });
});
