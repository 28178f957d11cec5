import { useQuery } from '@tanstack/react-query';
import { routes } from '@zhuyun/contracts';
import { useApiClient } from '@zhuyun/ui';

export const menuKeys = { tree: ['menus', 'tree'] as const };

/** Every menu node for the editor; silent: the page shows 10403 and failures itself. */
export function useMenuTree() {
  const client = useApiClient();
  return useQuery({
    queryKey: menuKeys.tree,
    queryFn: ({ signal }) => client.call(routes.getMenuTree, {}, { signal, silent: true }),
    select: (data) => data.list,
  });
}
