import { useMutation } from '@tanstack/react-query';
import { UsageCode, WEB_SYSTEM_NO, routes, type RequestOf } from '@zhuyun/contracts';
import { useApiClient } from '@zhuyun/ui';

export type SendCodeInput = Omit<RequestOf<typeof routes.sendCode>, 'system_no' | 'template_no'>;

/** The SMS template of each use (spec-1 §4 sends template_no with every code): the provider words them apart. */
export const SEND_CODE_TEMPLATES: Record<number, string> = { [UsageCode.login]: 'login_code', [UsageCode.register]: 'register_code' };

/**
 * Sends an SMS code. Answers the whole envelope because its msg (已发送) is what the person sees; silent because the
 * send-code button shows refusals itself and stays usable.
 */
export function useSendCode() {
  const client = useApiClient();
  return useMutation({
    mutationFn: (input: SendCodeInput) =>
      client.callEnvelope(
        routes.sendCode,
        { ...input, template_no: SEND_CODE_TEMPLATES[Number(input.usage_code)], system_no: WEB_SYSTEM_NO },
        { silent: true },
      ),
  });
}
