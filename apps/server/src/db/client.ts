import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import * as schema from './schema';
import { acquireDataDirLock } from './lock';
import { ScopedPool, ensureAppRole, appUrlOf } from './scoped-pool';
import { inSystemScope } from './scope';
import { serverSrcDir } from '../platform/runtime-paths';

/** The only module that knows whether PGlite or PostgreSQL is underneath (ARCHITECTURE.md, "Shape"). */
// Without the schema's type: no code uses drizzle's relational queries (`db.query.…`), and checking the schema's
// relations against drizzle's constraint was the type check's largest single cost (≈ 270,000 of 3.68 million
// instantiations, tsc --generateTrace). The schema is still handed to drizzle at run time.
export type Db = PgDatabase<PgQueryResultHKT>;
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

export type DatabaseTarget =
  /** lockHeld: the caller holds the folder's lock (the child that prepares it for its parent, db/prepare.ts). */
  | { kind: 'pglite'; dataDir: string; lockHeld?: boolean }
  /** An in-memory PGlite started from a dumped data folder (tests). */
  | { kind: 'pglite-memory'; snapshot?: Blob }
  /**
   * url: the owner's (migrations). appUrl: the server's own login, a role that owns nothing and cannot bypass row-level
   * security; by default the same address with the user zhuyun_app (docs/decisions/024-row-level-security.md).
   */
  | { kind: 'postgres'; url: string; appUrl?: string; poolSize?: number };

export interface Database {
  /** The server's handle: on PostgreSQL the app role's pool, every statement in the scope of db/scope.ts. */
  db: Db;
  /**
   * The owner's handle (on PGlite the same as db): what migrates, and what tests use for their own fixtures and
   * checks. On PostgreSQL the owner is under the forced policies too unless it is a superuser (as in CI).
   */
  ownerDb: Db;
  kind: 'pglite' | 'postgres';
  /** PostgreSQL only: where it is, as the owner (what a second node of a test opens). */
  connectionString?: string;
  /** PostgreSQL only: the server's own login, for what needs its own connection (LISTEN of the live events). */
  appConnectionString?: string;
  migrate(): Promise<void>;
  /** PGlite only: the data folder as a tarball, to start other databases from it. */
  dump(): Promise<Blob>;
  close(): Promise<void>;
}

const migrationsFolder = path.join(serverSrcDir, 'db/migrations');

export async function openDatabase(target: DatabaseTarget): Promise<Database> {
  if (target.kind === 'postgres') return openPostgres(target.url, target.appUrl ?? appUrlOf(target.url), target.poolSize ?? 10);
  let releaseLock = () => {};
  let client: PGlite;
  if (target.kind === 'pglite') {
    if (!target.lockHeld) releaseLock = acquireDataDirLock(target.dataDir);
    try {
      // 16 MB of buffers instead of PostgreSQL's 128 MB: PGlite touches its whole buffer pool at start, so every MB
      // here is a MB of the server's resting memory (issue 14 item 8). The cars page's relations are 2.5 MB of the
      // bench database's 22 MB; what does not fit is in the operating system's cache (docs/performance.md, session 20).
      client = await PGlite.create(path.join(target.dataDir, 'pglite'), { startParams: [...PGlite.defaultStartParams, '-c', 'shared_buffers=16MB'] });
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
    ownerDb: db,
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

async function openPostgres(url: string, appUrl: string, poolSize: number): Promise<Database> {
  const pool = new ScopedPool({ connectionString: appUrl, max: poolSize });
  // The owner's pool is opened on first use: a server that finds its database migrated never holds one.
  let ownerPool: ScopedPool | null = null;
  const owner = () => (ownerPool ??= new ScopedPool({ connectionString: url, max: 2 }));
  const db = drizzlePg({ client: pool, schema }) as unknown as Db;
  let ownerDb: Db | null = null;
  return {
    db,
    get ownerDb() {
      return (ownerDb ??= drizzlePg({ client: owner(), schema }) as unknown as Db);
    },
    kind: 'postgres',
    connectionString: url,
    appConnectionString: appUrl,
    migrate: () => inSystemScope('migrations', async () => {
      // Several nodes may start at once: one migrates, the others wait on the advisory lock.
      const conn = await owner().connect();
      try {
        await conn.query('SELECT pg_advisory_lock(727001)');
        await migratePg(drizzlePg({ client: conn, schema }), { migrationsFolder });
        // The server's role: created if missing (a trust-authenticated CI or development cluster), granted the rows.
        await ensureAppRole(conn, new URL(appUrl).username);
      } finally {
        await conn.query('SELECT pg_advisory_unlock(727001)').catch(() => undefined);
        conn.release();
      }
    }),
    dump: () => Promise.reject(new Error('dump is for PGlite only')),
    close: async () => {
      await pool.end();
      await ownerPool?.end();
    },
  };
}

export async function ping(db: Db): Promise<void> {
  await db.execute(sql`select 1`);
}
