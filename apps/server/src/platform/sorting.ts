import { asc, desc, type AnyColumn, type SQL } from 'drizzle-orm';

/**
 * The ORDER BY of a list: the requested column (only from the contract's closed set, so never a raw name from input),
 * then the list's stable default order as the tie-breaker so that pages neither repeat nor skip rows.
 */
export function orderByRequest(
  columns: Record<string, AnyColumn | SQL>,
  field: string | undefined,
  order: 'asc' | 'ascend' | 'desc' | 'descend' | undefined,
  fallback: SQL[],
): SQL[] {
  const column = field ? columns[field] : undefined;
  if (!column) return fallback;
  return [order === 'asc' || order === 'ascend' ? asc(column) : desc(column), ...fallback];
}
