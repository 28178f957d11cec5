import { useMemo } from 'react';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useOptionalApiClient } from '../api-client-context';
import type { ResourceApi, ResourceSource } from './resource-api';
import type { ResourceQuery } from './resource-query';

/** The source bound to the app's client (once per client). */
export function useBoundApi<Row, Values>(source: ResourceSource<Row, Values>): ResourceApi<Row, Values> {
  const client = useOptionalApiClient();
  return useMemo(() => {
    if (typeof source !== 'function') return source;
    if (!client) throw new Error('a resourceApi(…) needs an <ApiClientProvider> above the page');
    return source(client);
  }, [source, client]);
}

/**
 * A resource's list query and its save and delete mutations (TanStack Query). Both mutations refresh everything under
 * `queryKey` and the `invalidates` keys (lists elsewhere that count these rows).
 */
export function useResource<Row, Values>(api: ResourceApi<Row, Values>, queryKey: readonly unknown[], query: ResourceQuery, invalidates: readonly (readonly unknown[])[] = []) {
  const queryClient = useQueryClient();
  const list = useQuery({
    queryKey: [...queryKey, 'list', query],
    queryFn: ({ signal }) => api.list(query, signal),
    placeholderData: keepPreviousData,
  });
  const refresh = () => Promise.all([queryKey, ...invalidates].map((key) => queryClient.invalidateQueries({ queryKey: key })));
  const save = useMutation({
    mutationFn: ({ values, row }: { values: Values; row: Row | null }) => {
      if (row) return api.update ? api.update(row, values) : Promise.reject(new Error('no update'));
      return api.create ? api.create(values) : Promise.reject(new Error('no create'));
    },
    onSuccess: refresh,
  });
  const remove = useMutation({
    mutationFn: (row: Row) => (api.remove ? api.remove(row) : Promise.reject(new Error('no remove'))),
    onSuccess: refresh,
  });
  return { list, save, remove, refresh };
}
