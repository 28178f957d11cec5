import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { routes, type RequestOf } from '@zhuyun/contracts';
import { toSortOrder, useApiClient, type TableQuery } from '@zhuyun/ui';

export const templateKeys = {
  all: ['permissions', 'templates'] as const,
  list: (params: RequestOf<typeof routes.getTemplateList>) => ['permissions', 'templates', 'list', params] as const,
  detail: (id: string | null) => ['permissions', 'templates', 'detail', id] as const,
  objectTree: ['permissions', 'object-tree'] as const,
  jobs: ['permissions', 'jobs'] as const,
};

/** The list's query as the kit's table keeps it (useTableQuery). */
export interface TemplateQuery extends TableQuery {
  page: number;
  per_page: number;
  auth_template_name?: string;
  sort_field?: 'auth_template_name' | 'created_at';
}

/** A page of the unit's templates (the call's page_size and asc|desc); silent: the page shows 10403 and failures. */
export function useTemplateList(query: TemplateQuery) {
  const client = useApiClient();
  const params: RequestOf<typeof routes.getTemplateList> = {
    page: query.page,
    page_size: query.per_page,
    auth_template_name: query.auth_template_name,
    sort_field: query.sort_field,
    sort_order: toSortOrder(query.sort_order),
  };
  return useQuery({
    queryKey: templateKeys.list(params),
    queryFn: ({ signal }) => client.call(routes.getTemplateList, params, { signal, silent: true }),
    placeholderData: keepPreviousData,
  });
}
