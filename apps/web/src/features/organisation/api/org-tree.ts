import { useQuery } from '@tanstack/react-query';
import { routes } from '@zhuyun/contracts';
import { useApiClient } from '@zhuyun/ui';

export const orgKeys = {
  tree: ['organisation', 'tree'] as const,
  jobUsers: ['organisation', 'job-users'] as const,
  accounts: ['organisation', 'accounts'] as const,
};

/** The session's unit as a tree with its jobs; silent, the pages show 10403 and failures themselves. */
export function useOrgTree() {
  const client = useApiClient();
  return useQuery({
    queryKey: orgKeys.tree,
    queryFn: ({ signal }) => client.call(routes.getOrgTree, { show_dept: 1, show_job: 1 }, { signal, silent: true }),
  });
}
