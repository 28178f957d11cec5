import { useCallback, useState } from 'react';

/** The one sort word of the kit's query; antd's ascend/descend are turned into it here and nowhere else. */
export type SortOrder = 'asc' | 'desc';

/** The one query shape of every resource list: paging, one sort column, and the page's filters. */
export interface ResourceQuery {
  page: number;
  page_size: number;
  sort_field?: string;
  sort_order?: SortOrder;
  [filter: string]: unknown;
}

type AntdOrder = 'ascend' | 'descend' | null | undefined;
interface SorterLike {
  order?: AntdOrder;
  field?: unknown;
  columnKey?: unknown;
}

export const toSortOrder = (order: AntdOrder): SortOrder | undefined => (order === 'ascend' ? 'asc' : order === 'descend' ? 'desc' : undefined);
export const toAntdOrder = (order: SortOrder | undefined): 'ascend' | 'descend' | null => (order === 'asc' ? 'ascend' : order === 'desc' ? 'descend' : null);

/** Drops empty filters (a cleared input, an unset select) so they are not sent at all. */
function compact(filters: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(Object.entries(filters).filter(([, v]) => v !== undefined && v !== null && !(typeof v === 'string' && v.trim() === '')));
}

/**
 * The query of a paged, sortable, filtered list. A column sorts by its `key` (antd's columnKey) before its dataIndex;
 * new filters start again at page 1 and keep the sort and page size; a reset keeps only the fixed filters.
 */
export function useResourceQuery(
  options: { pageSize?: number; fixed?: Record<string, unknown>; initialFilters?: Record<string, unknown>; initialSort?: { field: string; order: SortOrder } } = {},
) {
  const first = (): ResourceQuery => ({
    page: 1,
    page_size: options.pageSize ?? 20,
    ...(options.initialSort ? { sort_field: options.initialSort.field, sort_order: options.initialSort.order } : {}),
    ...compact(options.initialFilters ?? {}),
    ...compact(options.fixed ?? {}),
  });
  const [query, setQuery] = useState<ResourceQuery>(first);

  const onTableChange = useCallback((pagination: { current?: number; pageSize?: number }, _filters: unknown, sorter: SorterLike | SorterLike[]) => {
    const one = Array.isArray(sorter) ? sorter[0] : sorter;
    const order = toSortOrder(one?.order);
    setQuery((q) => {
      const pageSize = pagination.pageSize ?? q.page_size;
      const sortField = order ? String(one?.columnKey ?? one?.field) : undefined;
      // Another page size or sort makes the old page number meaningless.
      const moved = pageSize !== q.page_size || sortField !== q.sort_field || order !== q.sort_order;
      return { ...q, page: moved ? 1 : (pagination.current ?? 1), page_size: pageSize, sort_field: sortField, sort_order: order };
    });
  }, []);

  /** Replaces the search form's filters (not paging, sort or the fixed ones). */
  const search = useCallback(
    (filters: Record<string, unknown>) =>
      setQuery((q) => ({ page: 1, page_size: q.page_size, sort_field: q.sort_field, sort_order: q.sort_order, ...compact(filters), ...compact(options.fixed ?? {}) })),
    // The fixed filters are the page's (a project id from the address); they are read when the search runs.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [JSON.stringify(options.fixed ?? {})],
  );

  const sortOf = (field: string) => (query.sort_field === field ? toAntdOrder(query.sort_order) : null);

  return { query, setQuery, onTableChange, search, sortOf };
}
