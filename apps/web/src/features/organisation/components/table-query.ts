import type { SorterResult } from 'antd/es/table/interface';
import type { ListQuery, SortField } from '../api/list-query';

const sortable = new Set<string>(['user_name', 'user_no', 'phone', 'join_date', 'create_date']);

/** Table paging and sorting → the next list query (sorting or a new page size starts again at page 1). */
export function nextQuery<Row>(q: ListQuery, page: { current?: number; pageSize?: number }, sorter: SorterResult<Row> | SorterResult<Row>[]): ListQuery {
  const s = Array.isArray(sorter) ? sorter[0] : sorter;
  const key = s?.order ? String(s.columnKey ?? s.field ?? '') : '';
  const sortField = sortable.has(key) ? ((key === 'create_date' ? 'join_date' : key) as SortField) : undefined;
  const sortOrder = sortField ? (s?.order === 'ascend' ? 'asc' : 'desc') : undefined;
  const pageSize = page.pageSize ?? q.pageSize;
  const changed = sortField !== q.sortField || sortOrder !== q.sortOrder || pageSize !== q.pageSize;
  return { ...q, page: changed ? 1 : (page.current ?? q.page), pageSize, sortField, sortOrder };
}

export const sortOrderOf = (q: ListQuery, field: SortField) =>
  q.sortField === field ? (q.sortOrder === 'asc' ? ('ascend' as const) : ('descend' as const)) : null;
