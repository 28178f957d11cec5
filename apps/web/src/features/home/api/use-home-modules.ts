import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { routes, type members, type RequestOf } from '@zhuyun/contracts';
import { useApiClient } from '@zhuyun/ui';

/** The person's home-page modules in their order (every module of the catalogue, hidden ones with visible 0). */
export function useUserComponents(enabled: boolean) {
  const client = useApiClient();
  return useQuery({
    queryKey: ['home', 'components'],
    queryFn: ({ signal }) => client.call(routes.getUserComponents, {}, { signal, silent: true }),
    enabled,
  });
}

/** The numbers of the chosen modules, in the session's unit. */
export function useHomeModuleData(codes: string[]) {
  const client = useApiClient();
  return useQuery({
    queryKey: ['home', 'module-data', codes.join(',')],
    queryFn: ({ signal }) => client.call(routes.getHomeModuleData, { module_codes: codes as members.HomeModuleCode[] }, { signal, silent: true }),
    enabled: codes.length > 0,
  });
}

export function useSaveUserComponents() {
  const client = useApiClient();
  const queries = useQueryClient();
  return useMutation({
    mutationFn: (list: RequestOf<typeof routes.saveUserComponents>['list']) => client.call(routes.saveUserComponents, { list }),
    onSuccess: () => queries.invalidateQueries({ queryKey: ['home'] }),
  });
}
