import { useQuery } from '@tanstack/react-query';
import { routes } from '@zhuyun/contracts';
import { useApiClient } from '@zhuyun/ui';
import { objectKeys } from './object-keys';

/** Categories, pages and elements as one tree (get_tree, type all): the left side of /moduleList. */
export function useObjectTree() {
  const client = useApiClient();
  return useQuery({
    queryKey: objectKeys.tree,
    queryFn: ({ signal }) => client.call(routes.getObjectTree, { type: 'all' }, { signal, silent: true }),
    select: (data) => data.list,
  });
}
