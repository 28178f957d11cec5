/** What a review list asks for: a page, a status (0 = all) and a search text. */
export interface ReviewFilter {
  page: number;
  pageSize: number;
  status: number;
  search: string;
}

export function reviewQuery(filter: ReviewFilter) {
  return {
    is_page: 1,
    page: filter.page,
    page_size: filter.pageSize,
    status: filter.status || undefined,
    search: filter.search.trim() || undefined,
  };
}
