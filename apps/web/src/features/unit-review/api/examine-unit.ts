import { useMutation, useQueryClient } from '@tanstack/react-query';
import { routes } from '@zhuyun/contracts';
import { useApiClient } from '@zhuyun/ui';

/** Approves (3) or rejects (4) a new unit; the list is read again afterwards. */
export function useExamineUnit() {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { company_id: string; status: number; remark?: string }) => client.callEnvelope(routes.examineUnit, input),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['unit-review', 'units'] }),
  });
}
