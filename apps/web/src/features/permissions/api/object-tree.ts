import { useQuery } from '@tanstack/react-query';
import { routes } from '@zhuyun/contracts';
import { useApiClient } from '@zhuyun/ui';
import { templateKeys } from './template-list';

/** Every grantable permission object as a tree (categories, pages, elements). */
export function useObjectTree(enabled: boolean) {
  const client = useApiClient();
  return useQuery({
    queryKey: templateKeys.objectTree,
    queryFn: ({ signal }) => client.call(routes.getObjectTree, {}, { signal, silent: true }),
    select: (data) => data.list,
    enabled,
    staleTime: 5 * 60_000,
  });
}
