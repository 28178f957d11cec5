import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { project } from '@zhuyun/contracts';
import { useApiClient, type TableQuery } from '@zhuyun/ui';

export interface UnitCandidateQuery extends TableQuery {
  page: number;
  per_page: number;
  search?: string;
}

/** One page of approved units by name, for the participating-unit picker. */
export function useUnitCandidates(query: UnitCandidateQuery, enabled: boolean) {
  const client = useApiClient();
  return useQuery({
    queryKey: ['projects', 'unit-candidates', query],
    queryFn: ({ signal }) => client.call(project.getUnitCompanyList, { search: query.search, page: query.page, per_page: query.per_page }, { signal, silent: true }),
    placeholderData: keepPreviousData,
    enabled,
  });
}
