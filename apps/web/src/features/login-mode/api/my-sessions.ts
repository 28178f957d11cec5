import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { routes, type MySession } from '@zhuyun/contracts';
import { useApiClient } from '@zhuyun/ui';
import { loginModeKeys } from './login-mode-keys';

export type { MySession };

/** Where the person is signed in (My sessions); the card shows its own error state, so no toast. */
export function useMySessions() {
  const client = useApiClient();
  return useQuery({
    queryKey: loginModeKeys.sessions,
    queryFn: ({ signal }) => client.call(routes.getMySessions, {}, { signal, silent: true }),
  });
}

/** Ends one session, or all the others; the list is read again whatever the answer. */
export function useEndSession() {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (target: { session_id: string } | { others: true }) => client.call(routes.endSession, target),
    onSettled: () => queryClient.invalidateQueries({ queryKey: loginModeKeys.sessions }),
  });
}
