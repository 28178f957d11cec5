import { useMutation } from '@tanstack/react-query';
import { UsageCode, WEB_SYSTEM_NO, routes, type RequestOf } from '@zhuyun/contracts';
import { useApiClient } from '@zhuyun/ui';

export type PhoneRegisterInput = Omit<RequestOf<typeof routes.phoneRegister>, 'usage_code' | 'system_no'>;

/** Phone register: phone and code with usage_code 2; the answer carries an access_token, so it signs in too. */
export function usePhoneRegister() {
  const client = useApiClient();
  return useMutation({
    mutationFn: (input: PhoneRegisterInput) =>
      client.call(routes.phoneRegister, { ...input, usage_code: UsageCode.register, system_no: WEB_SYSTEM_NO }),
  });
}
