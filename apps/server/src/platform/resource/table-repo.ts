import { and, count, eq, getTableColumns, ilike, or, type AnyColumn, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable, SelectedFields } from 'drizzle-orm/pg-core';
import type { AnyResource, ResourceQueryOf, ResourceRowOf, ResourceValuesOf } from '@zhuyun/contracts';
import type { Db } from '../../db/client';
import type { PageWindow } from '../paging';
import { likePattern } from '../query-helpers';
import { orderByRequest } from '../sorting';
import type { ResourceRepo } from './resource-repo';

export interface TableRepoOptions {
  table: PgTable;
  /** The tenant column's key (absent for a platform-scope table); the id column is the resource's id field. */
  companyKey?: string;
  /** What a row answers: the table's columns, or SQL such as a scalar subquery for a name or a count. */
  select: Record<string, PgColumn | SQL.Aliased | SQL>;
  sort: Record<string, AnyColumn | SQL>;
  /** The stable order of a list, also the tie-breaker after a requested sort. */
  defaultOrder: SQL[];
  /** Columns a `search` text matches (ILIKE, literally). */
  search?: AnyColumn[];
  /** Query keys that filter by equality on a column. */
  filters?: Record<string, AnyColumn>;
  /** A timestamp column an update sets to now (`updated_at`). */
  touch?: string;
}

type Query = { search?: string; sort_field?: string; sort_order?: 'asc' | 'desc' } & Record<string, unknown>;
type Loose = Record<string, unknown>;

/** A row as the wire carries it: instants as ISO text. */
const wireRow = (row: Loose) => Object.fromEntries(Object.entries(row).map(([k, v]) => [k, v instanceof Date ? v.toISOString() : v]));

/**
 * The repository of a resource that lives in one table (plus scalar subqueries): every statement carries the tenant's
 * condition. A resource whose list needs real joins keeps a hand-written repository file instead.
 */
export function tableRepo<R extends AnyResource>(db: Db, resource: R, o: TableRepoOptions): ResourceRepo<ResourceRowOf<R>, ResourceValuesOf<R>, ResourceQueryOf<R>> {
  type Row = ResourceRowOf<R>;
  const idKey: string = resource.id;
  const columns = getTableColumns(o.table) as Record<string, AnyColumn>;
  const idColumn = columns[idKey] as AnyColumn;
  const scoped = (companyId: string | null, ...more: (SQL | undefined)[]) =>
    and(o.companyKey ? eq(columns[o.companyKey] as AnyColumn, companyId as string) : undefined, ...more);
  const byId = (companyId: string | null, id: string) => scoped(companyId, eq(idColumn, id));
  const loose = db as unknown as {
    insert(t: PgTable): { values(v: Loose): Promise<unknown> };
    update(t: PgTable): { set(v: Loose): { where(w: SQL | undefined): { returning(r: Loose): Promise<unknown[]> } } };
    delete(t: PgTable): { where(w: SQL | undefined): { returning(r: Loose): Promise<unknown[]> } };
  };

  return {
    appliesRowScope: true,
    async page(companyId, query, window: PageWindow, rowScope) {
      const q = query as Query;
      const where = scoped(
        companyId,
        rowScope,
        q.search && o.search?.length ? or(...o.search.map((c) => ilike(c, likePattern(q.search as string)))) : undefined,
        ...Object.entries(o.filters ?? {}).map(([key, column]) => (q[key] == null ? undefined : eq(column, q[key]))),
      );
      const [rows, [total]] = await Promise.all([
        db
          .select(o.select as SelectedFields)
          .from(o.table)
          .where(where)
          .orderBy(...orderByRequest(o.sort, q.sort_field, q.sort_order, o.defaultOrder))
          .limit(window.limit)
          .offset(window.offset),
        db.select({ n: count() }).from(o.table).where(where),
      ]);
      return { rows: rows.map((r) => wireRow(r as Loose) as Row), total: Number(total?.n ?? 0) };
    },
    async get(companyId, id, rowScope) {
      const [row] = await db.select(o.select as SelectedFields).from(o.table).where(and(byId(companyId, id), rowScope));
      return row ? (wireRow(row as Loose) as Row) : null;
    },
    async insert(companyId, id, values) {
      await loose.insert(o.table).values({ ...(values as Loose), ...(o.companyKey ? { [o.companyKey]: companyId } : {}), [idKey]: id });
    },
    async update(companyId, id, values) {
      const set = o.touch ? { ...(values as Loose), [o.touch]: new Date() } : (values as Loose);
      const done = await loose.update(o.table).set(set).where(byId(companyId, id)).returning({ id: idColumn });
      return done.length > 0;
    },
    async delete(companyId, id) {
      const done = await loose.delete(o.table).where(byId(companyId, id)).returning({ id: idColumn });
      return done.length > 0;
    },
  };
}
