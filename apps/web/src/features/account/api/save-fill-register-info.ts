import { useMutation } from '@tanstack/react-query';
import { routes, type RequestOf } from '@zhuyun/contracts';
import { useApiClient } from '@zhuyun/ui';

export type FillRegisterInfo = RequestOf<typeof routes.saveFillRegisterInfo>;

export function useSaveFillRegisterInfo() {
  const client = useApiClient();
  return useMutation({ mutationFn: (input: FillRegisterInfo) => client.call(routes.saveFillRegisterInfo, input) });
}
