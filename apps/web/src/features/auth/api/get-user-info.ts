import { queryOptions } from '@tanstack/react-query';
import { routes, type ResponseOf } from '@zhuyun/contracts';
import type { ApiClient } from '@zhuyun/client';
import type { StoredUserInfo } from '../../../lib/session-store';

export type UserInfo = ResponseOf<typeof routes.getUserInfo>;

/** User info of the session just opened; fetched once right after login, so it never goes stale in the cache. */
export function userInfoQuery(client: ApiClient) {
  return queryOptions({
    queryKey: ['user', 'info'],
    queryFn: ({ signal }) => client.call(routes.getUserInfo, {}, { signal }),
    staleTime: 0,
  });
}

/** The fields spec-1 §3 keeps as userInfo in browser storage. */
export function toStoredUserInfo(info: UserInfo, accessToken: string): StoredUserInfo {
  return {
    real_name: info.real_name,
    job: info.job,
    user_name: info.user_name,
    phone: info.phone,
    user_id: info.user_id,
    access_token: accessToken,
    comp_id: info.comp_id,
    company_type: info.company_type,
  };
}
