import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { routes, type ResponseOf } from '@zhuyun/contracts';
import { useApiClient } from '@zhuyun/ui';

export type CompanyApplyRow = ResponseOf<typeof routes.getCompanyApplyList>['list'][number];

export function useCompanyApplyList(filter: { page: number; status?: number; search?: string }) {
  const client = useApiClient();
  return useQuery({
    queryKey: ['applications', 'list', filter],
    queryFn: ({ signal }) =>
      client.call(
        routes.getCompanyApplyList,
        { is_page: 1, page: filter.page, page_size: 10, status: filter.status, search: filter.search || undefined },
        { signal },
      ),
    placeholderData: keepPreviousData,
  });
}
