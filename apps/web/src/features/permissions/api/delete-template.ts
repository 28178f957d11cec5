import { useMutation, useQueryClient } from '@tanstack/react-query';
import { routes, type RequestOf } from '@zhuyun/contracts';
import { useApiClient } from '@zhuyun/ui';
import { templateKeys } from './template-list';

/** deleteTemplate: the server's refusal is shown by the client's policy; templates are re-read after. Resolves to the server's msg. */
export function useDeleteTemplate() {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: RequestOf<typeof routes.deleteTemplate>) => (await client.callEnvelope(routes.deleteTemplate, input)).msg,
    onSettled: () => queryClient.invalidateQueries({ queryKey: templateKeys.all }),
  });
}
