import { useQuery } from '@tanstack/react-query';
import { routes } from '@zhuyun/contracts';
import { useApiClient } from '@zhuyun/ui';

/** One application with short-lived links to its certificate and pictures (fetched when opened, so links are fresh). */
export function useCompanyApplyDetail(id: string | null) {
  const client = useApiClient();
  return useQuery({
    queryKey: ['applications', 'detail', id],
    queryFn: ({ signal }) => client.call(routes.getCompanyApplyDetail, { company_apply_id: id as string }, { signal }),
    enabled: Boolean(id),
    staleTime: 0,
  });
}
