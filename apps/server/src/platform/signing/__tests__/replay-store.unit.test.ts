import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { openDatabase, type Database } from '../../../db/client';
import { MemoryReplayStore, type ReplayStore } from '../replay-store';
import { PostgresReplayStore } from '../replay-store.postgres';
import { RedisReplayStore } from '../replay-store.redis';

// The three replay stores of ARCHITECTURE.md rule 5 must answer alike: first claim true, later claims false until the
// time to live has passed, and exactly one winner among concurrent claims.
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function behavesAsReplayStore(store: () => ReplayStore, ttl: { seconds: number; waitMs: number }) {
  const id = () => `test:${randomUUID()}`;

  it('accepts an id once and refuses it afterwards', async () => {
    const nonce = id();
    expect(await store().claim(nonce, 600)).toBe(true);
    expect(await store().claim(nonce, 600)).toBe(false);
    expect(await store().claim(nonce, 600)).toBe(false);
  });

  it('keeps ids apart', async () => {
    expect(await store().claim(id(), 600)).toBe(true);
    expect(await store().claim(id(), 600)).toBe(true);
  });

  it('lets exactly one of many concurrent claims of one id win', async () => {
    const nonce = id();
    const answers = await Promise.all(Array.from({ length: 20 }, () => store().claim(nonce, 600)));
    expect(answers.filter(Boolean)).toHaveLength(1);
  });

  it('accepts an id again once its time to live has passed', async () => {
    const nonce = id();
    expect(await store().claim(nonce, ttl.seconds)).toBe(true);
    expect(await store().claim(nonce, ttl.seconds)).toBe(false);
    await sleep(ttl.waitMs);
    expect(await store().claim(nonce, ttl.seconds)).toBe(true);
    expect(await store().claim(nonce, ttl.seconds)).toBe(false);
  });
}

describe('MemoryReplayStore', () => {
  let store: MemoryReplayStore;
  beforeAll(() => {
    store = new MemoryReplayStore();
  });
  afterAll(async () => store.close());

  it('is the memory kind', () => expect(store.kind).toBe('memory'));
  behavesAsReplayStore(() => store, { seconds: 0.05, waitMs: 80 });
});

describe('PostgresReplayStore (on PGlite)', () => {
  let database: Database;
  let store: PostgresReplayStore;
  beforeAll(async () => {
    database = await openDatabase({ kind: 'pglite-memory' });
    await database.migrate();
    store = new PostgresReplayStore(database.db);
  }, 60_000);
  afterAll(async () => {
    await store?.close();
    await database?.close();
  });

  it('is the postgres kind', () => expect(store.kind).toBe('postgres'));
  behavesAsReplayStore(() => store, { seconds: 0.2, waitMs: 300 });

  it('takes over an expired row in place', async () => {
    const nonce = `test:${randomUUID()}`;
    await database.db.execute(sql`insert into replay_nonces (nonce_key, expires_at) values (${nonce}, now() - interval '1 second')`);
    expect(await store.claim(nonce, 600)).toBe(true);
    expect(await store.claim(nonce, 600)).toBe(false);
  });

  it('is an unlogged table', async () => {
    const result = await database.db.execute(sql`select relpersistence from pg_class where relname = 'replay_nonces'`);
    const rows = ((result as { rows?: unknown[] }).rows ?? result) as { relpersistence: string }[];
    expect(rows[0]?.relpersistence).toBe('u');
  });
});

describe.skipIf(!process.env.REDIS_URL)('RedisReplayStore', () => {
  let store: RedisReplayStore;
  beforeAll(() => {
    store = new RedisReplayStore(process.env.REDIS_URL as string);
  });
  afterAll(async () => store?.close());

  it('is the redis kind', () => expect(store.kind).toBe('redis'));
  behavesAsReplayStore(() => store, { seconds: 1, waitMs: 1_200 });
});
