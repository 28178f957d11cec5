import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { sql } from 'drizzle-orm';
import type { Db } from '../client';
import { maintainStaleTables, maintenanceOf, watchEmbeddedStatistics, type TableActivity } from '../embedded-analyze';

const table = (t: Partial<TableActivity>): TableActivity => ({ table: 't', changed: 0, inserted: 0, dead: 0, tuples: 1_000, pagesThen: 10, pagesNow: 10, ...t });

describe("the embedded server's autovacuum thresholds", () => {
  it('analyzes past 50 changed rows + 10 %, vacuums past 50 dead + 20 % or 1,000 inserted + 20 %', () => {
    expect(maintenanceOf(table({ changed: 150 }))).toBeNull();
    expect(maintenanceOf(table({ changed: 151 }))).toBe('analyze');
    expect(maintenanceOf(table({ dead: 251 }))).toBe('vacuum');
    expect(maintenanceOf(table({ inserted: 1_201, changed: 1_201 }))).toBe('vacuum analyze');
    expect(maintenanceOf(table({ tuples: 0, pagesThen: 0, pagesNow: 0, changed: 51 }))).toBe('analyze');
  });

  it('counts a table never analyzed, or resized by more than 10 % since, as changed on a first pass (PGlite forgets its counts on close)', () => {
    expect(maintenanceOf(table({ tuples: -1, pagesThen: 0, pagesNow: 3 }), true)).toBe('vacuum analyze');
    expect(maintenanceOf(table({ tuples: 0, pagesThen: 0, pagesNow: 2 }), true)).toBe('vacuum analyze');
    expect(maintenanceOf(table({ pagesNow: 11 }), true)).toBeNull();
    expect(maintenanceOf(table({ pagesNow: 12 }), true)).toBe('vacuum analyze');
    expect(maintenanceOf(table({ pagesNow: 12 }))).toBeNull(); // later passes go by the counts
    expect(maintenanceOf(table({ tuples: 0, pagesThen: 0, pagesNow: 1 }), true)).toBe('vacuum analyze');
    expect(maintenanceOf(table({ tuples: -1, pagesThen: 0, pagesNow: 0 }), true)).toBeNull();
  });
});

// The second test starts from the rows the first left (one table, one PGlite start): they run in order even when a
// run shuffles its tests (`--sequence.shuffle`): in a shuffled order both failed.
describe('maintainStaleTables and its watch, on PGlite', { shuffle: false }, () => {
  let client: PGlite;
  let db: Db;
  const tuples = async () => Number(((await db.execute(sql`select reltuples from pg_class where relname = 'cars_t'`)) as unknown as { rows: { reltuples: number }[] }).rows[0]?.reltuples);

  beforeAll(async () => {
    // As the tests' databases start (client.ts): 16 MB of buffers start faster.
    client = await PGlite.create({ startParams: [...PGlite.defaultStartParams, '-c', 'shared_buffers=16MB'] });
    db = drizzle({ client }) as unknown as Db;
    await db.execute(sql`create table cars_t (id int primary key, name text)`);
  }, 60_000);
  afterAll(() => client.close());

  it('analyzes and vacuums what changed enough, once', { timeout: 30_000 }, async () => {
    await db.execute(sql`insert into cars_t select i, 'car ' || i from generate_series(1, 500) i`);
    expect(await maintainStaleTables(db, { uncounted: true })).toEqual(['vacuum analyze cars_t']);
    expect(await tuples()).toBe(500);
    expect(await maintainStaleTables(db)).toEqual([]);
    await db.execute(sql`update cars_t set name = name || '!' where id <= 100`);
    expect(await maintainStaleTables(db)).toEqual([]); // 100 changed: not past 50 + 10 % of 500
    await db.execute(sql`delete from cars_t where id > 400`);
    // 100 deleted past 50 + 10 % to analyze; with the 100 updated, 200 dead past 50 + 20 % to vacuum.
    expect(await maintainStaleTables(db)).toEqual(['vacuum analyze cars_t']);
    expect(await tuples()).toBe(400);
  });

  it('passes after its first delay, then on its timer until the server closes', async () => {
    const onClose: (() => Promise<void>)[] = [];
    const app = { log: { info: vi.fn(), error: vi.fn() }, addHook: (_name: string, hook: () => Promise<void>) => onClose.push(hook) };
    await db.execute(sql`insert into cars_t select i, 'car' from generate_series(1001, 1300) i`);
    watchEmbeddedStatistics(app as unknown as FastifyInstance, db, { firstAfterMs: 10, everyMs: 30 });
    await vi.waitFor(() => expect(app.log.info).toHaveBeenCalledWith({ done: ['analyze cars_t'] }, 'embedded statistics kept'), { timeout: 5_000 });
    await db.execute(sql`insert into cars_t select i, 'car' from generate_series(2001, 2300) i`);
    await vi.waitFor(async () => expect(await tuples()).toBe(1000), { timeout: 5_000 });
    await Promise.all(onClose.map((hook) => hook()));
    await db.execute(sql`insert into cars_t select i, 'car' from generate_series(3001, 3600) i`);
    await new Promise((resolve) => setTimeout(resolve, 150));
    expect(await tuples()).toBe(1000);
    expect(app.log.error).not.toHaveBeenCalled();
  }, 30_000);
});
