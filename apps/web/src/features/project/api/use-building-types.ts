import { useQuery } from '@tanstack/react-query';
import { project, routes } from '@zhuyun/contracts';
import { useApiClient } from '@zhuyun/ui';

/** The building_type code list; while it loads or when it fails, the contract's own values stand in. */
export function useBuildingTypes() {
  const client = useApiClient();
  const codes = useQuery({
    queryKey: ['codes', 'building_type'],
    queryFn: ({ signal }) => client.call(routes.getCodeList, { code_type: 'building_type' }, { signal, silent: true }),
    staleTime: Infinity,
  });
  const list = codes.data?.list.length ? codes.data.list : project.BUILDING_TYPES.map(([value, name]) => ({ value, name }));
  return list.map((c) => ({ value: c.value, label: c.name }));
}
