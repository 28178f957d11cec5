import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { RequestOf } from '@zhuyun/contracts';
import { useApiClient } from '@zhuyun/ui';
import { project } from '@zhuyun/contracts';

export const yardKeys = { all: ['yards'] as const, list: (q: object) => ['yards', 'list', q] as const };
/** The table speaks antd's ascend/descend, which the list accepts beside asc/desc. */
export type YardQuery = Omit<RequestOf<typeof project.listStackPoints>, 'sort_order'> & { sort_order?: 'ascend' | 'descend' };
export type YardInput = RequestOf<typeof project.createStackPoint>;

export function useYards(query: YardQuery) {
  const client = useApiClient();
  return useQuery({
    queryKey: yardKeys.list(query),
    queryFn: ({ signal }) => client.call(project.listStackPoints, query, { signal, silent: true }),
    placeholderData: keepPreviousData,
  });
}

export function useSaveYard() {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: YardInput & { stack_point_id?: string }) =>
      input.stack_point_id
        ? client.call(project.updateStackPoint, { ...input, stack_point_id: input.stack_point_id }).then(() => null)
        : client.call(project.createStackPoint, input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: yardKeys.all }),
  });
}

export function useDeleteYard() {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (stack_point_id: string) => client.call(project.deleteStackPoint, { stack_point_id }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: yardKeys.all }),
  });
}
