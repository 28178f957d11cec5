import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { routes, type RequestOf } from '@zhuyun/contracts';
import { useApiClient } from '@zhuyun/ui';

export const templateKeys = {
  all: ['permissions', 'templates'] as const,
  list: (params: RequestOf<typeof routes.getTemplateList>) => ['permissions', 'templates', 'list', params] as const,
  detail: (id: string | null) => ['permissions', 'templates', 'detail', id] as const,
  objectTree: ['permissions', 'object-tree'] as const,
  jobs: ['permissions', 'jobs'] as const,
};

/** A page of the unit's templates; silent: the page shows 10403 and failures itself. */
export function useTemplateList(params: RequestOf<typeof routes.getTemplateList>) {
  const client = useApiClient();
  return useQuery({
    queryKey: templateKeys.list(params),
    queryFn: ({ signal }) => client.call(routes.getTemplateList, params, { signal, silent: true }),
    placeholderData: keepPreviousData,
  });
}
