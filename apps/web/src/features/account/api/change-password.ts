import { useMutation } from '@tanstack/react-query';
import { routes, type RequestOf } from '@zhuyun/contracts';
import { useApiClient } from '@zhuyun/ui';

export type ChangePasswordInput = Pick<RequestOf<typeof routes.changePassword>, 'old_password' | 'new_password' | 'user_id'>;

/** Changes the signed-in user's password; the server then ends every session of the user. */
export function useChangePassword() {
  const client = useApiClient();
  return useMutation({ mutationFn: (input: ChangePasswordInput) => client.call(routes.changePassword, input) });
}
