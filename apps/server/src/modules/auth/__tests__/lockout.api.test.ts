import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { Msg, routes } from '@zhuyun/contracts';
import { users } from '../../../db/schema';
import { codeOf, createTestApp, type TestApp } from '../../../testing/test-app';
import { createUser, sendCode, type TestUser } from '../../../testing/fixtures';

// Lockout: 5 wrong passwords within 15 minutes lock the account for 15 minutes; frozen accounts never sign in.
const wrong = { code: 10101, msg: Msg.wrongCredentials };
const locked = { code: 10102, msg: Msg.accountLocked };
const minutes = (n: number) => n * 60_000;

describe('password lockout and frozen accounts', () => {
  let t: TestApp;
  beforeAll(async () => {
    // Many sign-ins from one address: the per-IP limit is not what these tests are about.
    t = await createTestApp({ LOGIN_RATE_PER_MINUTE: '1000' });
  });
  afterAll(async () => t?.close());

  const login = (user: TestUser, password = user.password) =>
    codeOf(t.client().api.call(routes.login, { login_type: 1, user_no: user.user_no, password }));
  const setUser = (user: TestUser, change: Partial<typeof users.$inferInsert>) =>
    t.database.db.update(users).set(change).where(eq(users.user_id, user.user_id));

  it('answers the sixth attempt after 5 wrong passwords with 10102, even with the right password', async () => {
    const user = await createUser(t.database.db);
    for (let i = 0; i < 5; i++) expect(await login(user, 'Wrong!Pass1')).toEqual(wrong);
    expect(await login(user, user.password)).toEqual(locked);
    expect(await login(user, 'Wrong!Pass1')).toEqual(locked);
  });

  it('lets the owner sign in by phone code while the password is locked (issue 15 fix 8)', async () => {
    const user = await createUser(t.database.db);
    for (let i = 0; i < 5; i++) await login(user, 'Wrong!Pass1');
    expect(await login(user)).toEqual(locked);
    const { api } = t.client();
    const code = await sendCode(api, user.phone, 1);
    expect(await codeOf(api.call(routes.login, { login_type: 2, phone: user.phone, code }))).toEqual({ code: 0, msg: '' });
  });

  it('answers an unknown user_no exactly as a wrong password, and locks it after 5 failures (issue 15 fix 8)', async () => {
    const known = await createUser(t.database.db);
    const unknown = { ...known, user_no: `nobody${known.user_no}` };
    const answersOf = async (user: TestUser) => {
      const answers = [];
      for (let i = 0; i < 6; i++) answers.push(await login(user, 'Wrong!Pass1'));
      return answers;
    };
    const expected = [wrong, wrong, wrong, wrong, wrong, locked];
    expect(await answersOf(known)).toEqual(expected);
    expect(await answersOf(unknown)).toEqual(expected);
  });

  it('clears the count when the right password comes before the fifth failure', async () => {
    const user = await createUser(t.database.db);
    for (let i = 0; i < 4; i++) await login(user, 'Wrong!Pass1');
    expect(await login(user)).toEqual({ code: 0, msg: '' });
    for (let i = 0; i < 4; i++) await login(user, 'Wrong!Pass1');
    expect(await login(user)).toEqual({ code: 0, msg: '' });
  });

  it('does not count failures older than 15 minutes', async () => {
    const user = await createUser(t.database.db);
    await setUser(user, { failed_logins: 4, failed_since: new Date(Date.now() - minutes(16)) });
    expect(await login(user, 'Wrong!Pass1')).toEqual(wrong);
    expect(await login(user)).toEqual({ code: 0, msg: '' });
  });

  it('counts failures inside the 15 minutes: the fifth one locks', async () => {
    const user = await createUser(t.database.db);
    await setUser(user, { failed_logins: 4, failed_since: new Date(Date.now() - minutes(14)) });
    expect(await login(user, 'Wrong!Pass1')).toEqual(wrong);
    expect(await login(user)).toEqual(locked);
  });

  it('locks for 15 minutes', async () => {
    const user = await createUser(t.database.db);
    for (let i = 0; i < 5; i++) await login(user, 'Wrong!Pass1');
    const [row] = await t.database.db.select().from(users).where(eq(users.user_id, user.user_id));
    const left = (row?.locked_until?.getTime() ?? 0) - Date.now();
    expect(left).toBeGreaterThan(minutes(14));
    expect(left).toBeLessThanOrEqual(minutes(15));
  });

  it('lets the right password in again once the lock has expired', async () => {
    const user = await createUser(t.database.db);
    for (let i = 0; i < 5; i++) await login(user, 'Wrong!Pass1');
    expect(await login(user)).toEqual(locked);
    await setUser(user, { locked_until: new Date(Date.now() - 1_000) });
    expect(await login(user)).toEqual({ code: 0, msg: '' });
    // A fresh count starts: one wrong password does not lock again.
    expect(await login(user, 'Wrong!Pass1')).toEqual(wrong);
    expect(await login(user)).toEqual({ code: 0, msg: '' });
  });

  it('refuses a frozen user (status 2) with 10103 for the right password, and 10101 for a wrong one', async () => {
    const user = await createUser(t.database.db, { status: 2 });
    expect(await login(user)).toEqual({ code: 10103, msg: Msg.accountFrozen });
    expect(await login(user, 'Wrong!Pass1')).toEqual(wrong);
  });

  it('refuses the phone-code login of a frozen user with 10103', async () => {
    const user = await createUser(t.database.db, { status: 2 });
    const { api } = t.client();
    const code = await sendCode(api, user.phone, 1);
    expect(await codeOf(api.call(routes.login, { login_type: 2, phone: user.phone, code }))).toEqual({
      code: 10103,
      msg: Msg.accountFrozen,
    });
  });
});
