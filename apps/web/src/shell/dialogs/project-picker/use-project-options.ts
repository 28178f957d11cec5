import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Limits, project } from '@zhuyun/contracts';
import { useApiClient } from '@zhuyun/ui';

/** One page of the company's projects for the project dialog (GET project_list, per_page 10: spec-1 §9). */
export function useProjectOptions({ search, page, enabled }: { search: string; page: number; enabled: boolean }) {
  const client = useApiClient();
  const query = { project_name: search || undefined, page, per_page: Limits.projectDialogPageSize };
  return useQuery({
    queryKey: ['projects', 'dialog', query],
    queryFn: ({ signal }) => client.call(project.getProjectList, query, { signal, silent: true }),
    placeholderData: keepPreviousData,
    enabled,
  });
}
