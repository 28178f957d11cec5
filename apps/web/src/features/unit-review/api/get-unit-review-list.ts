import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { routes, type company } from '@zhuyun/contracts';
import { useApiClient } from '@zhuyun/ui';
import { reviewQuery, type ReviewFilter } from './review-filter';

/** New units waiting for the platform administrator; silent, the page shows 10403 itself. */
export function useUnitReviewList(filter: ReviewFilter) {
  const client = useApiClient();
  return useQuery({
    queryKey: ['unit-review', 'units', filter],
    queryFn: ({ signal }) => client.call(routes.getUnitReviewList, reviewQuery<(typeof company.UNIT_REVIEW_SORT_FIELDS)[number]>(filter), { signal, silent: true }),
    placeholderData: keepPreviousData,
  });
}
