import { useMutation, useQueryClient } from '@tanstack/react-query';
import { routes, type RequestOf } from '@zhuyun/contracts';
import { useApiClient } from '@zhuyun/ui';
import { menuKeys } from './menu-tree';

/** createMenu: the server's refusal is shown by the client's policy; the tree is re-read after. Resolves to the server's msg. */
export function useCreateMenu() {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: RequestOf<typeof routes.createMenu>) => (await client.callEnvelope(routes.createMenu, input)).msg,
    onSettled: () => queryClient.invalidateQueries({ queryKey: menuKeys.tree }),
  });
}
