import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LiveEventType, routes } from '@zhuyun/contracts';
import { buildApp } from '../app';
import { openDatabase, type Database } from '../db/client';
import { DemoIds } from '../db/seed/demo.seed';
import { publishAlarm } from '../platform/events/message-events';
import { createTestApp, type TestApp } from '../testing/test-app';
import { openSse, type SseStream } from '../testing/sse-client';

// Two API nodes on one PostgreSQL (issue 16 item 5): an event published through one reaches a stream opened on the
// other, through LISTEN/NOTIFY, and through Redis pub/sub too when REDIS_URL is set. Only where there is a PostgreSQL
// (DATABASE_URL): PGlite is a single embedded node.
const transports: { kind: 'postgres' | 'redis'; env: Record<string, string> }[] = [
  { kind: 'postgres', env: {} },
  ...(process.env.REDIS_URL ? [{ kind: 'redis' as const, env: { REDIS_URL: process.env.REDIS_URL } }] : []),
];

describe.skipIf(process.env.TEST_DB !== 'postgres').each(transports)('live events across two nodes on one PostgreSQL ($kind)', ({ kind, env }) => {
  let one: TestApp;
  let twoDatabase: Database;
  let two: FastifyInstance;
  let twoBase: string;
  const streams: SseStream[] = [];

  beforeAll(async () => {
    one = await createTestApp(env);
    twoDatabase = await openDatabase({ kind: 'postgres', url: one.database.connectionString as string, poolSize: 3 });
    two = await buildApp({
      config: one.config(env),
      database: twoDatabase,
      logger: false,
    });
    await two.listen({ port: 0, host: '127.0.0.1' });
    twoBase = `http://127.0.0.1:${(two.server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    for (const stream of streams) stream.close();
    await two?.close();
    await twoDatabase?.close();
    await one?.close();
  });

  /** Signed in through node one; the ticket bought there; the stream opened on node two. */
  const streamOnTwo = async (user: { user_no: string; password: string }) => {
    const client = one.client();
    await client.loginAs(user.user_no, user.password);
    const { url } = await client.api.call(routes.getLiveTicket, {});
    const stream = await openSse(`${twoBase}${url}`);
    streams.push(stream);
    expect(stream.status).toBe(200);
    await stream.waitFor('ready', () => stream.messages.some((m) => m.event === 'ready'));
    return { api: client.api, stream };
  };

  it(`uses ${kind} on both nodes`, () => {
    expect(one.app.platform.events.transportKind).toBe(kind);
    expect(two.platform.events.transportKind).toBe(kind);
  });

  it('delivers an alarm published through one node to a stream opened on the other', async () => {
    const { stream } = await streamOnTwo({ user_no: 'demo', password: 'Demo@2026zy!' });
    const took: number[] = [];
    for (let i = 1; i <= 10; i++) {
      const sent = Date.now();
      await publishAlarm(one.app.platform.events, { companyId: DemoIds.company, alarm: { id: `alarm-${i}`, level: 1, title: '塔吊超载' } });
      await stream.waitFor(`alarm ${i}`, () => stream.events().length === i);
      took.push(Date.now() - sent);
    }
    // A target of the issue (2 s), reported rather than asserted.
    const median = [...took].sort((a, b) => a - b)[5];
    process.stdout.write(`live events (${kind}): node one → node two, median of 10: ${median} ms (${took.join(', ')})\n`);
    expect(stream.events()[0]).toMatchObject({ type: LiveEventType.alarm, company_id: DemoIds.company, payload: { id: 'alarm-1', level: 1 } });
    expect(stream.events().map((e) => (e.payload as { id: string }).id)).toEqual(Array.from({ length: 10 }, (_, i) => `alarm-${i + 1}`));
  });

  it('ends the stream on node two when its session signs out through node one', async () => {
    const { api, stream } = await streamOnTwo({ user_no: 'demo', password: 'Demo@2026zy!' });
    await api.call(routes.logout, {});
    const end = await stream.waitFor('the end', () => stream.ended() && stream.messages.find((m) => m.event === 'end'));
    expect(JSON.parse(end.data)).toEqual({ reason: 'session_ended' });
  });
});
