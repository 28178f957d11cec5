import { useQuery } from '@tanstack/react-query';
import { routes } from '@zhuyun/contracts';
import { useApiClient } from '@zhuyun/ui';
import { keepCompanyName } from '../../../lib/session-store';

/** The signed-in user's detail: current company name and jobs, for the home page. */
export function useUserDetail() {
  const client = useApiClient();
  return useQuery({
    queryKey: ['user', 'detail'],
    queryFn: async ({ signal }) => {
      const detail = await client.call(routes.getUserDetail, {}, { signal });
      keepCompanyName(detail.company_name ?? null);
      return detail;
    },
  });
}
