import { toSortOrder, type TableQuery } from '@zhuyun/ui';

export type SortField = 'user_name' | 'user_no' | 'phone' | 'join_date';

/** What a people list asks for: the kit's paging and sort (useTableQuery), the search and the account filter. */
export interface PeopleQuery extends TableQuery {
  page: number;
  per_page: number;
  search?: string;
  sort_field?: SortField;
  status?: number;
}

export const firstPage: PeopleQuery = { page: 1, per_page: 10 };

/** The kit's query in the organisation calls' words: page_size, and asc|desc (the contracts' accountSort). */
export const peopleParams = (q: PeopleQuery) => ({
  page: q.page,
  page_size: q.per_page,
  search: q.search || undefined,
  sort_field: q.sort_field,
  sort_order: toSortOrder(q.sort_order),
});
