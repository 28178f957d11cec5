import { useQuery } from '@tanstack/react-query';
import { routes } from '@zhuyun/contracts';
import { useApiClient } from '@zhuyun/ui';
import { templateKeys } from './template-list';

/** What a template holds and which jobs hold it. */
export function useTemplateDetail(templateId: string | null) {
  const client = useApiClient();
  return useQuery({
    queryKey: templateKeys.detail(templateId),
    queryFn: ({ signal }) => client.call(routes.getTemplateDetail, { auth_template_id: templateId as string }, { signal, silent: true }),
    enabled: templateId !== null,
  });
}
