import { useMutation, useQueryClient } from '@tanstack/react-query';
import { routes, type RequestOf } from '@zhuyun/contracts';
import { useApiClient } from '@zhuyun/ui';
import { orgKeys } from './org-tree';

export type OrgEdit =
  | { kind: 'create'; input: RequestOf<typeof routes.createObs> }
  | { kind: 'updateDept'; input: RequestOf<typeof routes.updateDept> }
  | { kind: 'deleteDept'; input: RequestOf<typeof routes.deleteDept> }
  | { kind: 'updateJob'; input: RequestOf<typeof routes.updateJob> }
  | { kind: 'deleteJob'; input: RequestOf<typeof routes.deleteJob> };

/** Every change to the tree; the server's refusal (10003 …) is shown by the client's policy, the tree re-read after. */
export function useOrgEdit() {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (edit: OrgEdit): Promise<string> => {
      switch (edit.kind) {
        case 'create':
          return (await client.callEnvelope(routes.createObs, edit.input)).msg;
        case 'updateDept':
          return (await client.callEnvelope(routes.updateDept, edit.input)).msg;
        case 'deleteDept':
          return (await client.callEnvelope(routes.deleteDept, edit.input)).msg;
        case 'updateJob':
          return (await client.callEnvelope(routes.updateJob, edit.input)).msg;
        case 'deleteJob':
          return (await client.callEnvelope(routes.deleteJob, edit.input)).msg;
      }
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: orgKeys.tree }),
  });
}
