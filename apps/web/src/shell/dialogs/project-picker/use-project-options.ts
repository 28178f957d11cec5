import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Limits, project } from '@zhuyun/contracts';
import { useApiClient, type TableQuery } from '@zhuyun/ui';

export interface ProjectOptionsQuery extends TableQuery {
  project_name?: string;
}

/** Always 10 a page (spec-1 §9): the dialog offers no size changer. */
export const firstPage: ProjectOptionsQuery = { page: 1, per_page: Limits.projectDialogPageSize };

/** One page of the company's projects for the project dialog (GET project_list, per_page 10: spec-1 §9). */
export function useProjectOptions(kit: ProjectOptionsQuery, enabled: boolean) {
  const client = useApiClient();
  const query = { project_name: kit.project_name, page: kit.page, per_page: kit.per_page };
  return useQuery({
    queryKey: ['projects', 'dialog', query],
    queryFn: ({ signal }) => client.call(project.getProjectList, query, { signal, silent: true }),
    placeholderData: keepPreviousData,
    enabled,
  });
}
