import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { routes, type ResponseOf } from '@zhuyun/contracts';
import { useApiClient } from '@zhuyun/ui';

export type AuthApplyRow = ResponseOf<typeof routes.getAuthApplyList>['list'][number];

/** Business system authorisations for the platform administrator's review. */
export interface AuthApplyQuery {
  page: number;
  per_page: number;
  status?: number;
  search?: string;
  sort_field?: 'company_name' | 'system_name' | 'applied_at' | 'status';
  sort_order?: 'ascend' | 'descend';
}

export function useAuthApplyList(query: AuthApplyQuery) {
  const client = useApiClient();
  return useQuery({
    queryKey: ['systems', 'review', query],
    queryFn: ({ signal }) => {
      const { per_page, ...rest } = query;
      return client.call(routes.getAuthApplyList, { is_page: 1, page_size: per_page, ...rest }, { signal });
    },
    placeholderData: keepPreviousData,
  });
}
