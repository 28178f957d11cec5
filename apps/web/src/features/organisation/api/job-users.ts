import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { routes } from '@zhuyun/contracts';
import { useApiClient } from '@zhuyun/ui';
import { peopleParams, type PeopleQuery } from './list-query';
import { orgKeys } from './org-tree';

export function useJobUsers(jobId: string | null, q: PeopleQuery) {
  const client = useApiClient();
  return useQuery({
    queryKey: [...orgKeys.jobUsers, jobId, q],
    enabled: jobId !== null,
    queryFn: ({ signal }) =>
      client.call(routes.getJobAccountList, { job_id: jobId as string, ...peopleParams(q) }, { signal, silent: true }),
    placeholderData: keepPreviousData,
  });
}

/** Assigning and removing re-read the job's people and the account lists (their job names change). */
export function useJobUserEdits() {
  const client = useApiClient();
  const queryClient = useQueryClient();
  const settle = async () => {
    await queryClient.invalidateQueries({ queryKey: orgKeys.jobUsers });
    await queryClient.invalidateQueries({ queryKey: orgKeys.accounts });
  };
  const assign = useMutation({
    mutationFn: (input: { job_id: string; user_ids: string[] }) =>
      client.callEnvelope(routes.batchCreateJobUser, { job_id: input.job_id, user_ids: input.user_ids.join(',') }),
    onSettled: settle,
  });
  const remove = useMutation({
    mutationFn: (input: { job_id: string; user_id: string }) => client.callEnvelope(routes.deleteJobUser, input),
    onSettled: settle,
  });
  return { assign, remove };
}
