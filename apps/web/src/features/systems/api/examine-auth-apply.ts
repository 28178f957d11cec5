import { useMutation, useQueryClient } from '@tanstack/react-query';
import { routes, type RequestOf } from '@zhuyun/contracts';
import { useApiClient } from '@zhuyun/ui';

export function useExamineAuthApply() {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: RequestOf<typeof routes.examineAuthApply>) => client.call(routes.examineAuthApply, input),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['systems'] }),
  });
}
