import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { routes, type company } from '@zhuyun/contracts';
import { useApiClient } from '@zhuyun/ui';
import { reviewQuery, type ReviewFilter } from './review-filter';

/** Join requests the unit administrator or project manager may review; silent, the page shows 10403 itself. */
export function useJoinOrgList(filter: ReviewFilter) {
  const client = useApiClient();
  return useQuery({
    queryKey: ['unit-review', 'join', filter],
    queryFn: ({ signal }) => client.call(routes.getJoinOrgList, reviewQuery<(typeof company.JOIN_REQUEST_SORT_FIELDS)[number]>(filter), { signal, silent: true }),
    placeholderData: keepPreviousData,
  });
}
