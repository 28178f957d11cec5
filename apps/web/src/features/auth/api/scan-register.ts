import { useMutation } from '@tanstack/react-query';
import { UsageCode, WEB_SYSTEM_NO, routes, type RequestOf } from '@zhuyun/contracts';
import { useApiClient } from '@zhuyun/ui';

export type ScanRegisterInput = Omit<RequestOf<typeof routes.scanRegister>, 'usage_code' | 'system_no' | 'audit_status'>;

/** Scan register (the full register form): usage_code 2, system_no web, audit_status 2 (spec-1 §3). */
export function useScanRegister() {
  const client = useApiClient();
  return useMutation({
    mutationFn: (input: ScanRegisterInput) =>
      client.call(routes.scanRegister, { ...input, usage_code: UsageCode.register, system_no: WEB_SYSTEM_NO, audit_status: 2 }),
  });
}
