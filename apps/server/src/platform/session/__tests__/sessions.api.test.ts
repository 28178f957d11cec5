import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { Msg, routes } from '@zhuyun/contracts';
import { sessions } from '../../../db/schema';
import { sha256Hex } from '../../crypto';
import { codeOf, createTestApp, type TestApp } from '../../../testing/test-app';
import { createUser, STRONG_PASSWORD } from '../../../testing/fixtures';

// Sessions of ARCHITECTURE.md rule 6 as a client sees them: which token works, and which code says why not.
const tokenInvalid = { code: 10201, msg: Msg.tokenInvalid };
const sessionEnded = { code: 10204, msg: Msg.sessionEnded };
const minutes = (n: number) => n * 60_000;

describe('sessions', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => t?.close());

  /** A client holding a new session of a new user whose row the test may change before the token is first used. */
  async function freshSession(change: Partial<typeof sessions.$inferInsert> = {}) {
    const user = await createUser(t.database.db);
    const token = await t.app.platform.sessions.create({ userId: user.user_id, companyId: null, jobId: null, platform: 'web' });
    if (Object.keys(change).length > 0) {
      await t.database.db.update(sessions).set(change).where(eq(sessions.token_hash, sha256Hex(token)));
    }
    const client = t.client();
    client.api.setToken(token);
    return { client, token, user };
  }

  const userInfo = (client: ReturnType<TestApp['client']>) => client.api.call(routes.getUserInfo, {});

  it('refuses an unknown token with 10201', async () => {
    const { api } = t.client();
    api.setToken('x'.repeat(43));
    expect(await codeOf(api.call(routes.getUserInfo, {}))).toEqual(tokenInvalid);
  });

  it('refuses a session call without a token with 10201', async () => {
    const { api } = t.client();
    expect(await codeOf(api.call(routes.getUserInfo, {}))).toEqual(tokenInvalid);
    expect(await codeOf(api.call(routes.getUserDetail, {}))).toEqual(tokenInvalid);
    expect(await codeOf(api.call(routes.logout, {}))).toEqual(tokenInvalid);
  });

  it('refuses the token with 10204 after logout, and keeps the user\'s other sessions', async () => {
    const user = await createUser(t.database.db);
    const first = t.client();
    const second = t.client();
    await first.loginAs(user.user_no, user.password);
    await second.loginAs(user.user_no, user.password);
    const token = first.api.token as string;
    const answer = await first.api.callEnvelope(routes.logout, {});
    expect(answer).toEqual({ code: 0, msg: Msg.operationOk, data: null });
    // A copy of the token kept anywhere (another tab, an attacker) must be dead too.
    first.api.setToken(token);
    expect(await codeOf(userInfo(first))).toEqual(sessionEnded);
    expect((await userInfo(second)).user_id).toBe(user.user_id);
  });

  it('ends every session of the user after a password change (10204), including a second login', async () => {
    const user = await createUser(t.database.db);
    const a = t.client();
    const b = t.client();
    await a.loginAs(user.user_no, user.password);
    await b.loginAs(user.user_no, user.password);
    const tokens = [a.api.token as string, b.api.token as string];
    await a.api.call(routes.changePassword, { old_password: STRONG_PASSWORD, new_password: 'N3w!Passw0rd', confirm_password: 'N3w!Passw0rd' });
    for (const token of tokens) {
      const c = t.client();
      c.api.setToken(token);
      expect(await codeOf(userInfo(c))).toEqual(sessionEnded);
    }
  });

  it('keeps another user signed in when one user changes the password', async () => {
    const changer = await createUser(t.database.db);
    const other = await createUser(t.database.db);
    const a = t.client();
    const b = t.client();
    await a.loginAs(changer.user_no, changer.password);
    await b.loginAs(other.user_no, other.password);
    await a.api.call(routes.changePassword, { old_password: STRONG_PASSWORD, new_password: 'N3w!Passw0rd' });
    expect((await userInfo(b)).user_id).toBe(other.user_id);
  });

  it('refuses a session ended by another node (ended_at set in the database) with 10204', async () => {
    const { client } = await freshSession({ ended_at: new Date(), end_reason: 'switched' });
    expect(await codeOf(userInfo(client))).toEqual(sessionEnded);
  });

  it('refuses a session idle for more than 30 minutes with 10201', async () => {
    const { client } = await freshSession({ last_seen_at: new Date(Date.now() - minutes(31)) });
    expect(await codeOf(userInfo(client))).toEqual(tokenInvalid);
  });

  it('slides the idle limit: a session last seen 29 minutes ago works and its last_seen_at moves to now', async () => {
    const { client, token, user } = await freshSession({ last_seen_at: new Date(Date.now() - minutes(29)) });
    expect((await userInfo(client)).user_id).toBe(user.user_id);
    const [row] = await t.database.db.select().from(sessions).where(eq(sessions.token_hash, sha256Hex(token)));
    expect(Date.now() - (row?.last_seen_at.getTime() ?? 0)).toBeLessThan(10_000);
  });

  it('refuses a session past its absolute expiry (12 h after sign-in) with 10201, though it was just used', async () => {
    const { client } = await freshSession({
      created_at: new Date(Date.now() - minutes(12 * 60 + 1)),
      expires_at: new Date(Date.now() - minutes(1)),
      last_seen_at: new Date(),
    });
    expect(await codeOf(userInfo(client))).toEqual(tokenInvalid);
  });

  it('gives a new session the 12 h absolute limit', async () => {
    const { token } = await freshSession();
    const [row] = await t.database.db.select().from(sessions).where(eq(sessions.token_hash, sha256Hex(token)));
    const lifetime = (row?.expires_at.getTime() ?? 0) - (row?.created_at.getTime() ?? 0);
    expect(lifetime).toBe(minutes(12 * 60));
  });

  it('stores only the SHA-256 of the token', async () => {
    const { token, user } = await freshSession();
    const rows = await t.database.db.select().from(sessions).where(eq(sessions.user_id, user.user_id));
    expect(rows).toHaveLength(1);
    expect(JSON.stringify(rows)).not.toContain(token);
    expect(rows[0]?.token_hash).toBe(sha256Hex(token));
  });
});

describe('sessions with configured limits', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ SESSION_IDLE_MINUTES: '5', SESSION_MAX_HOURS: '1' });
  });
  afterAll(async () => t?.close());

  it('follows SESSION_IDLE_MINUTES and SESSION_MAX_HOURS', async () => {
    const user = await createUser(t.database.db);
    const idle = await t.app.platform.sessions.create({ userId: user.user_id, companyId: null, jobId: null, platform: 'web' });
    await t.database.db
      .update(sessions)
      .set({ last_seen_at: new Date(Date.now() - minutes(6)) })
      .where(eq(sessions.token_hash, sha256Hex(idle)));
    const client = t.client();
    client.api.setToken(idle);
    expect(await codeOf(client.api.call(routes.getUserInfo, {}))).toEqual(tokenInvalid);

    const fresh = await t.app.platform.sessions.create({ userId: user.user_id, companyId: null, jobId: null, platform: 'web' });
    const [row] = await t.database.db.select().from(sessions).where(eq(sessions.token_hash, sha256Hex(fresh)));
    expect((row?.expires_at.getTime() ?? 0) - (row?.created_at.getTime() ?? 0)).toBe(minutes(60));
  });
});
