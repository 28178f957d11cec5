import { queryOptions } from '@tanstack/react-query';
import { routes, type ResponseOf } from '@zhuyun/contracts';
import type { ApiClient } from '@zhuyun/client';

export type UserInfo = ResponseOf<typeof routes.getUserInfo>;

/** User info of the session just opened; fetched once right after login, so it never goes stale in the cache. */
export function userInfoQuery(client: ApiClient) {
  return queryOptions({
    queryKey: ['user', 'info'],
    queryFn: ({ signal }) => client.call(routes.getUserInfo, {}, { signal }),
    staleTime: 0,
  });
}

export { toStoredUserInfo } from '../../../lib/session-store';
