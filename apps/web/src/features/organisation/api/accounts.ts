import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { routes, type RequestOf } from '@zhuyun/contracts';
import { useApiClient } from '@zhuyun/ui';
import { peopleParams, type PeopleQuery } from './list-query';
import { orgKeys } from './org-tree';

/** The unit's accounts, or a department's with its sub-departments (get_dept_and_sub_user_list). */
export function useAccounts(q: PeopleQuery & { deptId?: string }, enabled = true) {
  const client = useApiClient();
  return useQuery({
    queryKey: [...orgKeys.accounts, q],
    enabled,
    queryFn: ({ signal }) =>
      client.call(
        routes.getDeptAndSubUserList,
        { ...peopleParams(q), status: q.status, dept_id: q.deptId },
        { signal, silent: true },
      ),
    placeholderData: keepPreviousData,
  });
}

export function useAccountEdits() {
  const client = useApiClient();
  const queryClient = useQueryClient();
  const settle = async () => {
    await queryClient.invalidateQueries({ queryKey: orgKeys.accounts });
    await queryClient.invalidateQueries({ queryKey: orgKeys.jobUsers });
  };
  return {
    add: useMutation({ mutationFn: (input: RequestOf<typeof routes.addUser>) => client.callEnvelope(routes.addUser, input), onSettled: settle }),
    edit: useMutation({ mutationFn: (input: RequestOf<typeof routes.editUser>) => client.callEnvelope(routes.editUser, input), onSettled: settle }),
    status: useMutation({ mutationFn: (input: { user_id: string; type: 1 | 2 }) => client.callEnvelope(routes.chgStatus, input), onSettled: settle }),
    remove: useMutation({ mutationFn: (input: { user_id: string }) => client.callEnvelope(routes.delUser, input), onSettled: settle }),
  };
}
