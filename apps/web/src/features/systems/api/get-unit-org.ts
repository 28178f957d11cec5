import { useQuery } from '@tanstack/react-query';
import { routes } from '@zhuyun/contracts';
import { useApiClient } from '@zhuyun/ui';

/** The unit's root org id and whether the person administers it, from their units (the page has company_id only). */
export function useUnitOrg(companyId: string) {
  const client = useApiClient();
  return useQuery({
    queryKey: ['units', 'mine', 'org', companyId],
    queryFn: async ({ signal }) => {
      const { list } = await client.call(routes.getMyCompanies, { is_page: 0 }, { signal });
      const unit = list.find((u) => u.company_id === companyId);
      return unit ? { org_id: unit.org_id, is_admin: unit.is_admin, company_name: unit.company_name } : null;
    },
    enabled: Boolean(companyId),
  });
}
