import { useQuery } from '@tanstack/react-query';
import { routes } from '@zhuyun/contracts';
import { useApiClient } from '@zhuyun/ui';

/** The posts of the chosen departments (dept_id comma-joined, is_page 0) of the invite code's unit. */
export function useJobList(inviteCode: string | null, deptIds: string[]) {
  const client = useApiClient();
  const dept_id = deptIds.join(',');
  return useQuery({
    queryKey: ['units', 'join', 'jobs', inviteCode, dept_id],
    queryFn: ({ signal }) =>
      client.call(routes.getJobList, { dept_id, is_page: 0, invite_code: inviteCode ?? undefined }, { signal, silent: true }),
    enabled: Boolean(inviteCode) && deptIds.length > 0,
  });
}
