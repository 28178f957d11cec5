import Result from 'antd/es/result';
import { isApiError } from '@zhuyun/client';
import { Msg, ResultCode } from '@zhuyun/contracts';

export const isForbidden = (error: unknown) => isApiError(error) && error.code === ResultCode.FORBIDDEN;

/** The page's answer to 10403: the same words as /error?type=403. */
export function Forbidden() {
  return <Result status="403" title="403" subTitle={Msg.error403} />;
}
