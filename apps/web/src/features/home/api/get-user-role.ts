import { useQuery } from '@tanstack/react-query';
import { routes } from '@zhuyun/contracts';
import { useApiClient } from '@zhuyun/ui';

/** Whether the signed-in person is the platform administrator (their review pages are shown to them alone). */
export function useIsPlatformAdmin() {
  const client = useApiClient();
  return useQuery({
    queryKey: ['user', 'info', 'role'],
    queryFn: async ({ signal }) => (await client.call(routes.getUserInfo, {}, { signal })).is_platform_admin,
    staleTime: 60_000,
  });
}
