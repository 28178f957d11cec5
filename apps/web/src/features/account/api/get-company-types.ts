import { useQuery } from '@tanstack/react-query';
import { routes } from '@zhuyun/contracts';
import { useApiClient } from '@zhuyun/ui';

/** Company types for the complete-information form (spec-1 §7 "Company types"). */
export function useCompanyTypes(enabled: boolean) {
  const client = useApiClient();
  return useQuery({
    queryKey: ['codes', 'companyType'],
    queryFn: ({ signal }) => client.call(routes.getCompanyTypes, { code_type: 'companyType', is_page: 0 }, { signal }),
    enabled,
    staleTime: Infinity,
  });
}
