import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { RequestOf } from '@zhuyun/contracts';
import { project } from '@zhuyun/contracts';
import { useApiClient } from '@zhuyun/ui';

export const projectKeys = {
  all: ['projects'] as const,
  list: (q: object) => ['projects', 'manage', q] as const,
};

export type ProjectQuery = RequestOf<typeof project.getProjectManageList>;
export type ProjectInput = RequestOf<typeof project.saveProject>;

/** One page of the project manage list (conditions, search, sorting, paging) for the session's company. */
export function useProjectPage(query: ProjectQuery) {
  const client = useApiClient();
  return useQuery({
    queryKey: projectKeys.list(query),
    queryFn: ({ signal }) => client.call(project.getProjectManageList, query, { signal, silent: true }),
    placeholderData: keepPreviousData,
  });
}

export function useSaveProject() {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: ProjectInput & { project_id?: string }) =>
      input.project_id
        ? client.call(project.editProject, { ...input, project_id: input.project_id }).then(() => null)
        : client.call(project.saveProject, input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: projectKeys.all }),
  });
}

export function useDeleteProject() {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (project_id: string) => client.call(project.deleteProject, { project_id }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: projectKeys.all }),
  });
}
