import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { routes, type ResponseOf } from '@zhuyun/contracts';
import { useApiClient } from '@zhuyun/ui';

export type AuthApplyRow = ResponseOf<typeof routes.getAuthApplyList>['list'][number];

/** Business system authorisations for the platform administrator's review. */
export function useAuthApplyList(filter: { page: number; status?: number; search?: string }) {
  const client = useApiClient();
  return useQuery({
    queryKey: ['systems', 'review', filter],
    queryFn: ({ signal }) =>
      client.call(
        routes.getAuthApplyList,
        { is_page: 1, page: filter.page, page_size: 10, status: filter.status, search: filter.search || undefined },
        { signal },
      ),
    placeholderData: keepPreviousData,
  });
}
