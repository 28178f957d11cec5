import { useQuery } from '@tanstack/react-query';
import { project } from '@zhuyun/contracts';
import { useApiClient } from '@zhuyun/ui';
import { useCurrentProjectStore } from '../../../lib/current-project-store';
import { componentKeys } from './component-keys';
import { useProjectOptions } from './use-component-queries';

/**
 * The project /componList and /QrcodeList open on (issue 21): the one named in the address, else the top bar's
 * current project if it is one of this company's, else the first project that has components, else the first
 * project. Opening on an empty project showed 暂无构件 while components existed elsewhere.
 */
export function useOpeningProject(named: string | undefined): { projectId: string | undefined; deciding: boolean } {
  const client = useApiClient();
  const current = useCurrentProjectStore((s) => s.current?.project_id);
  const projects = useProjectOptions();
  const known = projects.data?.list;
  const currentHere = current && known?.some((p) => p.project_id === current) ? current : undefined;
  const withComponents = useQuery({
    queryKey: componentKeys.firstProjectWithComponents,
    queryFn: ({ signal }) => client.call(project.getProjectList, { has_components: 1, per_page: 1 }, { signal, silent: true }),
    enabled: !named && known !== undefined && !currentHere,
    staleTime: 60_000,
  });
  if (named) return { projectId: named, deciding: false };
  if (currentHere) return { projectId: currentHere, deciding: false };
  if (projects.isPending || (withComponents.isPending && withComponents.fetchStatus !== 'idle')) return { projectId: undefined, deciding: true };
  return { projectId: withComponents.data?.list[0]?.project_id ?? known?.[0]?.project_id, deciding: false };
}
