import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Database } from '../../../db/client';
import { openTestDatabase, type TestDatabase } from '../../../testing/test-database';
import { PostgresReplayStore } from '../replay-store.postgres';
import { behavesAsReplayStore } from './replay-store-behaviour';

// On the run's migrated database (PGlite, and PostgreSQL when DATABASE_URL is set) rather than a PGlite of its own
// migrated for this file alone: that was ≈ 20 s of the unit project's CPU.
describe('PostgresReplayStore', () => {
  let test: TestDatabase;
  let database: Database;
  let store: PostgresReplayStore;
  beforeAll(async () => {
    test = await openTestDatabase();
    database = test.database;
    store = new PostgresReplayStore(database.db);
  });
  afterAll(async () => {
    await store?.close();
    await test?.release();
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
