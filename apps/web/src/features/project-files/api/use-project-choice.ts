import { useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import { project } from '@zhuyun/contracts';
import { useApiClient } from '@zhuyun/ui';
import { useCurrentProjectStore } from '../../../lib/current-project-store';

/**
 * The project the page works on: `?project_id=` from the address, else the shell's current project, else the
 * company's first (the schedule pages choose the same way; features do not share files, so this is its own copy).
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
      p.delete('dir_id');
      return p;
    });
  return { projectId, projects: list, loading: projects.isLoading, error: projects.isError, retry: () => void projects.refetch(), choose };
}
