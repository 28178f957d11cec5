import { useQuery } from '@tanstack/react-query';
import { routes } from '@zhuyun/contracts';
import { useApiClient } from '@zhuyun/ui';

/** The signed-in user's detail: current company name and jobs, for the home page. */
export function useUserDetail() {
  const client = useApiClient();
  return useQuery({
    queryKey: ['user', 'detail'],
    queryFn: ({ signal }) => client.call(routes.getUserDetail, {}, { signal }),
  });
}
