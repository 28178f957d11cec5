import { useCallback, useState } from 'react';

export type TableSortOrder = 'ascend' | 'descend';

/** The paging and sorting part every list call of the spec shares (page, per_page, one sort column). */
export interface TableQuery {
  page?: number | string;
  per_page?: number | string;
  sort_field?: string;
  sort_order?: TableSortOrder;
}

/** What the table hands its change handler, reduced to what a list query needs (antd's SorterResult fits it). */
interface SorterLike {
  order?: TableSortOrder | null;
  field?: unknown;
  columnKey?: unknown;
}

/**
 * The query of a paged, sortable list and the table's change handler that moves it. A column sorts by its `key` when
 * it has one (a column showing a name may sort by the code behind it), else by its dataIndex; a new search or filter
 * (`refine`) starts again at page 1.
 */
export function useTableQuery<Q extends TableQuery>(initial: Q | (() => Q)) {
  const [query, setQuery] = useState<Q>(initial);

  const sortOf = (field: string): TableSortOrder | null => (query.sort_field === field ? (query.sort_order ?? null) : null);

  const onTableChange = useCallback(
    (pagination: { current?: number; pageSize?: number }, _filters: unknown, sorter: SorterLike | SorterLike[]) => {
      const one = Array.isArray(sorter) ? sorter[0] : sorter;
      const field = one?.order ? String(one.columnKey ?? one.field) : undefined;
      setQuery((q) => ({
        ...q,
        page: pagination.current ?? 1,
        per_page: pagination.pageSize ?? 20,
        sort_field: field as Q['sort_field'],
        sort_order: (one?.order ?? undefined) as Q['sort_order'],
      }));
    },
    [],
  );

  const refine = useCallback((patch: Partial<Q>) => setQuery((q) => ({ ...q, ...patch, page: 1 })), []);

  return { query, setQuery, sortOf, onTableChange, refine };
}
