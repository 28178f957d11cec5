import { useQuery } from '@tanstack/react-query';
import { routes } from '@zhuyun/contracts';
import { useApiClient } from '@zhuyun/ui';
import { unitsKeys } from './units-keys';

/** One unit's card with its invite code and business types (spec-1 §3), for the view page. */
export function useCompanyInfo(orgId: string | null) {
  const client = useApiClient();
  return useQuery({
    queryKey: unitsKeys.detail(orgId ?? ''),
    queryFn: ({ signal }) => client.call(routes.getCompanyInfo, { org_id: orgId ?? '' }, { signal, silent: true }),
    enabled: Boolean(orgId),
  });
}
