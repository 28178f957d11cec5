import { useMutation, useQueryClient } from '@tanstack/react-query';
import { routes, type RequestOf } from '@zhuyun/contracts';
import { useApiClient } from '@zhuyun/ui';
import { unitsKeys } from './units-keys';

export type CreateCompanyInput = Omit<RequestOf<typeof routes.createCompany>, 'timeStamp' | 'randomNum'>;

/** Creates a unit (spec-1 §5 unit form); answers the envelope for its msg (创建成功). */
export function useCreateCompany() {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: CreateCompanyInput) => client.callEnvelope(routes.createCompany, input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: unitsKeys.all }),
  });
}
