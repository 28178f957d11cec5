import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Limits, routes } from '@zhuyun/contracts';
import { useApiClient } from '@zhuyun/ui';
import { unitsKeys } from './units-keys';

/** One page of My units (spec-1 §2: 12 per page); the previous page stays on screen while the next loads. */
export function useMyCompanies(page: number) {
  const client = useApiClient();
  return useQuery({
    queryKey: unitsKeys.page(page),
    queryFn: ({ signal }) =>
      client.call(routes.getMyCompanies, { is_page: 1, page, page_size: Limits.unitsPageSize }, { signal, silent: true }),
    placeholderData: keepPreviousData,
  });
}

/** Every unit of the person (is_page 0), for the read-only default-unit selector of the header. */
export function useAllMyCompanies() {
  const client = useApiClient();
  return useQuery({
    queryKey: unitsKeys.everything,
    queryFn: ({ signal }) => client.call(routes.getMyCompanies, { is_page: 0 }, { signal, silent: true }),
  });
}
