import { useMutation, useQueryClient } from '@tanstack/react-query';
import { routes, type RequestOf } from '@zhuyun/contracts';
import { useApiClient } from '@zhuyun/ui';
import { templateKeys } from './template-list';

/** createTemplate: the server's refusal is shown by the client's policy; templates are re-read after. Resolves to the server's msg. */
export function useCreateTemplate() {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: RequestOf<typeof routes.createTemplate>) => (await client.callEnvelope(routes.createTemplate, input)).msg,
    onSettled: () => queryClient.invalidateQueries({ queryKey: templateKeys.all }),
  });
}
