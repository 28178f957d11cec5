import { useQuery } from '@tanstack/react-query';
import { routes } from '@zhuyun/contracts';
import { useApiClient } from '@zhuyun/ui';
import { templateKeys } from './template-list';

/** The unit's departments with their jobs, to pick the jobs a template is granted to. */
export function useUnitJobs(enabled: boolean) {
  const client = useApiClient();
  return useQuery({
    queryKey: templateKeys.jobs,
    queryFn: ({ signal }) => client.call(routes.getOrgTree, { show_dept: 1, show_job: 1 }, { signal, silent: true }),
    select: (data) => data.list,
    enabled,
  });
}
