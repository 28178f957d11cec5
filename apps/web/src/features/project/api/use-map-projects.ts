import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { project } from '@zhuyun/contracts';
import { useApiClient } from '@zhuyun/ui';

/** Every project of the session's company for /ProjectMap (all rows: the server caps them at 10,000), by name. */
export function useMapProjects(search: string) {
  const client = useApiClient();
  return useQuery({
    queryKey: ['projects', 'map', search],
    queryFn: ({ signal }) =>
      client.call(project.getProjectList, { per_page: 10_000_000, project_name: search || undefined }, { signal, silent: true }),
    placeholderData: keepPreviousData,
  });
}
