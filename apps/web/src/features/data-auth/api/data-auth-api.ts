import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { routes, type RequestOf } from '@zhuyun/contracts';
import { useApiClient } from '@zhuyun/ui';

export const dataAuthKeys = {
  all: ['data-auth'] as const,
  tree: ['data-auth', 'org-tree'] as const,
  job: (jobId: string | null) => ['data-auth', 'job', jobId] as const,
  projects: ['data-auth', 'projects'] as const,
  orgAuth: ['data-auth', 'org-auth'] as const,
  objects: ['data-auth', 'object-tree'] as const,
};

/** The unit's departments with their jobs. Silent: each page shows its own failure and 403. */
export function useOrgJobsTree() {
  const client = useApiClient();
  return useQuery({
    queryKey: dataAuthKeys.tree,
    queryFn: ({ signal }) => client.call(routes.getOrgTree, { show_dept: 1, show_job: 1 }, { signal, silent: true }),
    select: (data) => data.list,
  });
}

/** A job's scope per page and its projects. */
export function useJobDataAuth(jobId: string | null) {
  const client = useApiClient();
  return useQuery({
    queryKey: dataAuthKeys.job(jobId),
    queryFn: ({ signal }) => client.call(routes.getJobDataAuth, { job_id: jobId as string }, { signal, silent: true }),
    enabled: jobId !== null,
  });
}

/** The unit's projects, to choose a job's projects from (all of them: the administrator's scope is the unit). */
export function useUnitProjects(enabled: boolean) {
  const client = useApiClient();
  return useQuery({
    queryKey: dataAuthKeys.projects,
    queryFn: ({ signal }) => client.call(routes.getProjectList, { page_size: 5_000 }, { signal, silent: true }),
    select: (data) => data.list.map((p) => ({ value: p.project_id, label: `${p.project_name}（${p.project_code}）` })),
    enabled,
  });
}

/** Saves a job's data scopes; resolves to the server's msg. A refusal is shown by the client's policy. */
export function useSaveJobDataAuth() {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: RequestOf<typeof routes.saveJobDataAuth>) => (await client.callEnvelope(routes.saveJobDataAuth, input)).msg,
    onSettled: (_d, _e, input) => queryClient.invalidateQueries({ queryKey: dataAuthKeys.job(input.job_id) }),
  });
}

/** Every template of the unit with its objects, and each job's templates. */
export function useOrgAuth() {
  const client = useApiClient();
  return useQuery({ queryKey: dataAuthKeys.orgAuth, queryFn: ({ signal }) => client.call(routes.getOrgAuth, {}, { signal, silent: true }) });
}

/** The permission tree, for the names of the pages a job's templates hold. */
export function useObjectNames() {
  const client = useApiClient();
  return useQuery({
    queryKey: dataAuthKeys.objects,
    queryFn: ({ signal }) => client.call(routes.getObjectTree, { type: 'menu' }, { signal, silent: true }),
    select: (data) => {
      const names = new Map<string, string>();
      const walk = (nodes: typeof data.list) => nodes.forEach((n) => (names.set(n.object_no, n.object_name), walk(n.children_list)));
      walk(data.list);
      return names;
    },
  });
}

export function useSaveJobTemplates() {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: RequestOf<typeof routes.saveJobTemplates>) => (await client.callEnvelope(routes.saveJobTemplates, input)).msg,
    onSettled: () => queryClient.invalidateQueries({ queryKey: dataAuthKeys.orgAuth }),
  });
}
