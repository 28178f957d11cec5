import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { project } from '@zhuyun/contracts';
import { useApiClient } from '@zhuyun/ui';

/** One page of approved units by name, for the participating-unit picker. */
export function useUnitCandidates(search: string, page: number, enabled: boolean) {
  const client = useApiClient();
  return useQuery({
    queryKey: ['projects', 'unit-candidates', search, page],
    queryFn: ({ signal }) => client.call(project.getUnitCompanyList, { search: search || undefined, page, per_page: 10 }, { signal, silent: true }),
    placeholderData: keepPreviousData,
    enabled,
  });
}
