import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ApiClient } from '@zhuyun/client';
import { routes, type RequestOf, type ResponseOf } from '@zhuyun/contracts';
import { useApiClient } from '@zhuyun/ui';

export type MyProfile = ResponseOf<typeof routes.getMyProfile>;
export type AuditRecordRow = ResponseOf<typeof routes.getMyAuditRecords>['list'][number];
export type MyApplyRow = ResponseOf<typeof routes.getMyApplies>['list'][number];
export type MyLimit = ResponseOf<typeof routes.getMyLimit>;
export type SystemRow = ResponseOf<typeof routes.getAuthSystemList>['list'][number];

export const personalKeys = {
  all: ['personal'] as const,
  profile: ['personal', 'profile'] as const,
  records: ['personal', 'records'] as const,
};

export interface MyListQuery {
  page: number;
  per_page: number;
  kind?: string;
  status?: number;
}

export function useMyProfile() {
  const client = useApiClient();
  return useQuery({ queryKey: personalKeys.profile, queryFn: ({ signal }) => client.call(routes.getMyProfile, {}, { signal }) });
}

export function useUpdateProfile() {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: RequestOf<typeof routes.updateMyProfile>) => client.callEnvelope(routes.updateMyProfile, input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: personalKeys.profile }),
  });
}

export function useChangePhone() {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: RequestOf<typeof routes.changeMyPhone>) => client.callEnvelope(routes.changeMyPhone, input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: personalKeys.profile }),
  });
}

export function useMyAuditRecords(query: MyListQuery) {
  const client = useApiClient();
  return useQuery({
    queryKey: [...personalKeys.records, query],
    queryFn: ({ signal }) =>
      client.call(routes.getMyAuditRecords, { page: query.page, page_size: query.per_page, kind: query.kind, status: query.status }, { signal }),
    placeholderData: keepPreviousData,
  });
}

export function useMyApplies(query: MyListQuery) {
  const client = useApiClient();
  return useQuery({
    queryKey: ['personal', 'applies', query],
    queryFn: ({ signal }) => client.call(routes.getMyApplies, { page: query.page, page_size: query.per_page, kind: query.kind, status: query.status }, { signal }),
    placeholderData: keepPreviousData,
  });
}

export function useMyLimit() {
  const client = useApiClient();
  return useQuery({ queryKey: ['personal', 'limit'], queryFn: ({ signal }) => client.call(routes.getMyLimit, {}, { signal }) });
}

/** The business systems of my current unit with the unit's authorisation state in each. */
export function useMySystems(companyId: string | null | undefined) {
  const client = useApiClient();
  return useQuery({
    queryKey: ['personal', 'systems', companyId],
    queryFn: ({ signal }) => client.call(routes.getAuthSystemList, { id: companyId as string, auth_sys_type: 2, is_page: 0 }, { signal }),
    enabled: Boolean(companyId),
  });
}

export function useSubmitPersonnel() {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: RequestOf<typeof routes.submitPersonnelInfo>) => client.callEnvelope(routes.submitPersonnelInfo, input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: personalKeys.records }),
  });
}

/** Uploads one file for a form: what the form stores (file_path) and a link to show it at once. */
export async function uploadFor(client: ApiClient, module: 'certificate' | 'picture', file: File) {
  return (await client.upload(routes.uploadFile, { module }, file, file.name)).data;
}
