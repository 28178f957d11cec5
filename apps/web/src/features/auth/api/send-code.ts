import { useMutation } from '@tanstack/react-query';
import { WEB_SYSTEM_NO, routes, type RequestOf } from '@zhuyun/contracts';
import { useApiClient } from '@zhuyun/ui';

export type SendCodeInput = Omit<RequestOf<typeof routes.sendCode>, 'system_no'>;

/**
 * Sends an SMS code. Answers the whole envelope because its msg (已发送) is what the person sees; silent because the
 * send-code button shows refusals itself and stays usable.
 */
export function useSendCode() {
  const client = useApiClient();
  return useMutation({
    mutationFn: (input: SendCodeInput) =>
      client.callEnvelope(routes.sendCode, { ...input, system_no: WEB_SYSTEM_NO }, { silent: true }),
  });
}
