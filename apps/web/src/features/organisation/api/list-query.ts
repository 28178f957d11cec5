export type SortField = 'user_name' | 'user_no' | 'phone' | 'join_date';

/** What a people list asks the server for: page, search, sorting and the account filters. */
export interface ListQuery {
  page: number;
  pageSize: number;
  search: string;
  sortField?: SortField;
  sortOrder?: 'asc' | 'desc';
  status?: number;
  deptId?: string;
}

export const firstPage: ListQuery = { page: 1, pageSize: 10, search: '' };
