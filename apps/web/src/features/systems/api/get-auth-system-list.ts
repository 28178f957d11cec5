import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { routes, type ResponseOf, type system } from '@zhuyun/contracts';
import { toSortOrder, useApiClient, type TableQuery } from '@zhuyun/ui';

export type SystemRow = ResponseOf<typeof routes.getAuthSystemList>['list'][number];

/** The list's query as the kit's table keeps it (useTableQuery): paged and sorted on the server. */
export interface SystemQuery extends TableQuery {
  page: number;
  per_page: number;
  system_name?: string;
  sort_field?: (typeof system.AUTH_SYSTEM_SORT_FIELDS)[number];
}

/** A unit's business systems with its authorisation status in each (spec-1 §7 "System list"). */
export function useAuthSystemList(companyId: string, query: SystemQuery) {
  const client = useApiClient();
  return useQuery({
    queryKey: ['systems', 'unit', companyId, query],
    queryFn: ({ signal }) =>
      client.call(
        routes.getAuthSystemList,
        {
          id: companyId,
          auth_sys_type: 2,
          is_page: 1,
          page: query.page,
          page_size: query.per_page,
          system_name: query.system_name || undefined,
          sort_field: query.sort_field,
          sort_order: toSortOrder(query.sort_order),
        },
        { signal },
      ),
    enabled: Boolean(companyId),
    placeholderData: keepPreviousData,
  });
}
