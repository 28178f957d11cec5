/** What a review list asks for: a page, a status (0 = all), a search text and one sort column (a column's key). */
export interface ReviewFilter {
  page: number;
  pageSize: number;
  status: number;
  search: string;
  sort_field?: string;
  sort_order?: 'ascend' | 'descend';
}

/** The call's query; F is the list's closed set of sort fields, which the page's sortable column keys are drawn from. */
export function reviewQuery<F extends string>(filter: ReviewFilter) {
  return {
    is_page: 1,
    page: filter.page,
    page_size: filter.pageSize,
    status: filter.status || undefined,
    search: filter.search.trim() || undefined,
    sort_field: filter.sort_field as F | undefined,
    sort_order: filter.sort_order,
  };
}
