import { useQuery } from '@tanstack/react-query';
import { routes } from '@zhuyun/contracts';
import { useApiClient } from '@zhuyun/ui';

export const deptTreeKey = (inviteCode: string) => ['units', 'join', 'depts', inviteCode] as const;

/** The departments of the unit an invite code names, as a tree under its root org. */
export function useDeptTree(inviteCode: string | null) {
  const client = useApiClient();
  return useQuery({
    queryKey: deptTreeKey(inviteCode ?? ''),
    queryFn: ({ signal }) => client.call(routes.getDeptTreeByInviteCode, { invite_code: inviteCode ?? '' }, { signal, silent: true }),
    enabled: Boolean(inviteCode),
  });
}
