import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { routes, type ResponseOf } from '@zhuyun/contracts';
import { useApiClient } from '@zhuyun/ui';

export type CompanyApplyRow = ResponseOf<typeof routes.getCompanyApplyList>['list'][number];

export interface CompanyApplyQuery {
  page: number;
  per_page: number;
  status?: number;
  search?: string;
  sort_field?: 'company_name' | 'apply_date' | 'status';
  sort_order?: 'ascend' | 'descend';
}

export function useCompanyApplyList(query: CompanyApplyQuery) {
  const client = useApiClient();
  return useQuery({
    queryKey: ['applications', 'list', query],
    queryFn: ({ signal }) => {
      const { per_page, ...rest } = query;
      return client.call(routes.getCompanyApplyList, { is_page: 1, page_size: per_page, ...rest }, { signal });
    },
    placeholderData: keepPreviousData,
  });
}
