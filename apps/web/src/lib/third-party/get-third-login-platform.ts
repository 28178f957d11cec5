import { queryOptions } from '@tanstack/react-query';
import { routes, type ResponseOf } from '@zhuyun/contracts';
import type { ApiClient } from '@zhuyun/client';

export type ThirdLoginPlatform = ResponseOf<typeof routes.getThirdLoginPlatform>;

/** A fresh scan attempt each time the dialog opens: its state is single-use, so the answer is never reused. */
export function thirdLoginPlatformQuery(client: ApiClient) {
  return queryOptions({
    queryKey: ['third-party', 'login-platform'],
    queryFn: ({ signal }) => client.call(routes.getThirdLoginPlatform, {}, { signal }),
    staleTime: 0,
    gcTime: 0,
  });
}
