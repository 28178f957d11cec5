import { useCallback } from 'react';
import type { FormInstance } from 'antd';
import { sendCodePhoneError } from '@zhuyun/contracts';
import { useSendCode } from '../api/send-code';
import { userTypeOfHost } from '../../../lib/host';
import { toast } from '../../../lib/feedback';

/**
 * The send-code button's action for a form with a `phone` field: the phone rules of spec-1 §5 are checked before any
 * call and shown under the phone; the server's answer (已发送 or its refusal) is shown as a toast.
 */
export function useSendCodeAction(form: FormInstance, usageCode: 1 | 2): () => Promise<boolean> {
  const sendCode = useSendCode();
  const { mutateAsync } = sendCode;

  return useCallback(async () => {
    const phone = form.getFieldValue('phone') as string | undefined;
    const problem = sendCodePhoneError(phone);
    if (problem) {
      form.setFields([{ name: 'phone', errors: [problem] }]);
      return false;
    }
    try {
      const answer = await mutateAsync({ phone, usage_code: usageCode, user_type: userTypeOfHost() });
      toast.success(answer.msg);
      return true;
    } catch (error) {
      toast.error((error as Error).message);
      return false;
    }
  }, [form, usageCode, mutateAsync]);
}
