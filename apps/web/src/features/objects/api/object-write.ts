import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { RequestOf, routes } from '@zhuyun/contracts';
import { useApiClient } from '@zhuyun/ui';
import { objectKeys } from './object-keys';

/** The six writes of the object tree: add, edit and delete, each of objects and of categories. */
type ObjectWrite =
  | typeof routes.createObject
  | typeof routes.updateObject
  | typeof routes.deleteObject
  | typeof routes.createObjectCate
  | typeof routes.updateObjectCate
  | typeof routes.deleteObjectCate;

/**
 * One of the writes, answering the server's message; the tree and every list are read again after it, whether it
 * succeeded or not (a refusal may mean someone else changed the tree). The client's policy shows a refusal's message.
 */
export function useObjectWrite<R extends ObjectWrite>(route: R) {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: RequestOf<R>) => (await client.callEnvelope(route, input)).msg,
    onSettled: () => queryClient.invalidateQueries({ queryKey: objectKeys.all }),
  });
}
