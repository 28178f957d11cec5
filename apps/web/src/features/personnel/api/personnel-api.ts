import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { routes, type RequestOf, type ResponseOf } from '@zhuyun/contracts';
import { useApiClient } from '@zhuyun/ui';

export type PersonnelRow = ResponseOf<typeof routes.getPersonnelAuditList>['list'][number];

export interface PersonnelQuery {
  page: number;
  per_page: number;
  status?: number;
  search?: string;
  sort_field?: 'submitted_at' | 'real_name' | 'status';
  sort_order?: 'ascend' | 'descend';
}

const KEY = ['personnel-audit'] as const;

export function usePersonnelList(query: PersonnelQuery) {
  const client = useApiClient();
  return useQuery({
    queryKey: [...KEY, 'list', query],
    queryFn: ({ signal }) => {
      const { per_page, ...rest } = query;
      return client.call(routes.getPersonnelAuditList, { page_size: per_page, ...rest }, { signal });
    },
    placeholderData: keepPreviousData,
  });
}

export function usePersonnelDetail(id: string | null) {
  const client = useApiClient();
  return useQuery({
    queryKey: [...KEY, 'detail', id],
    queryFn: ({ signal }) => client.call(routes.getPersonnelAuditDetail, { submission_id: id as string }, { signal }),
    enabled: Boolean(id),
  });
}

export function useAuditPersonnel() {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: RequestOf<typeof routes.auditPersonnel>) => client.callEnvelope(routes.auditPersonnel, input),
    onSettled: () => queryClient.invalidateQueries({ queryKey: KEY }),
  });
}
