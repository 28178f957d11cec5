import { useQuery } from '@tanstack/react-query';
import { project } from '@zhuyun/contracts';
import { useApiClient } from '@zhuyun/ui';

/** A project with its participating units (detail_project), for /operaProject's edit mode and /projectDetail. */
export function useProjectDetail(projectId: string | null) {
  const client = useApiClient();
  return useQuery({
    queryKey: ['projects', 'detail', projectId ?? ''],
    queryFn: ({ signal }) => client.call(project.detailProject, { project_id: projectId ?? '' }, { signal, silent: true }),
    enabled: Boolean(projectId),
    retry: false,
  });
}
