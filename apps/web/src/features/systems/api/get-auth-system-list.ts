import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { routes, type ResponseOf } from '@zhuyun/contracts';
import { useApiClient } from '@zhuyun/ui';

export type SystemRow = ResponseOf<typeof routes.getAuthSystemList>['list'][number];

/** A unit's business systems with its authorisation status in each (spec-1 §7 "System list"). */
export function useAuthSystemList(companyId: string, filter: { page: number; system_name?: string }) {
  const client = useApiClient();
  return useQuery({
    queryKey: ['systems', 'unit', companyId, filter],
    queryFn: ({ signal }) =>
      client.call(
        routes.getAuthSystemList,
        { id: companyId, auth_sys_type: 2, is_page: 1, page: filter.page, page_size: 10, system_name: filter.system_name || undefined },
        { signal },
      ),
    enabled: Boolean(companyId),
    placeholderData: keepPreviousData,
  });
}
