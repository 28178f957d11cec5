import { useMutation } from '@tanstack/react-query';
import { ThirdType, routes } from '@zhuyun/contracts';
import { useApiClient } from '@zhuyun/ui';
import type { Credentials } from '../components/login-mode';

/** Third-party bind: the scanned account joins an existing one (unique_token, user_no, password, third_type 2). */
export function useBindThirdAccount() {
  const client = useApiClient();
  return useMutation({
    mutationFn: ({ unique_token, ...credentials }: Credentials & { unique_token: string }) =>
      client.call(routes.bindThirdAccount, { unique_token, ...credentials, third_type: ThirdType.wechat }),
  });
}
