import { sql, type SQL } from 'drizzle-orm';
import { orderByRequest } from '../../platform/sorting';
import { pageWindow } from '../../platform/paging';
import { likePattern } from '../../platform/query-helpers';

/** A search term as an ILIKE pattern with its wildcards escaped; undefined when there is nothing to search. */
export function likeTerm(search: string | undefined): string | undefined {
  const term = search?.trim();
  return term ? likePattern(term) : undefined;
}

/** The ORDER BY of a list (platform/sorting.ts): the requested column from the contract's enum, then a tie-breaker. */
export { orderByRequest as orderOf };

export interface ListInput {
  is_page?: number;
  page?: number;
  page_size?: number;
  search?: string;
  sort_field?: string;
  sort_order?: 'asc' | 'desc';
}

/** The page answer of the spec's list calls, with the "answer cut" note when a page asked for everything. */
export { pageOf as pageAnswer } from '../../platform/tenant';

export { pageWindow };

export const countOf = (value: unknown): number => Number(value ?? 0);


/** Exercise dates are calendar days in China (UTC+8), where the questionnaire is answered. */
export function todayInChina(now = Date.now()): string {
  return new Date(now + 8 * 3_600_000).toISOString().slice(0, 10);
}

export const iso = (d: Date | null): string | null => (d ? d.toISOString() : null);

export const nullIfBlank = (value: string | undefined | null): string | null => (value && value.trim() ? value.trim() : null);

export const sqlTrue = sql`true`;

/**
 * A column of the outer query, always qualified with its table: inside a correlated subquery Drizzle's bare column
 * of a single-table select would resolve to the subquery's own table of the same column name.
 */
export const outer = (table: object, column: string): SQL => sql`${table}.${sql.identifier(column)}`;
