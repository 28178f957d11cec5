import { ThirdCheckType, ThirdType, routes, type ResponseOf } from '@zhuyun/contracts';
import type { ApiClient } from '@zhuyun/client';

export type BoundAccount = ResponseOf<typeof routes.bindCurrentUser>;

/**
 * A bind scan's callback (/loginMode's 绑定): check bound type 1 trades the code and state for a unique_token (it never
 * signs in), then the bind without user number gives the scanned account to the signed-in person. Both calls handle
 * their own errors: /blankPage shows the refusal.
 */
export async function bindScannedAccount(client: ApiClient, code: string, state: string): Promise<BoundAccount> {
  const check = await client.call(routes.checkThirdBound, { type: ThirdCheckType.scanBind, code, state });
  if (!('unique_token' in check)) throw new Error('check bound type 1 answered a sign-in');
  return client.call(routes.bindCurrentUser, { unique_token: check.unique_token, third_type: ThirdType.wechat });
}
