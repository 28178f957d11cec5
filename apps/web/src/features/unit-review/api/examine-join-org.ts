import { useMutation, useQueryClient } from '@tanstack/react-query';
import { routes } from '@zhuyun/contracts';
import { useApiClient } from '@zhuyun/ui';

/** Approves (3) or rejects (4) a join request; the list is read again afterwards. */
export function useExamineJoinOrg() {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { id: string; status: number; remark?: string }) => client.callEnvelope(routes.examineJoinOrg, input),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['unit-review', 'join'] }),
  });
}
