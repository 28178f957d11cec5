import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Db } from './client';
import { inSystemScope } from './scope';

/** How often the embedded server looks for tables whose statistics went stale (autovacuum's naptime is 1 minute). */
export const ANALYZE_EVERY_MS = 5 * 60_000;

/** One table as pg_stat_user_tables and pg_class see it. */
export type TableActivity = {
  table: string;
  /** Rows written since the last ANALYZE, as this process counted them (PGlite keeps no counts across a restart). */
  changed: number;
  /** Rows inserted since the last VACUUM, and dead rows, in this process. */
  inserted: number;
  dead: number;
  /** The catalog's row count and size at the last ANALYZE or VACUUM (reltuples -1: never). */
  tuples: number;
  pagesThen: number;
  /** The table's size now, in pages. */
  pagesNow: number;
};

/**
 * What PostgreSQL's autovacuum would do to a table now, by its default thresholds: ANALYZE past 50 changed rows + 10 %
 * of the table, VACUUM past 50 dead rows + 20 %, or 1,000 inserted + 20 % (which sets the visibility map: an index-only
 * scan, as the cars page's OFFSET walk, then reads no table page). PGlite forgets its counts when it closes, so on a
 * process's first pass (`uncounted`) a table never analyzed, or whose size moved by more than 10 % since its last
 * analyze, counts as changed too: what a previous run wrote is caught at the next start (and vacuumed too: its inserts
 * and dead rows went uncounted).
 */
export function maintenanceOf(t: TableActivity, uncounted = false): 'analyze' | 'vacuum analyze' | 'vacuum' | null {
  const rows = Math.max(t.tuples, 0);
  const moved = Math.abs(t.pagesNow - t.pagesThen);
  const resized = uncounted && t.pagesNow > 0 && (t.tuples < 0 || (moved >= 1 && moved > 0.1 * t.pagesThen));
  const analyze = resized || t.changed > 50 + 0.1 * rows;
  const vacuum = resized || t.dead > 50 + 0.2 * rows || t.inserted > 1_000 + 0.2 * rows;
  if (analyze && vacuum) return 'vacuum analyze';
  return analyze ? 'analyze' : vacuum ? 'vacuum' : null;
}

const quoted = (name: string) => `"${name.replaceAll('"', '""')}"`;

/**
 * One pass of the embedded server's own autovacuum (PGlite runs none, and its planner without statistics sorts a
 * whole table for a page, docs/performance.md session 18): the tables autovacuum would analyze or vacuum now, each
 * done in turn; `uncounted`: this process's first (maintenanceOf). Answers what it did, as `<command> <table>`.
 */
export function maintainStaleTables(db: Db, { uncounted = false } = {}): Promise<string[]> {
  // The statistics views and VACUUM are no unit's: the system scope `statistics` (decision 024).
  return inSystemScope('statistics', () => maintainNow(db, uncounted));
}

async function maintainNow(db: Db, uncounted: boolean): Promise<string[]> {
  // The counts reach the statistics view when the backend flushes them, at most once a second: now.
  await db.execute(sql`select pg_stat_force_next_flush()`);
  const found = await db.execute(sql`
    select s.relname as "table", s.n_mod_since_analyze as changed, s.n_ins_since_vacuum as inserted, s.n_dead_tup as dead,
      c.reltuples as tuples, c.relpages as "pagesThen", pg_relation_size(c.oid) / current_setting('block_size')::int as "pagesNow"
    from pg_stat_user_tables s join pg_class c on c.oid = s.relid
    where s.schemaname = current_schema() and c.relkind = 'r'
    order by s.relname`);
  const done: string[] = [];
  for (const row of (found as unknown as { rows: Record<keyof TableActivity, string | number>[] }).rows) {
    const t = Object.fromEntries(Object.entries(row).map(([k, v]) => [k, k === 'table' ? v : Number(v)])) as TableActivity;
    const command = maintenanceOf(t, uncounted);
    if (!command) continue;
    await db.execute(sql.raw(`${command === 'vacuum analyze' ? 'vacuum (analyze)' : command} ${quoted(t.table)}`));
    done.push(`${command} ${t.table}`);
  }
  return done;
}

/**
 * The embedded server's statistics kept as autovacuum keeps PostgreSQL's: a pass a minute after start (what a previous
 * run wrote, whose counts PGlite forgot; a folder just prepared was passed over by its preparing child), then one
 * every ANALYZE_EVERY_MS. A start pays nothing (an end-to-end suite's servers rarely live a minute); the timer is
 * unref'd, so it never holds the process open, and cleared when the server closes, which waits for a pass under way.
 * A failed pass is logged and the next one tries again.
 */
export function watchEmbeddedStatistics(app: FastifyInstance, db: Db, { firstAfterMs = 60_000, everyMs = ANALYZE_EVERY_MS } = {}): void {
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<unknown> | undefined;
  let closed = false;
  let passes = 0;
  const pass = () =>
    maintainStaleTables(db, { uncounted: passes++ === 0 }).then(
      (done) => done.length && app.log.info({ done }, 'embedded statistics kept'),
      (error: unknown) => app.log.error({ err: error }, 'embedded statistics pass failed'),
    );
  const after = (ms: number) => {
    timer = setTimeout(() => {
      running = pass().then(() => !closed && after(everyMs));
    }, ms);
    timer.unref();
  };
  after(firstAfterMs);
  app.addHook('onClose', async () => {
    closed = true;
    clearTimeout(timer);
    // A pass under way finishes before the database it works on is closed.
    await running;
  });
}
