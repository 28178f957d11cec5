import { useMutation } from '@tanstack/react-query';
import { routes } from '@zhuyun/contracts';
import { useApiClient } from '@zhuyun/ui';

/** A new project department in the invite code's unit (spec-1 §4); answers the envelope for its msg (创建成功). */
export function useCreateProjectDept() {
  const client = useApiClient();
  return useMutation({
    mutationFn: (input: { invite_code: string; dept_name: string }) => client.callEnvelope(routes.createProjectDept, input),
  });
}
