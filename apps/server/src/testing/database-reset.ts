import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';

/**
 * Puts a test database back to the state it was opened in (migrated, reference data, demo tenant) without opening a
 * new one: the API suite's files reuse one database per worker instead of unpacking the snapshot or copying the
 * template for each file (issue 14 item 7).
 *
 * `prepareReset` runs once on a freshly opened database: it copies every table of `public` into the schema `zy_test`
 * and puts a statement trigger on each that notes the table as written. `resetDatabase` then restores only the noted
 * tables from their copies, with triggers and foreign keys off while it does (session_replication_role = replica, so
 * the dashboard's rollup triggers and ON DELETE actions do not run twice), and sets every sequence back. What a test
 * file sees is the same rows, keys and sequence values as a new database; one call, a few milliseconds when a file
 * wrote to a handful of tables.
 *
 * Both take the owner's handle: on PostgreSQL the server's role sees no row outside its tenant (row-level security),
 * may not create schemas, and may not set session_replication_role.
 */
const setup = [
  `CREATE SCHEMA zy_test`,
  // No key on purpose: a unique check would make concurrent transactions that write the same table wait on each other
  // (and two that write two tables in opposite order deadlock), which the app's own statements never do.
  `CREATE TABLE zy_test.dirty (name text NOT NULL)`,
  `CREATE TABLE zy_test.tables (name text PRIMARY KEY, cols text NOT NULL)`,
  `CREATE TABLE zy_test.sequences (name text PRIMARY KEY, value bigint NOT NULL, called boolean NOT NULL)`,
  // SECURITY DEFINER: on PostgreSQL the writes come from the server's own role, which has no rights on zy_test.
  `CREATE FUNCTION zy_test.mark_dirty() RETURNS trigger LANGUAGE plpgsql SECURITY DEFINER SET search_path = pg_catalog AS $$
   BEGIN
     INSERT INTO zy_test.dirty SELECT TG_TABLE_NAME WHERE NOT EXISTS (SELECT FROM zy_test.dirty WHERE name = TG_TABLE_NAME);
     RETURN NULL;
   END $$`,
  `DO $$
   DECLARE t record;
   BEGIN
     FOR t IN
       SELECT c.relname AS name FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
       WHERE n.nspname = 'public' AND c.relkind = 'r'
     LOOP
       -- Generated columns are computed again on insert; identity columns are copied (OVERRIDING SYSTEM VALUE).
       INSERT INTO zy_test.tables
         SELECT t.name, string_agg(quote_ident(column_name), ', ' ORDER BY ordinal_position)
         FROM information_schema.columns
         WHERE table_schema = 'public' AND table_name = t.name AND is_generated = 'NEVER';
       EXECUTE format('CREATE TABLE zy_test.%I AS TABLE public.%I', t.name, t.name);
       EXECUTE format('CREATE TRIGGER zy_test_dirty AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON public.%I '
                      'FOR EACH STATEMENT EXECUTE FUNCTION zy_test.mark_dirty()', t.name);
     END LOOP;
     INSERT INTO zy_test.sequences
       SELECT format('%I.%I', schemaname, sequencename), COALESCE(last_value, start_value), last_value IS NOT NULL
       FROM pg_sequences WHERE schemaname = 'public';
   END $$`,
  `CREATE FUNCTION zy_test.reset() RETURNS integer LANGUAGE plpgsql AS $$
   DECLARE
     d record;
     s record;
     restored integer := 0;
   BEGIN
     PERFORM set_config('session_replication_role', 'replica', true);
     FOR d IN SELECT t.name, t.cols FROM zy_test.tables t WHERE t.name IN (SELECT name FROM zy_test.dirty) LOOP
       EXECUTE format('DELETE FROM public.%I', d.name);
       EXECUTE format('INSERT INTO public.%I (%s) OVERRIDING SYSTEM VALUE SELECT %s FROM zy_test.%I', d.name, d.cols, d.cols, d.name);
       restored := restored + 1;
     END LOOP;
     DELETE FROM zy_test.dirty;
     FOR s IN SELECT * FROM zy_test.sequences LOOP
       PERFORM setval(s.name, s.value, s.called);
     END LOOP;
     PERFORM set_config('session_replication_role', 'origin', true);
     RETURN restored;
   END $$`,
];

/**
 * Reuse is the default; TEST_DB_REUSE=0 gives every file a new database again (release() then closes it), to tell a
 * leak between files from a failure of the file's own. Then no database is prepared for a reset either.
 */
export const reuseDatabases = process.env.TEST_DB_REUSE !== '0';

export async function prepareReset(db: Db): Promise<void> {
  for (const statement of setup) await db.execute(sql.raw(statement));
}

/** Restores what the last user of the database wrote; answers how many tables it restored. */
export async function resetDatabase(db: Db): Promise<number> {
  const result = (await db.execute(sql.raw('SELECT zy_test.reset() AS restored'))) as unknown as { rows: { restored: number }[] };
  return Number(result.rows[0]?.restored ?? 0);
}
