import { useQuery } from '@tanstack/react-query';
import { StorageKey, routes } from '@zhuyun/contracts';
import { useApiClient } from '@zhuyun/ui';
import { useSessionStore } from '../../lib/session-store';
import { appStorage } from '../../lib/storage';

export const accessKeys = {
  userAuth: (userId: string | undefined) => ['access', 'user-auth', userId] as const,
};

/** The signed-in person's permission tree (get_user_auth_list); silent: without it elements just stay hidden. */
export function useUserAuth() {
  const client = useApiClient();
  const userId = useSessionStore((s) => s.userInfo?.user_id);
  return useQuery({
    queryKey: accessKeys.userAuth(userId),
    queryFn: async ({ signal }) => {
      const answer = await client.call(routes.getUserAuthList, { user_id: userId as string }, { signal, silent: true });
      // Kept as spec-1 §3 keeps it: the sub-apps read their permissions from storage.
      appStorage.set(StorageKey.permissions, answer.list);
      return answer;
    },
    enabled: Boolean(userId),
    select: (data) => data.list,
    // Grants change while a page is open: coming back to the browser tab shows the current ones.
    refetchOnWindowFocus: true,
  });
}
