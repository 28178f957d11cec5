import { Placeholder, and, asc, count, desc, eq, gte, ilike, lte, or, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import type { ResourceQueryOf, ResourceRowOf, ResourceValuesOf, car } from '@zhuyun/contracts';
import type { Db } from '../../db/client';
import { carPageRows, carTrackPoints, carTypes, cars, tenantRowCounts } from '../../db/schema';
import type { PageWindow } from '../../platform/paging';
import { fixedLimit, likePattern } from '../../platform/query-helpers';
import { pgliteOf, simpleQueryOf } from '../../platform/pglite-simple-query';
import { preparedBySize } from '../../platform/prepared-by-size';
import { RawJsonList } from '../../platform/http/raw-json';
import type { ResourceRepo } from '../../platform/resource/resource-repo';
import { orderByRequest } from '../../platform/sorting';

/** The device kind of a car's GPS unit in device_keys. */
export const GPS = 'gps';
export const DEFAULT_CAR_TYPES = ['平板运输车', '半挂运输车', '随车吊', '自卸车'];
const sortColumns = { created_at: cars.created_at, car_num: cars.car_num, leader: cars.leader };

type CarResource = typeof car.carResource;
export type CarValues = ResourceValuesOf<CarResource>;
type CarRow = ResourceRowOf<CarResource>;

/** What the plain page (no filter, the default order) binds on each call: its statement is built and prepared once per page size. */
const param = { companyId: sql.placeholder('companyId'), offset: sql.placeholder('offset') };

type OrderColumns = Record<'created_at' | 'car_num' | 'leader' | 'car_id', AnyColumn>;

/**
 * One page of cars (the list's SQL, whichever path runs it). The page's ids first (in the default order from the
 * (company_id, created_at, car_id) index, only: OFFSET skips index entries, and reads no table page), then each car's
 * row as car_page_rows keeps it (migration 0028): the answer's own JSON object, written by triggers whenever the car,
 * its type, its GPS key or its newest track point changed, with timestamps already in `toISOString`'s form. The page
 * had joined those four tables and written each row with row_to_json and two to_char on every call: ≈ 57 % of the
 * statement's PostgreSQL CPU (issue 14 item 8, docs/performance.md session 18). The text, all ASCII (migration 0029),
 * goes out as it is (raw-json.ts). A car whose kept row is missing (none should be) is written there and then by the same function.
 * The plain page (plainPage below) reads the kept rows as one range instead.
 */
function carPage(
  db: Db,
  companyId: string | Placeholder,
  where: SQL | undefined,
  sorted: (columns: OrderColumns) => SQL[],
  window: { limit: number | Placeholder; offset: number | Placeholder },
) {
  const ids = db.$with('ids').as(
    db
      .select({ id: cars.car_id, created_at: cars.created_at, car_num: cars.car_num, leader: cars.leader })
      .from(cars)
      .where(where)
      .orderBy(...sorted({ ...sortColumns, car_id: cars.car_id }))
      .limit(window.limit)
      .offset(window.offset),
  );
  const kept = db
    .select({ row: carPageRows.row })
    .from(carPageRows)
    .where(and(eq(carPageRows.company_id, companyId), eq(carPageRows.car_id, ids.id)));
  const row = sql<string>`coalesce((${kept}), car_page_row(${companyId}, ${ids.id}))`;
  return db
    .with(ids)
    .select({ row: row.as('row') })
    .from(ids)
    .orderBy(...sorted({ created_at: ids.created_at, car_num: ids.car_num, leader: ids.leader, car_id: ids.id }));
}

/** Unfiltered, the total is the company's kept count (migration 0013), not a count of its rows on every page. */
const keptCount = (db: Db, companyId: string | Placeholder) =>
  db
    .select({ n: tenantRowCounts.n })
    .from(tenantRowCounts)
    .where(and(eq(tenantRowCounts.company_id, companyId), eq(tenantRowCounts.table_name, 'cars')));

const defaultOrder = (columns: OrderColumns) => [desc(columns.created_at), desc(columns.car_id)];

/**
 * The plain page (no filter, the default order): its first car's key found by the same index-only OFFSET walk of cars'
 * (company_id, created_at, car_id) index, then its rows as one range of car_page_rows' index in the same order
 * (migration 0030 keeps each car's created_at beside its row). Twenty correlated look-ups of the kept row, each an
 * index descent and a sub-plan's restart, had cost ≈ 25 µs of the statement's ≈ 145 µs of backend CPU (issue 14
 * item 8 (b), docs/performance.md session 21). The walk stays on cars, whose pages GPS uploads do not touch (every
 * upload rewrites a car's kept row, which would make the walk visit the heap). The rows in the range are the
 * window's cars because every car has its kept row, written by the same statement that wrote the car (0028's
 * triggers; the API test of the kept rows checks none is missing); a filter or a chosen order reads them per car.
 */
function plainPage(db: Db, companyId: string | Placeholder, offset: number | Placeholder, size: number) {
  const start = db
    .select({ created_at: cars.created_at, car_id: cars.car_id })
    .from(cars)
    .where(eq(cars.company_id, companyId))
    .orderBy(...defaultOrder({ ...sortColumns, car_id: cars.car_id }))
    .limit(fixedLimit(1)) // in the text, as the page's own: the generic plan knows it walks for one key
    .offset(offset);
  const total = sql<number | string | null>`(${keptCount(db, companyId)})`;
  return db
    .select({ row: carPageRows.row, total: total.as('total') })
    .from(carPageRows)
    .where(and(eq(carPageRows.company_id, companyId), sql`(${carPageRows.created_at}, ${carPageRows.car_id}) <= (${start})`))
    .orderBy(desc(carPageRows.created_at), desc(carPageRows.car_id))
    .limit(fixedLimit(size));
}

/** A page's row as the statement answers it: the row's JSON text, and the total when asked for. */
type PageRow = { row: string; total: number | string | null };

/**
 * The plain page of one size as a named prepared statement (on PostgreSQL prepared once per connection). Its rows are
 * taken as the driver gives them (arrays of the two columns), not through drizzle's mapping of each selected field,
 * whose entity checks (`is()` up the prototype chain, three times per value) on the page's 40 values were ≈ 5 % of
 * the cars page's server CPU in a profile of (b) (issue 14 item 8). The SQL, its placeholders and the statement's
 * name are drizzle's; the driver runs it directly.
 */
function preparePlainPage(db: Db, size: number) {
  const query = plainPage(db, param.companyId, param.offset, size).toSQL();
  const pglite = pgliteOf(db);
  if (pglite) {
    // On PGlite one simple query, not the extended protocol's round trips (pglite-simple-query.ts).
    const run = simpleQueryOf(pglite, query);
    return { execute: async (values: { companyId: string; offset: number }) => (await run(values)) as PageRow[] };
  }
  // On PostgreSQL straight to the pool (the server's ScopedPool: the caller's scope as for any statement), not through
  // drizzle's prepared query, whose execute adds four promises (span, cache and driver wrappers) to the page's one
  // statement. The same text and name drizzle would send, values in its order, rows as arrays.
  const pool = (db as unknown as { $client: { query(config: object, values: unknown[]): Promise<{ rows: [string, PageRow['total']][] }> } }).$client;
  const config = { name: `car_page_${size}`, text: query.sql, rowMode: 'array' };
  return {
    execute: async (values: { companyId: string; offset: number }) => {
      const params = query.params.map((p) => (p instanceof Placeholder ? values[p.name as keyof typeof values] : p));
      const { rows } = await pool.query(config, params);
      return rows.map((r): PageRow => ({ row: r[0], total: r[1] }));
    },
  };
}

/**
 * Tenant-scoped cars, their types and tracks; the GPS upload finds its car through the device key. The list is
 * hand-written SQL: it reads each car's row as triggers keep it (car_page_rows, migration 0028), the plain page as
 * one range of them (migration 0030).
 *
 * The plain page — no filter, the default order, what the cars page opens with and pages through — is one statement
 * per page size, built once and prepared, its LIMIT in its text (fixedLimit): no SQL building per call, and on
 * PostgreSQL no parse and, after five calls, no planning per call (its generic plan). The kept count is a column of
 * it; only an empty page (past the end) asks for the count on its own. A filter or a chosen order builds the same SQL
 * per call, and counts what it filters.
 */
export class CarRepo implements ResourceRepo<CarRow, CarValues, ResourceQueryOf<CarResource>, RawJsonList<CarRow>> {
  /** The prepared plain page of a page size (the first eight sizes asked for; others build their SQL per call). */
  private readonly plainPage;
  private readonly plainTotal;

  constructor(private readonly db: Db) {
    this.plainTotal = keptCount(db, param.companyId).prepare('car_page_total');
    this.plainPage = preparedBySize((size) => preparePlainPage(db, size));
  }

  async page(companyId: string, q: ResourceQueryOf<CarResource>, window: PageWindow): Promise<{ rows: RawJsonList<CarRow>; total: number }> {
    const filtered = Boolean(q.car_type || q.search);
    let found: { row: string }[];
    let total: number;
    const plain = !filtered && !q.sort_field ? this.plainPage(window.limit) : undefined;
    if (plain) {
      const rows = await plain.execute({ companyId, offset: window.offset });
      total = Number(rows[0] ? rows[0].total : ((await this.plainTotal.execute({ companyId }))[0]?.n ?? 0));
      found = rows;
    } else {
      const where = and(
        eq(cars.company_id, companyId),
        q.car_type ? eq(cars.car_type, q.car_type) : undefined,
        q.search ? or(ilike(cars.car_num, likePattern(q.search)), ilike(cars.leader, likePattern(q.search)), ilike(cars.gps_num, likePattern(q.search))) : undefined,
      );
      const sorted = (columns: OrderColumns) => orderByRequest(columns, q.sort_field, q.sort_order, defaultOrder(columns));
      const [rows, [counted]] = await Promise.all([
        carPage(this.db, companyId, where, sorted, window),
        filtered ? this.db.select({ n: count() }).from(cars).where(where) : keptCount(this.db, companyId),
      ]);
      found = rows;
      total = Number(counted?.n ?? 0);
    }
    return { rows: new RawJsonList<CarRow>(found.map((r) => r.row)), total };
  }

  async insert(companyId: string, carId: string, values: CarValues): Promise<void> {
    await this.db.insert(cars).values({ ...values, company_id: companyId, car_id: carId });
  }

  async update(companyId: string, carId: string, values: CarValues): Promise<boolean> {
    const done = await this.db
      .update(cars)
      .set({ ...values, updated_at: new Date() })
      .where(and(eq(cars.company_id, companyId), eq(cars.car_id, carId)))
      .returning({ id: cars.car_id });
    return done.length > 0;
  }

  async delete(companyId: string, carId: string): Promise<boolean> {
    const done = await this.db
      .delete(cars)
      .where(and(eq(cars.company_id, companyId), eq(cars.car_id, carId)))
      .returning({ id: cars.car_id });
    return done.length > 0;
  }

  /** The stored car, for the audit trail's digests of before and after a write. */
  async state(companyId: string, carId: string) {
    const [row] = await this.db.select().from(cars).where(and(eq(cars.company_id, companyId), eq(cars.car_id, carId)));
    return row ?? null;
  }

  async exists(companyId: string, carId: string): Promise<boolean> {
    const [found] = await this.db.select({ id: cars.car_id }).from(cars).where(and(eq(cars.company_id, companyId), eq(cars.car_id, carId)));
    return Boolean(found);
  }

  /** The company's car types; a company that has none gets the standard ones on first use. */
  async types(companyId: string) {
    const read = () =>
      this.db
        .select({ car_type: carTypes.car_type, car_type_name: carTypes.car_type_name })
        .from(carTypes)
        .where(eq(carTypes.company_id, companyId))
        .orderBy(asc(carTypes.sort), asc(carTypes.car_type_name));
    const found = await read();
    if (found.length) return found;
    await this.db
      .insert(carTypes)
      .values(DEFAULT_CAR_TYPES.map((name, sort) => ({ company_id: companyId, car_type: crypto.randomUUID(), car_type_name: name, sort })))
      .onConflictDoNothing();
    return read();
  }

  async typeExists(companyId: string, carType: string): Promise<boolean> {
    const [found] = await this.db
      .select({ id: carTypes.car_type })
      .from(carTypes)
      .where(and(eq(carTypes.company_id, companyId), eq(carTypes.car_type, carType)));
    return Boolean(found);
  }

  async track(companyId: string, carId: string, from: Date, to: Date) {
    const rows = await this.db
      .select({ lon: carTrackPoints.lon, lat: carTrackPoints.lat, recorded_at: carTrackPoints.recorded_at, speed: carTrackPoints.speed })
      .from(carTrackPoints)
      .where(
        and(
          eq(carTrackPoints.company_id, companyId),
          eq(carTrackPoints.car_id, carId),
          gte(carTrackPoints.recorded_at, from),
          lte(carTrackPoints.recorded_at, to),
        ),
      )
      .orderBy(asc(carTrackPoints.recorded_at))
      .limit(10_000);
    return rows.map((r) => ({ ...r, recorded_at: r.recorded_at.toISOString() }));
  }


  async addPoints(companyId: string, carId: string, points: { lon: number; lat: number; recorded_at: string; speed?: number }[]) {
    const done = await this.db
      .insert(carTrackPoints)
      .values(
        points.map((p) => ({
          company_id: companyId,
          car_id: carId,
          lon: p.lon,
          lat: p.lat,
          recorded_at: new Date(p.recorded_at),
          speed: p.speed ?? null,
        })),
      )
      .onConflictDoNothing()
      .returning({ at: carTrackPoints.recorded_at });
    return done.length;
  }
}
