import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { ResultCode, ThirdPartyMsg, routes } from '@zhuyun/contracts';
import { thirdPartyAccounts } from '../../../db/schema';
import { codeOf, createTestApp, type TestApp, type TestClient } from '../../../testing/test-app';
import { createUser, type TestUser } from '../../../testing/fixtures';
import { scanAs } from '../../../testing/scan-helpers';

const envelopeOf = (c: TestClient) => c.last()?.body as { code: number; msg: string; data: unknown };

// The personal centre's login modes (/loginMode): my bindings, a bind scan (check bound type 1), the bind variant
// without user number (spec-1 §7), unbind. The person is always the session's.
describe('login modes: bind and unbind a scan account for the signed-in person', () => {
  let t: TestApp;
  let ipSeq = 0;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => t?.close());

  async function signedIn(): Promise<{ client: TestClient; user: TestUser }> {
    const user = await createUser(t.database.db);
    const client = t.client({ ip: `10.9.0.${++ipSeq}` });
    await client.loginAs(user.user_no, user.password);
    return { client, user };
  }

  /** A bind scan as `nickName`: check bound type 1 answers a unique_token with code 0, and signs nobody in. */
  async function bindScan(client: TestClient, nickName: string): Promise<string> {
    const { code, state } = await scanAs(t, client, nickName);
    const answer = (await client.api.call(routes.checkThirdBound, { type: 1, code, state })) as { unique_token: string; nick_name: string };
    expect(envelopeOf(client).code).toBe(0);
    expect(answer).toMatchObject({ nick_name: nickName, expires_in: 600 });
    expect(answer).not.toHaveProperty('access_token');
    return answer.unique_token;
  }

  it('lists nothing, binds the scanned account to the signed-in person, lists it, then a scan login signs them in', async () => {
    const { client, user } = await signedIn();
    expect(await client.api.call(routes.getUserThirdList, {})).toEqual({ list: [] });

    const unique_token = await bindScan(client, '王五');
    expect(await client.api.call(routes.bindCurrentUser, { unique_token, third_type: 2 })).toEqual({ user_id: user.user_id, nick_name: '王五' });
    expect(envelopeOf(client).msg).toBe(ThirdPartyMsg.bound);

    const { list } = await client.api.call(routes.getUserThirdList, {});
    expect(list).toHaveLength(1);
    expect(list[0]).toMatchObject({ third_type: 2, provider: 'dev', nick_name: '王五' });
    expect(Number.isNaN(Date.parse(list[0]!.created_at))).toBe(false);

    const anon = t.client({ ip: '10.9.1.1' });
    const again = await scanAs(t, anon, '王五');
    expect(await anon.api.call(routes.checkThirdBound, { type: 0, ...again })).toMatchObject({ user_id: user.user_id });
  });

  it('refuses an account already bound to someone else, and says so when it is already yours', async () => {
    const first = await signedIn();
    await first.client.api.call(routes.bindCurrentUser, { unique_token: await bindScan(first.client, '赵六'), third_type: 2 });

    const other = await signedIn();
    const taken = await bindScan(other.client, '赵六');
    expect(await codeOf(other.client.api.call(routes.bindCurrentUser, { unique_token: taken, third_type: 2 }))).toEqual({
      code: ResultCode.CONFLICT,
      msg: ThirdPartyMsg.thirdAccountBoundToOther,
    });
    expect(await other.client.api.call(routes.getUserThirdList, {})).toEqual({ list: [] });

    const mine = await bindScan(first.client, '赵六');
    expect(await codeOf(first.client.api.call(routes.bindCurrentUser, { unique_token: mine, third_type: 2 }))).toEqual({
      code: ResultCode.CONFLICT,
      msg: ThirdPartyMsg.alreadyBoundToYou,
    });
  });

  it('refuses an unknown or spent unique_token', async () => {
    const { client } = await signedIn();
    expect(await codeOf(client.api.call(routes.bindCurrentUser, { unique_token: 'no-such-token', third_type: 2 }))).toEqual({
      code: ResultCode.CODE_INVALID,
      msg: ThirdPartyMsg.uniqueTokenInvalid,
    });
    const unique_token = await bindScan(client, '孙七');
    await client.api.call(routes.bindCurrentUser, { unique_token, third_type: 2 });
    await client.api.call(routes.unbindThirdAccount, { third_type: 2 });
    // Single use: the token that bound once binds nothing after the unbind.
    expect(await codeOf(client.api.call(routes.bindCurrentUser, { unique_token, third_type: 2 }))).toEqual({
      code: ResultCode.CODE_INVALID,
      msg: ThirdPartyMsg.uniqueTokenInvalid,
    });
  });

  it('refuses an expired unique_token', async () => {
    const { client } = await signedIn();
    const unique_token = await bindScan(client, '周八');
    await t.database.db.execute(`update one_time_tokens set expires_at = now() - interval '1 second' where kind = 'unique_token' and used_at is null`);
    expect(await codeOf(client.api.call(routes.bindCurrentUser, { unique_token, third_type: 2 }))).toEqual({
      code: ResultCode.CODE_INVALID,
      msg: ThirdPartyMsg.uniqueTokenInvalid,
    });
  });

  it('answers 10201 without a session: list, bind scan, bind and unbind', async () => {
    const anon = t.client({ ip: '10.9.2.1' });
    expect((await codeOf(anon.api.call(routes.getUserThirdList, {}))).code).toBe(ResultCode.TOKEN_INVALID);
    expect((await codeOf(anon.api.call(routes.bindCurrentUser, { unique_token: 'x', third_type: 2 }))).code).toBe(ResultCode.TOKEN_INVALID);
    expect((await codeOf(anon.api.call(routes.unbindThirdAccount, { third_type: 2 }))).code).toBe(ResultCode.TOKEN_INVALID);
    const { code, state } = await scanAs(t, anon, '吴九');
    expect((await codeOf(anon.api.call(routes.checkThirdBound, { type: 1, code, state }))).code).toBe(ResultCode.TOKEN_INVALID);
  });

  it('unbinds the person\'s own binding, and changes nothing when there is none', async () => {
    const { client, user } = await signedIn();
    expect(await codeOf(client.api.call(routes.unbindThirdAccount, { third_type: 2 }))).toEqual({ code: ResultCode.NOT_FOUND, msg: ThirdPartyMsg.notBound });

    await client.api.call(routes.bindCurrentUser, { unique_token: await bindScan(client, '郑十'), third_type: 2 });
    expect(await client.api.call(routes.unbindThirdAccount, { third_type: 2 })).toBeNull();
    expect(envelopeOf(client).msg).toBe(ThirdPartyMsg.unbound);
    expect(await t.database.db.select().from(thirdPartyAccounts).where(eq(thirdPartyAccounts.user_id, user.user_id))).toEqual([]);
    expect(await codeOf(client.api.call(routes.unbindThirdAccount, { third_type: 2 }))).toEqual({ code: ResultCode.NOT_FOUND, msg: ThirdPartyMsg.notBound });
  });

  // spec-1 §7: "a variant without user number sends unique_token as query parameter" — signed like a GET's query.
  it('carries unique_token in the signed query of a POST without a body', async () => {
    const { client } = await signedIn();
    expect(await codeOf(client.api.call(routes.bindCurrentUser, { unique_token: 'q-token', third_type: 2 }))).toEqual({
      code: ResultCode.CODE_INVALID,
      msg: ThirdPartyMsg.uniqueTokenInvalid,
    });
    const sent = client.lastRequest();
    expect(sent).toMatchObject({ method: 'POST', hasBody: false });
    expect(sent?.url).toMatch(/^\/api\/v1\/system\/p_user_third\/bind_current_user\?.*unique_token=q-token/);
  });
});
