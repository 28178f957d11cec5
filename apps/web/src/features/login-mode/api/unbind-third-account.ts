import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ThirdType, routes } from '@zhuyun/contracts';
import { useApiClient } from '@zhuyun/ui';
import { loginModeKeys } from './login-mode-keys';

/** Removes the person's WeChat binding; the list is read again whatever the answer (it may have changed elsewhere). */
export function useUnbindThirdAccount() {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => client.call(routes.unbindThirdAccount, { third_type: ThirdType.wechat }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: loginModeKeys.bindings }),
  });
}
