import { useMutation } from '@tanstack/react-query';
import { WEB_SYSTEM_NO, routes, type RequestOf } from '@zhuyun/contracts';
import { useApiClient } from '@zhuyun/ui';

export type LoginInput = Omit<RequestOf<typeof routes.login>, 'system_no'>;

/** Login with either form (login_type 1 password, 2 phone code). The contract handles its own errors: the caller shows msg. */
export function useLogin() {
  const client = useApiClient();
  return useMutation({
    mutationFn: (input: LoginInput) => client.call(routes.login, { ...input, system_no: WEB_SYSTEM_NO }),
  });
}
