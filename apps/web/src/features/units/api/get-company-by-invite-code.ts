import { useMutation } from '@tanstack/react-query';
import { routes } from '@zhuyun/contracts';
import { useApiClient } from '@zhuyun/ui';

/** The unit behind an invite code; the contract handles its own errors, so the dialog shows the refusal inline. */
export function useCompanyByInviteCode() {
  const client = useApiClient();
  return useMutation({ mutationFn: (invite_code: string) => client.call(routes.getCompanyByInviteCode, { invite_code }) });
}
