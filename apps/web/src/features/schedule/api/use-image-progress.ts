import { useQuery } from '@tanstack/react-query';
import { schedule, type ResponseOf } from '@zhuyun/contracts';
import { useApiClient } from '@zhuyun/ui';

export type Photo = ResponseOf<typeof schedule.listImageProgress>['list'][number];
export interface NodeOption {
  value: string;
  label: string;
  node_type: 'construction' | 'task';
}

export const imageProgressKeys = { all: ['image-progress'] as const, node: (nodeId: string) => ['image-progress', 'node', nodeId] as const };

/**
 * The nodes a photo may be of: the project's sections and its schedule's tasks (wbs_list), tasks indented under their
 * section. wbs_list's 未分标段 group is not a section (its id is the project's), so only its tasks are offered.
 */
export function useNodeOptions(projectId: string | null) {
  const client = useApiClient();
  const wbs = useQuery({
    queryKey: ['wbs', projectId],
    enabled: Boolean(projectId),
    queryFn: ({ signal }) => client.call(schedule.getWbsList, { project_id: projectId! }, { signal, silent: true }),
    staleTime: 60_000,
  });
  const options: NodeOption[] = [];
  for (const section of wbs.data?.list ?? []) {
    if (section.wbs_id !== projectId) options.push({ value: section.wbs_id, label: section.name, node_type: 'construction' });
    for (const task of section.children) options.push({ value: task.wbs_id, label: `\u3000${task.name}`, node_type: 'task' });
  }
  return { options, loading: wbs.isLoading };
}

/** Every photo of one node, oldest first: the node's progress over time. */
export function useNodePhotos(nodeId: string | null) {
  const client = useApiClient();
  return useQuery({
    queryKey: imageProgressKeys.node(nodeId ?? ''),
    enabled: Boolean(nodeId),
    queryFn: ({ signal }) => client.call(schedule.listImageProgress, { node_id: nodeId!, is_page: 0, sort_field: 'shot_date', sort_order: 'asc' }, { signal, silent: true }),
  });
}
