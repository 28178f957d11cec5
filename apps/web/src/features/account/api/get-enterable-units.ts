import { useQuery } from '@tanstack/react-query';
import { ReviewStatus, routes } from '@zhuyun/contracts';
import { useApiClient } from '@zhuyun/ui';

/** The units the person may switch to: their approved ones (spec-1 §4). */
export function useEnterableUnits(enabled: boolean) {
  const client = useApiClient();
  return useQuery({
    queryKey: ['units', 'mine', 'enterable'],
    queryFn: async ({ signal }) => {
      const { list } = await client.call(routes.getMyCompanies, { is_page: 0 }, { signal });
      return list.filter((unit) => unit.status === ReviewStatus.approved);
    },
    enabled,
  });
}
