import { useMutation } from '@tanstack/react-query';
import { audit, routes } from '@zhuyun/contracts';
import { resourceApi, useApiClient } from '@zhuyun/ui';

/** Query keys of /logManagement. */
export const logKeys = {
  all: ['logs'] as const,
  audit: ['logs', 'audit'] as const,
  signIns: ['logs', 'sign-ins'] as const,
  requests: ['logs', 'requests'] as const,
};

/** The audit trail as the resource kit reads it: list only (an audit trail has no edit or delete). */
export const auditApi = resourceApi({ list: audit.getAuditLog });

/** The API's request log (administrators'): list only. */
export const requestLogApi = resourceApi({ list: routes.getRequestLog });

/** Recomputes the company's chain on the server; answers the first broken link, or none. */
export function useVerifyAuditChain() {
  const client = useApiClient();
  return useMutation({ mutationFn: () => client.call(routes.verifyAuditChain, {}, { silent: true }) });
}
