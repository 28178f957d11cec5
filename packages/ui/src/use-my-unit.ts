import { useQuery } from '@tanstack/react-query';
import { routes } from '@zhuyun/contracts';
import { useApiClient } from './api-client-context';

/**
 * The signed-in person's membership of one unit: its root org id, its name and whether they administer it (pages
 * know the unit's company_id only). Null when they are not a member.
 */
export function useMyUnit(companyId: string | null | undefined) {
  const client = useApiClient();
  return useQuery({
    queryKey: ['units', 'mine', 'membership', companyId],
    queryFn: async ({ signal }) => {
      const { list } = await client.call(routes.getMyCompanies, { is_page: 0 }, { signal });
      const unit = list.find((u) => u.company_id === companyId);
      return unit ? { org_id: unit.org_id, is_admin: unit.is_admin, company_name: unit.company_name } : null;
    },
    enabled: Boolean(companyId),
    staleTime: 60_000,
  });
}
