import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { LiveEventType, LiveMsg, ResultCode, routes } from '@zhuyun/contracts';
import { oneTimeTokens } from '../../../db/schema';
import { DemoIds, DemoInviteCode } from '../../../db/seed/demo.seed';
import { sha256Hex } from '../../../platform/crypto';
import { codeOf, createTestApp, type TestApp, type TestClient } from '../../../testing/test-app';
import { addMember, createUnit, createUser } from '../../../testing/fixtures';
import { openSse, type SseStream } from '../../../testing/sse-client';

// Live events (issue 16 item 5) over real HTTP: app.inject cannot stream, so the app also listens on a free port.
describe('live events', () => {
  let t: TestApp;
  let base: string;
  const open: SseStream[] = [];

  beforeAll(async () => {
    t = await createTestApp({ LIVE_HEARTBEAT_SECONDS: '0.2' });
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    for (const stream of open) stream.close();
    await t?.close();
  });

  const signIn = async (user: { user_no: string; password: string }) => {
    const client = t.client();
    await client.loginAs(user.user_no, user.password);
    return client.api;
  };
  /** A ticket bought by the session, the stream opened with it, and its `ready` seen. */
  const connect = async (api: TestClient['api']): Promise<SseStream> => {
    const { url } = await api.call(routes.getLiveTicket, {});
    const stream = await openSse(`${base}${url}`);
    open.push(stream);
    expect(stream.status).toBe(200);
    await stream.waitFor('ready', () => stream.messages.some((m) => m.event === 'ready'));
    return stream;
  };
  const refusal = (stream: SseStream) => JSON.parse(stream.body()) as { code: number; msg: string };
  /** Two members of two different units. */
  const twoUnits = async () => {
    const x = await createUnit(t.database.db, { company_name: `甲单位${Date.now()}` });
    const y = await createUnit(t.database.db, { company_name: `乙单位${Date.now()}` });
    const a = await createUser(t.database.db);
    const b = await createUser(t.database.db);
    await addMember(t.database.db, x.company_id, a.user_id);
    await addMember(t.database.db, y.company_id, b.user_id);
    return { x, y, a, b };
  };

  it('streams text/event-stream with heartbeat comments, and the company\'s events', async () => {
    const { x, a } = await twoUnits();
    const stream = await connect(await signIn(a));
    expect(stream.headers['content-type']).toMatch(/^text\/event-stream/);
    expect(stream.headers['content-encoding']).toBeUndefined();
    await t.app.platform.events.publish({ companyId: x.company_id, type: LiveEventType.alarm, payload: { id: 'a1', level: 2 } });
    const [event] = await stream.waitFor('the alarm', () => stream.events().length > 0 && stream.events());
    expect(event).toMatchObject({ type: LiveEventType.alarm, company_id: x.company_id, user_id: null, payload: { id: 'a1', level: 2 } });
    await stream.waitFor('a heartbeat', () => stream.comments.includes('heartbeat'));
  });

  it('stores the ticket only as its SHA-256, and redeems it once', async () => {
    const api = await signIn({ user_no: 'demo', password: 'Demo@2026zy!' });
    const { ticket, url, expires_at } = await api.call(routes.getLiveTicket, {});
    expect(Date.parse(expires_at) - Date.now()).toBeGreaterThan(50_000);
    expect(Date.parse(expires_at) - Date.now()).toBeLessThanOrEqual(60_000);
    const [row] = await t.database.db.select().from(oneTimeTokens).where(eq(oneTimeTokens.token_hash, sha256Hex(ticket)));
    expect(row?.kind).toBe('live_ticket');
    expect(JSON.stringify(row)).not.toContain(ticket);
    const first = await openSse(`${base}${url}`);
    open.push(first);
    expect(first.status).toBe(200);
    const second = await openSse(`${base}${url}`);
    expect(second.status).toBe(401);
    await second.waitFor('the refusal', () => second.ended());
    expect(refusal(second)).toEqual({ code: ResultCode.TOKEN_INVALID, msg: LiveMsg.ticketInvalid, data: null });
  });

  it('refuses an expired, unknown or missing ticket, and one bought without a session', async () => {
    const api = await signIn({ user_no: 'demo', password: 'Demo@2026zy!' });
    const { ticket, url } = await api.call(routes.getLiveTicket, {});
    // Sixty seconds pass.
    await t.database.db
      .update(oneTimeTokens)
      .set({ expires_at: new Date(Date.now() - 1_000) })
      .where(eq(oneTimeTokens.token_hash, sha256Hex(ticket)));
    for (const [path, code] of [
      [url, ResultCode.TOKEN_INVALID],
      ['/api/v1/events?ticket=nonsense', ResultCode.TOKEN_INVALID],
      ['/api/v1/events', ResultCode.VALIDATION],
    ] as const) {
      const stream = await openSse(`${base}${path}`);
      await stream.waitFor('the refusal', () => stream.ended());
      expect(refusal(stream).code, path).toBe(code);
    }
    const anonymous = t.client().api;
    expect((await codeOf(anonymous.call(routes.getLiveTicket, {}))).code).toBe(ResultCode.TOKEN_INVALID);
  });

  it('never carries another company\'s events, nor another person\'s', async () => {
    const { x, y, a, b } = await twoUnits();
    const streamA = await connect(await signIn(a));
    const streamB = await connect(await signIn(b));
    const bus = t.app.platform.events;
    await bus.publish({ companyId: y.company_id, type: 'test.y', payload: null });
    await bus.publish({ companyId: y.company_id, userId: b.user_id, type: 'test.y-to-b', payload: null });
    await bus.publish({ companyId: y.company_id, userId: a.user_id, type: 'test.y-to-a', payload: null });
    await bus.publish({ companyId: x.company_id, userId: b.user_id, type: 'test.x-to-b', payload: null });
    await bus.publish({ companyId: null, userId: b.user_id, type: 'test.personal-b', payload: null });
    // Events reach a node's streams in the order published: once the last arrives, the earlier ones would have.
    await bus.publish({ companyId: x.company_id, type: 'test.done', payload: null });
    await bus.publish({ companyId: y.company_id, type: 'test.done', payload: null });
    await streamA.waitFor('done on A', () => streamA.events().some((e) => e.type === 'test.done'));
    await streamB.waitFor('done on B', () => streamB.events().some((e) => e.type === 'test.done'));
    expect(streamA.events().map((e) => e.type)).toEqual(['test.done']);
    expect(streamB.events().map((e) => e.type)).toEqual(['test.y', 'test.y-to-b', 'test.personal-b', 'test.done']);
  });

  it('ends the stream when its session signs out, and only that session\'s', async () => {
    const { a } = await twoUnits();
    const first = await signIn(a);
    const second = await signIn(a);
    const streamFirst = await connect(first);
    const streamSecond = await connect(second);
    await first.call(routes.logout, {});
    const end = await streamFirst.waitFor('the end', () => streamFirst.ended() && streamFirst.messages.find((m) => m.event === 'end'));
    expect(JSON.parse(end.data)).toEqual({ reason: 'session_ended' });
    expect(streamSecond.ended()).toBe(false);
    // A ticket of a session that has since ended opens nothing.
    const { url } = await second.call(routes.getLiveTicket, {});
    await second.call(routes.logout, {});
    await streamSecond.waitFor('the second end', () => streamSecond.ended());
    const late = await openSse(`${base}${url}`);
    await late.waitFor('the refusal', () => late.ended());
    expect(refusal(late)).toMatchObject({ code: ResultCode.SESSION_ENDED });
  });

  it('tells the applicant at once when their join request is approved', async () => {
    const applicant = await createUser(t.database.db);
    const api = await signIn(applicant);
    const stream = await connect(api);
    const posts = await api.call(routes.getJobList, { dept_id: DemoIds.engineeringDept, invite_code: DemoInviteCode, is_page: 0 });
    const job = posts.list[0];
    if (!job) throw new Error('the demo department has no post');
    const { id } = await api.call(routes.joinOrg, { invite_code: DemoInviteCode, dept_id: DemoIds.engineeringDept, job_id: job.job_id });
    const admin = await signIn({ user_no: 'demo', password: 'Demo@2026zy!' });
    await admin.call(routes.examineJoinOrg, { id, status: 3 });
    const [event] = await stream.waitFor('the decision', () => stream.events().length > 0 && stream.events());
    expect(event).toMatchObject({
      type: LiveEventType.joinReviewed,
      company_id: null,
      user_id: applicant.user_id,
      payload: { id, company_id: DemoIds.company, status: 3 },
    });
  });

  it('refuses a personal event without a person, and one too large to travel between nodes', async () => {
    const bus = t.app.platform.events;
    await expect(bus.publish({ companyId: null, type: 'test.nobody' })).rejects.toThrow(/userId/);
    await expect(bus.publish({ companyId: DemoIds.company, type: 'test.big', payload: 'x'.repeat(8_000) })).rejects.toThrow(/bytes/);
  });
});

describe('live events at the session\'s expiry', () => {
  let t: TestApp;
  beforeAll(async () => {
    // Sessions that live 3.6 s from sign-in.
    t = await createTestApp({ SESSION_MAX_HOURS: '0.001' });
    await t.app.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(async () => t?.close());

  it('ends the stream when the session expires', async () => {
    const client = t.client();
    await client.loginAs('demo', 'Demo@2026zy!');
    const { url } = await client.api.call(routes.getLiveTicket, {});
    const stream = await openSse(`http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}${url}`);
    expect(stream.status).toBe(200);
    const end = await stream.waitFor('the end', () => stream.ended() && stream.messages.find((m) => m.event === 'end'));
    expect(JSON.parse(end.data)).toEqual({ reason: 'session_ended' });
  });
});
