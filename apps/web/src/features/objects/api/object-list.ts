import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { routes, type RequestOf } from '@zhuyun/contracts';
import { useApiClient, type TableSortOrder } from '@zhuyun/ui';
import { objectKeys } from './object-keys';

/** The table's query: the node whose objects are listed, a search, and the paging and sorting of useTableQuery. */
export interface ObjectQuery {
  object_no?: string;
  object_name?: string;
  page?: number;
  per_page?: number;
  sort_field?: RequestOf<typeof routes.getObjectList>['sort_field'];
  sort_order?: TableSortOrder;
}

/** get_object_list: the objects (not categories) under a node, searched, sorted and paged by the server. */
export function useObjectList(query: ObjectQuery) {
  const client = useApiClient();
  return useQuery({
    queryKey: objectKeys.list(query),
    queryFn: ({ signal }) => {
      const { per_page, ...rest } = query;
      return client.call(routes.getObjectList, { ...rest, page_size: per_page }, { signal, silent: true });
    },
    placeholderData: keepPreviousData,
  });
}
