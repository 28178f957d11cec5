import { ResultCode, ThirdCheckType, WEB_SYSTEM_NO, routes, type ResponseOf } from '@zhuyun/contracts';
import type { ApiClient } from '@zhuyun/client';

type LoginAnswer = Extract<ResponseOf<typeof routes.checkThirdBound>, { access_token: string }>;

export type BoundCheck = { bound: true; session: LoginAnswer } | { bound: false; unique_token: string };

/** Check bound (system_no, type 0, code): a bound account's session, or 33199 with the bind panel's unique_token. */
export async function checkThirdBound(client: ApiClient, code: string, state: string): Promise<BoundCheck> {
  const envelope = await client.callEnvelope(routes.checkThirdBound, { system_no: WEB_SYSTEM_NO, type: ThirdCheckType.scanLogin, code, state });
  const data = envelope.data;
  if (envelope.code === ResultCode.THIRD_PARTY_UNBOUND && 'unique_token' in data) return { bound: false, unique_token: data.unique_token };
  return { bound: true, session: data as LoginAnswer };
}
