import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { ApiClient } from '@zhuyun/client';
import { routes, type RequestOf } from '@zhuyun/contracts';
import { useApiClient, saveFile } from '@zhuyun/ui';

/** Query keys of the evaluation feature: invalidating ['evaluation'] refreshes every list after a change. */
export const evalKeys = {
  all: ['evaluation'] as const,
  list: (name: string, filter: object) => ['evaluation', name, filter] as const,
};

/**
 * A list's query as a page's table holds it (useTableQuery: per_page, ascend/descend); the evaluation calls take
 * page_size and asc/desc, and `evalListQuery` says it their way.
 */
export type EvalTableQuery<F> = Omit<F, 'page_size' | 'sort_order'> & { per_page?: number | string; sort_order?: 'ascend' | 'descend' };

export function evalListQuery<F extends { page_size?: unknown; sort_order?: unknown }>(query: EvalTableQuery<F>): F {
  const { per_page, sort_order, ...rest } = query;
  return { ...rest, page_size: per_page === undefined ? undefined : Number(per_page), sort_order: sortOrderOf(sort_order) } as unknown as F;
}

export type ExerciseFilter = EvalTableQuery<RequestOf<typeof routes.evalListExercises>>;
export type ResultsFilter = EvalTableQuery<RequestOf<typeof routes.evalGetResults>>;

export function useExercises(filter: ExerciseFilter) {
  const client = useApiClient();
  return useQuery({
    queryKey: evalKeys.list('exercises', filter),
    queryFn: ({ signal }) => client.call(routes.evalListExercises, evalListQuery(filter), { signal, silent: true }),
    placeholderData: keepPreviousData,
  });
}

/** Every exercise, newest first, for the exercise selectors. */
export function useExerciseOptions() {
  return useExercises({ is_page: 0 });
}

export function useResults(filter: ResultsFilter, enabled: boolean) {
  const client = useApiClient();
  return useQuery({
    queryKey: evalKeys.list('results', filter),
    queryFn: ({ signal }) => client.call(routes.evalGetResults, evalListQuery(filter), { signal, silent: true }),
    placeholderData: keepPreviousData,
    enabled,
  });
}

export function useQuestions(exerciseId: string | undefined, search?: string) {
  const client = useApiClient();
  return useQuery({
    queryKey: evalKeys.list('questions', { exerciseId, search }),
    queryFn: ({ signal }) => client.call(routes.evalListQuestions, { exercise_id: String(exerciseId), search }, { signal, silent: true }),
    enabled: Boolean(exerciseId),
  });
}

export function useOrgOptions() {
  const client = useApiClient();
  const obs = useQuery({
    queryKey: evalKeys.list('obs-options', {}),
    queryFn: ({ signal }) => client.call(routes.evalListObs, { is_page: 0, sort_field: 'obs_name', sort_order: 'asc' }, { signal, silent: true }),
  });
  const jobs = useQuery({
    queryKey: evalKeys.list('job-options', {}),
    queryFn: ({ signal }) => client.call(routes.evalListJobs, { is_page: 0, sort_field: 'job_name', sort_order: 'asc' }, { signal, silent: true }),
  });
  return { obs, jobs };
}

export async function exportResults(client: ApiClient, exerciseId: string): Promise<void> {
  const { blob, filename } = await client.download(routes.evalExportResults, { exercise_id: exerciseId });
  saveFile(blob, filename ?? '评价结果.xlsx');
}

export async function exportEvaluators(client: ApiClient, exerciseId: string): Promise<void> {
  const { blob, filename } = await client.download(routes.evalExportEvaluators, { exercise_id: exerciseId });
  saveFile(blob, filename ?? '评价关系.xlsx');
}

/** antd's sorter order as the list calls take it. */
export const sortOrderOf = (order: 'ascend' | 'descend' | null | undefined): 'asc' | 'desc' | undefined =>
  order === 'ascend' ? 'asc' : order === 'descend' ? 'desc' : undefined;
export const antdOrderOf = (order: string | undefined): 'ascend' | 'descend' | null => (order === 'asc' ? 'ascend' : order === 'desc' ? 'descend' : null);
