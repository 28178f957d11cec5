import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { schedule, type ResponseOf } from '@zhuyun/contracts';
import { useApiClient } from '@zhuyun/ui';

export type Gantt = ResponseOf<typeof schedule.getProjectGantDetail>;
export const ganttKey = (projectId: string | null) => ['gantt', projectId] as const;

/** The project's schedule with float and the critical path, as the server computed them. */
export function useGantt(projectId: string | null) {
  const client = useApiClient();
  return useQuery({
    queryKey: ganttKey(projectId),
    enabled: Boolean(projectId),
    queryFn: ({ signal }) => client.call(schedule.getProjectGantDetail, { project_id: projectId! }, { signal, silent: true }),
  });
}

/** Moves or resizes one task; the answer (successors pushed, path recomputed) replaces the cached schedule. */
export function useMoveTask(projectId: string | null) {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { task_id: string; start_date: string; end_date: string }) => client.call(schedule.updateProjectGantTask, input),
    onSuccess: (detail) => queryClient.setQueryData(ganttKey(projectId), detail),
    onError: () => queryClient.invalidateQueries({ queryKey: ganttKey(projectId) }),
  });
}

/** Excel in (replaces the schedule) and out. */
export function useGanttExcel(projectId: string | null) {
  const client = useApiClient();
  const queryClient = useQueryClient();
  const importing = useMutation({
    mutationFn: (file: File) => client.upload(schedule.importProjectGant, { project_id: projectId! }, file, file.name),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ganttKey(projectId) }),
  });
  const exporting = useMutation({
    mutationFn: async () => {
      const { blob, filename } = await client.download(schedule.exportProjectGant, { project_id: projectId! });
      const url = URL.createObjectURL(blob);
      const a = Object.assign(document.createElement('a'), { href: url, download: filename ?? '进度计划.xlsx' });
      a.click();
      URL.revokeObjectURL(url);
    },
  });
  return { importing, exporting };
}
