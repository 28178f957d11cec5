import { useQuery } from '@tanstack/react-query';
import { routes } from '@zhuyun/contracts';
import { useApiClient } from '@zhuyun/ui';
import { unitsKeys } from './units-keys';

/** The businessType code list for the unit form's multi-select. */
export function useBusinessTypes() {
  const client = useApiClient();
  return useQuery({
    queryKey: unitsKeys.businessTypes,
    queryFn: ({ signal }) => client.call(routes.getCodeList, { code_type: 'businessType' }, { signal, silent: true }),
    staleTime: Infinity,
  });
}
