import { useQuery } from '@tanstack/react-query';
import { routes } from '@zhuyun/contracts';
import { useApiClient } from '@zhuyun/ui';

/**
 * Query keys of the evaluation feature: invalidating ['evaluation'] refreshes every list after a change. The paged
 * lists are <ResourcePage>s under ['evaluation', <list>, …]; these are the lists that fill choices.
 */
export const evalKeys = {
  all: ['evaluation'] as const,
  list: (name: string, filter: object) => ['evaluation', name, filter] as const,
};

/** Every exercise, newest first, for the exercise selectors. */
export function useExerciseOptions() {
  const client = useApiClient();
  return useQuery({
    queryKey: evalKeys.list('exercise-options', {}),
    queryFn: ({ signal }) => client.call(routes.evalListExercises, { is_page: 0 }, { signal, silent: true }),
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
