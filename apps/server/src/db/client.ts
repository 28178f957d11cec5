import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { sql } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import * as schema from './schema';
import { acquireDataDirLock } from './lock';

/** The only module that knows whether PGlite or PostgreSQL is underneath (ARCHITECTURE.md, "Shape"). */
export type Schema = typeof schema;
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

export type DatabaseTarget =
  /** lockHeld: the caller holds the folder's lock (the child that prepares it for its parent, db/prepare.ts). */
  | { kind: 'pglite'; dataDir: string; lockHeld?: boolean }
  /** An in-memory PGlite started from a dumped data folder (tests). */
  | { kind: 'pglite-memory'; snapshot?: Blob }
  | { kind: 'postgres'; url: string; poolSize?: number };

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** PostgreSQL only: where it is, for what needs its own connection (LISTEN of the live events). */
  connectionString?: string;
  migrate(): Promise<void>;
  /** PGlite only: the data folder as a tarball, to start other databases from it. */
  dump(): Promise<Blob>;
  close(): Promise<void>;
}

const migrationsFolder = path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations');

export async function openDatabase(target: DatabaseTarget): Promise<Database> {
  if (target.kind === 'postgres') return openPostgres(target.url, target.poolSize ?? 10);
  let releaseLock = () => {};
  let client: PGlite;
  if (target.kind === 'pglite') {
    if (!target.lockHeld) releaseLock = acquireDataDirLock(target.dataDir);
    try {
      // 32 MB of buffers instead of PostgreSQL's 128 MB: the embedded server rests ≈ 120 MB lighter (issue 14 item 8),
      // and its pages are in the operating system's cache besides.
      client = await PGlite.create(path.join(target.dataDir, 'pglite'), { startParams: [...PGlite.defaultStartParams, '-c', 'shared_buffers=32MB'] });
    } catch (error) {
      releaseLock();
      throw error;
    }
  } else {
    // Test databases hold a few hundred rows: 16 MB of buffers instead of 128 MB takes ≈ 0.15 s of CPU off each start.
    const startParams = [...PGlite.defaultStartParams, '-c', 'shared_buffers=16MB'];
    client = await PGlite.create(target.snapshot ? { loadDataDir: target.snapshot, startParams } : { startParams });
  }
  const db = drizzlePglite({ client, schema }) as unknown as Db;
  return {
    db,
    kind: 'pglite',
    migrate: async () => {
      await migratePglite(db as never, { migrationsFolder });
      // PGlite runs no autovacuum, so without this its planner has no statistics and sorts whole tables for a page.
      await client.exec('ANALYZE');
    },
    dump: async () => (await client.dumpDataDir('none')) as Blob,
    close: async () => {
      await client.close();
      releaseLock();
    },
  };
}

async function openPostgres(url: string, poolSize: number): Promise<Database> {
  const pool = new pg.Pool({ connectionString: url, max: poolSize });
  const db = drizzlePg({ client: pool, schema }) as unknown as Db;
  return {
    db,
    kind: 'postgres',
    connectionString: url,
    migrate: async () => {
      // Several nodes may start at once: one migrates, the others wait on the advisory lock.
      const conn = await pool.connect();
      try {
        await conn.query('SELECT pg_advisory_lock(727001)');
        await migratePg(drizzlePg({ client: conn, schema }), { migrationsFolder });
      } finally {
        await conn.query('SELECT pg_advisory_unlock(727001)').catch(() => undefined);
        conn.release();
      }
    },
    dump: () => Promise.reject(new Error('dump is for PGlite only')),
    close: () => pool.end(),
  };
}

export async function ping(db: Db): Promise<void> {
  await db.execute(sql`select 1`);
}
