import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ApiClient } from '@zhuyun/client';
import { routes, type RequestOf, type ResponseOf } from '@zhuyun/contracts';
import { useApiClient } from '@zhuyun/ui';
import { brandingQueryKey } from '../../../lib/branding/get-company-by-domain';

export type CompanyProfile = ResponseOf<typeof routes.getCompanyProfile>;
const KEY = ['company-profile'] as const;

export function useCompanyProfile() {
  const client = useApiClient();
  return useQuery({ queryKey: KEY, queryFn: ({ signal }) => client.call(routes.getCompanyProfile, {}, { signal }) });
}

export function useSaveCompanyProfile() {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: RequestOf<typeof routes.saveCompanyProfile>) => client.callEnvelope(routes.saveCompanyProfile, input),
    onSuccess: async (answer) => {
      queryClient.setQueryData(KEY, answer.data);
      // The shell's logo and the login page read the branding once per visit: read it again now.
      await queryClient.invalidateQueries({ queryKey: brandingQueryKey });
    },
  });
}

export async function uploadImage(client: ApiClient, module: 'logo' | 'picture', file: File) {
  return (await client.upload(routes.uploadFile, { module }, file, file.name)).data;
}
