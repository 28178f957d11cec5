import { useMutation, useQueryClient } from '@tanstack/react-query';
import { routes, type RequestOf } from '@zhuyun/contracts';
import { useApiClient } from '@zhuyun/ui';

/** Applies for a business system (type 2: for the unit); the list then shows it under review. */
export function useApplySystemAuth() {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: RequestOf<typeof routes.applySystemAuth>) => client.call(routes.applySystemAuth, input),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['systems'] }),
  });
}
