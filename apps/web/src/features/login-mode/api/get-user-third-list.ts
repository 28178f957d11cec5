import { useQuery } from '@tanstack/react-query';
import { routes, type ResponseOf } from '@zhuyun/contracts';
import { useApiClient } from '@zhuyun/ui';
import { loginModeKeys } from './login-mode-keys';

export type ThirdBinding = ResponseOf<typeof routes.getUserThirdList>['list'][number];

/** The signed-in person's third-party bindings; the page shows its own error state, so no toast. */
export function useUserThirdList() {
  const client = useApiClient();
  return useQuery({
    queryKey: loginModeKeys.bindings,
    queryFn: ({ signal }) => client.call(routes.getUserThirdList, {}, { signal, silent: true }),
  });
}
