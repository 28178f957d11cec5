import { useMutation } from '@tanstack/react-query';
import { routes } from '@zhuyun/contracts';
import { useApiClient } from '@zhuyun/ui';

/** Ends the session on the server. */
export function useLogout() {
  const client = useApiClient();
  return useMutation({ mutationFn: () => client.call(routes.logout, {}) });
}
