import { useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import { project } from '@zhuyun/contracts';
import { useApiClient } from '@zhuyun/ui';
import { useCurrentProjectStore } from '../../../lib/current-project-store';

/**
 * The project a people page works on (as the schedule pages choose theirs; features do not share code): `?project_id=` from the address, else the shell's current project, else the
 * company's first project; with the company's projects for the picker.
 */
export function useProjectChoice() {
  const client = useApiClient();
  const [params, setParams] = useSearchParams();
  const current = useCurrentProjectStore((s) => s.current);
  const projects = useQuery({
    queryKey: ['projects', 'choice'],
    queryFn: ({ signal }) => client.call(project.getProjectList, { is_page: 0 }, { signal, silent: true }),
    staleTime: 60_000,
  });
  const list = projects.data?.list ?? [];
  const projectId = params.get('project_id') ?? current?.project_id ?? list[0]?.project_id ?? null;
  const choose = (id: string) =>
    setParams((p) => {
      p.set('project_id', id);
      return p;
    });
  return { projectId, projects: list, loading: projects.isLoading, error: projects.isError, choose };
}
