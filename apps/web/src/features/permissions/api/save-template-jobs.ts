import { useMutation, useQueryClient } from '@tanstack/react-query';
import { routes, type RequestOf } from '@zhuyun/contracts';
import { useApiClient } from '@zhuyun/ui';
import { templateKeys } from './template-list';

/** saveTemplateJobs: the server's refusal is shown by the client's policy; templates are re-read after. Resolves to the server's msg. */
export function useSaveTemplateJobs() {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: RequestOf<typeof routes.saveTemplateJobs>) => (await client.callEnvelope(routes.saveTemplateJobs, input)).msg,
    onSettled: () => queryClient.invalidateQueries({ queryKey: templateKeys.all }),
  });
}
