import { useQuery } from '@tanstack/react-query';
import { routes } from '@zhuyun/contracts';
import { useApiClient } from '@zhuyun/ui';

/** The jobs the person holds in the current unit, and which one the session is in. */
export function useMyJobs(enabled: boolean) {
  const client = useApiClient();
  return useQuery({
    queryKey: ['user', 'info', 'jobs'],
    queryFn: async ({ signal }) => {
      const info = await client.call(routes.getUserInfo, {}, { signal });
      return { current: info.job, list: info.job_list };
    },
    enabled,
  });
}
