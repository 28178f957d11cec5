import { useMutation, useQueryClient } from '@tanstack/react-query';
import { routes } from '@zhuyun/contracts';
import { useApiClient } from '@zhuyun/ui';
import { unitsKeys } from './units-keys';

/** Asks to join a unit in one department and post; My units then shows it under review. */
export function useJoinOrg() {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { invite_code: string; dept_id: string; job_id: string }) => client.callEnvelope(routes.joinOrg, input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: unitsKeys.all }),
  });
}
