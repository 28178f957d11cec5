import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database, Db } from '../client';
import { inNoScope, inSystemScope, inTenantScope } from '../scope';
import { openTestDatabase } from '../../testing/test-database';

/*
 * Isolation the database enforces (issue 15 build item 2; docs/decisions/024-row-level-security.md).
 *
 * Which database enforces what:
 * - PostgreSQL: the server connects as zhuyun_app (no superuser, NOBYPASSRLS, owns nothing); every statement runs in
 *   its caller's scope (db/scope.ts) — a query that forgets its company_id filter still sees only its unit's rows.
 * - PGlite: the same migration installs the same policies, and they hold under a non-superuser role (SET ROLE, tested
 *   below); the embedded server itself runs as PGlite's superuser, which row-level security does not bind, so there
 *   the application's company filter is the one layer.
 */
const onPostgres = process.env.TEST_DB === 'postgres';

type Row = Record<string, unknown>;
const rows = async (db: Db, query: ReturnType<typeof sql>) => ((await db.execute(query)) as unknown as { rows: Row[] }).rows;

/** The SQLSTATE of a refusal, through drizzle's wrapping. */
function sqlState(error: unknown): string | undefined {
  for (let e = error as { code?: string; cause?: unknown } | undefined; e; e = e.cause as typeof e) if (typeof e.code === 'string') return e.code;
  return undefined;
}

async function refusal(run: () => Promise<unknown>): Promise<string | undefined> {
  try {
    await run();
  } catch (error) {
    return sqlState(error);
  }
  return 'accepted';
}

/** Two units with a department each, written by the owner (tests' fixtures go around the policies). */
async function twoUnits(owner: Db) {
  const units = [randomUUID(), randomUUID()] as const;
  for (const [i, id] of units.entries()) {
    await owner.execute(sql`insert into companies (company_id, company_name, platform_name, login_name) values (${id}, ${`RLS 单位 ${i}`}, 'p', 'l')`);
    await owner.execute(sql`insert into departments (company_id, dept_id, dept_type, dept_name) values (${id}, ${randomUUID()}, 1, ${`RLS 部门 ${i}`})`);
  }
  return units;
}

describe.skipIf(!onPostgres)('row-level security on PostgreSQL: the app role and the scopes', () => {
  let database: Database;
  let db: Db;
  let a: string;
  let b: string;

  beforeAll(async () => {
    database = (await openTestDatabase()).database;
    db = database.db;
    [a, b] = await twoUnits(database.ownerDb);
  });
  afterAll(async () => database?.close());

  it('covers every table holding a company_id (but the directory of units) with forced policies', async () => {
    const missing = await rows(
      database.ownerDb,
      sql`select c.relname from pg_class c join pg_namespace n on n.oid = c.relnamespace
          join pg_attribute a on a.attrelid = c.oid and a.attname = 'company_id' and not a.attisdropped
          where n.nspname = current_schema() and c.relkind in ('r', 'p') and c.relname <> 'companies'
            and not (c.relrowsecurity and c.relforcerowsecurity
              and (select count(*) from pg_policy p where p.polrelid = c.oid and p.polname in ('tenant_isolation', 'system_scope')) = 2)`,
    );
    expect(missing).toEqual([]);
    const [{ n }] = (await rows(database.ownerDb, sql`select count(*)::int as n from pg_class where relrowsecurity and relforcerowsecurity`)) as [{ n: number }];
    expect(n).toBeGreaterThan(100);
  });

  it('connects the server as a role that is no superuser, cannot bypass the policies and owns nothing', async () => {
    const [me] = await rows(
      db,
      sql`select current_user as role, r.rolsuper, r.rolbypassrls,
            (select count(*)::int from pg_class c where c.relowner = r.oid) as owned
          from pg_roles r where r.rolname = current_user`,
    );
    expect(me).toEqual({ role: 'zhuyun_app', rolsuper: false, rolbypassrls: false, owned: 0 });
  });

  it('a query that forgets its company_id filter still returns nothing of another unit', async () => {
    await inTenantScope(a, async () => {
      const seen = await rows(db, sql`select distinct company_id from departments`);
      expect(seen).toEqual([{ company_id: a }]);
      expect(await rows(db, sql`select dept_name from departments where company_id = ${b}`)).toEqual([]);
      // Nor through a join on the directory of units, which itself is not tenant data.
      expect(await rows(db, sql`select d.dept_name from companies c join departments d on d.company_id = c.company_id where c.company_id = ${b}`)).toEqual([]);
    });
  });

  it('refuses to write another unit’s rows: an insert fails, an update or delete touches nothing', async () => {
    await inTenantScope(a, async () => {
      expect(await refusal(() => db.execute(sql`insert into departments (company_id, dept_id, dept_type, dept_name) values (${b}, ${randomUUID()}, 2, 'x')`))).toBe('42501');
      expect(await refusal(() => db.execute(sql`update departments set company_id = ${b} where company_id = ${a}`))).toBe('42501');
      const updated = (await db.execute(sql`update departments set dept_name = 'taken' where company_id = ${b}`)) as unknown as { rowCount: number };
      expect(updated.rowCount).toBe(0);
      const deleted = (await db.execute(sql`delete from departments where company_id = ${b}`)) as unknown as { rowCount: number };
      expect(deleted.rowCount).toBe(0);
    });
    const [kept] = await rows(database.ownerDb, sql`select dept_name from departments where company_id = ${b}`);
    expect(kept).toEqual({ dept_name: 'RLS 部门 1' });
  });

  it('holds inside a transaction too (the scope set with the begin, for that transaction only)', async () => {
    const seen = await inTenantScope(b, () => db.transaction(async (tx) => rows(tx as unknown as Db, sql`select distinct company_id from departments`)));
    expect(seen).toEqual([{ company_id: b }]);
    await inTenantScope(b, async () => {
      const code = await refusal(() =>
        db.transaction(async (tx) => {
          await tx.execute(sql`insert into departments (company_id, dept_id, dept_type, dept_name) values (${a}, ${randomUUID()}, 2, 'x')`);
        }),
      );
      expect(code).toBe('42501');
    });
  });

  it('shows nothing outside any scope, and everything only in a named system scope', async () => {
    await inNoScope(async () => {
      expect(await rows(db, sql`select dept_name from departments`)).toEqual([]);
      expect(await refusal(() => db.execute(sql`insert into departments (company_id, dept_id, dept_type, dept_name) values (${a}, ${randomUUID()}, 2, 'x')`))).toBe('42501');
    });
    const all = await inSystemScope('rls-test', () => rows(db, sql`select distinct company_id from departments where company_id in (${a}, ${b})`));
    expect(all.map((r) => r.company_id).sort()).toEqual([a, b].sort());
  });

  it('keeps each caller in its own scope when units share the pool at once', async () => {
    const look = (unit: string) => inTenantScope(unit, () => rows(db, sql`select distinct company_id from departments`));
    const answers = await Promise.all(Array.from({ length: 24 }, (_, i) => (i % 3 === 2 ? inNoScope(() => rows(db, sql`select distinct company_id from departments`)) : look(i % 2 ? a : b))));
    answers.forEach((answer, i) => expect(answer).toEqual(i % 3 === 2 ? [] : [{ company_id: i % 2 ? a : b }]));
  });
});

describe.skipIf(onPostgres)('row-level security on PGlite: the same policies, under a non-superuser role', () => {
  let database: Database;
  let a: string;
  let b: string;
  const set = (companyId: string, systemScope = '') =>
    database.db.execute(sql`select set_config('app.company_id', ${companyId}, false), set_config('app.system_scope', ${systemScope}, false)`);

  beforeAll(async () => {
    database = (await openTestDatabase()).database;
    [a, b] = await twoUnits(database.db);
    await database.db.execute(sql.raw(`DO $$ BEGIN
      IF NOT EXISTS (SELECT FROM pg_roles WHERE rolname = 'zhuyun_app') THEN CREATE ROLE zhuyun_app NOSUPERUSER NOBYPASSRLS; END IF;
    END $$`));
    await database.db.execute(sql.raw('GRANT USAGE ON SCHEMA public TO zhuyun_app'));
    await database.db.execute(sql.raw('GRANT SELECT, INSERT, UPDATE, DELETE ON ALL TABLES IN SCHEMA public TO zhuyun_app'));
  }, 180_000);
  afterAll(async () => database?.close());

  it('the embedded server runs as the superuser, which the policies do not bind (the application filter is its one layer)', async () => {
    const [me] = await rows(database.db, sql`select current_setting('is_superuser') as su`);
    expect(me).toEqual({ su: 'on' });
    expect((await rows(database.db, sql`select distinct company_id from departments where company_id in (${a}, ${b})`)).length).toBe(2);
  });

  it('under SET ROLE zhuyun_app: a forgotten filter sees one unit, a foreign insert is refused, no scope sees nothing', async () => {
    await database.db.execute(sql.raw('SET ROLE zhuyun_app'));
    try {
      await set(a);
      expect(await rows(database.db, sql`select distinct company_id from departments`)).toEqual([{ company_id: a }]);
      expect(await rows(database.db, sql`select dept_name from departments where company_id = ${b}`)).toEqual([]);
      expect(await refusal(() => database.db.execute(sql`insert into departments (company_id, dept_id, dept_type, dept_name) values (${b}, ${randomUUID()}, 2, 'x')`))).toBe('42501');
      await set('');
      expect(await rows(database.db, sql`select dept_name from departments`)).toEqual([]);
      await set('', 'rls-test');
      expect((await rows(database.db, sql`select distinct company_id from departments where company_id in (${a}, ${b})`)).length).toBe(2);
    } finally {
      await database.db.execute(sql.raw('RESET ROLE'));
      await set('');
    }
  });
});
