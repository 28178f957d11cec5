import { useMutation, useQueryClient } from '@tanstack/react-query';
import { routes, type RequestOf } from '@zhuyun/contracts';
import { useApiClient } from '@zhuyun/ui';

export function useAuditCompanyApply() {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: RequestOf<typeof routes.auditCompanyApply>) => client.call(routes.auditCompanyApply, input),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['applications'] }),
  });
}
