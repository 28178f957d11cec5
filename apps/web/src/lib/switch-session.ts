import { useCallback } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { routes } from '@zhuyun/contracts';
import { useApiClient } from '@zhuyun/ui';
import { toStoredUserInfo, toStoredCompanyInfo, useSessionStore } from './session-store';
import { hardNavigate } from './hard-navigate';

export type SwitchTarget = { company_id: string; org_id?: string | null } | { job_id: string };

/**
 * Switching unit or job (spec-1 §4): a new token from the server (the old one ends there), the new userInfo kept,
 * then /homepage loaded afresh so permissions and menu are fetched for the new session. Answers false when the
 * server refused (its message has been shown by the client's error policy) and nothing changed.
 */
export function useSwitchSession(): (target: SwitchTarget) => Promise<boolean> {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useCallback(
    async (target: SwitchTarget) => {
      let token: string;
      try {
        const answer =
          'job_id' in target
            ? await client.call(routes.changeJobToken, { job_id: target.job_id })
            : await client.call(routes.changeCompanyToken, { company_id: target.company_id, org_id: target.org_id ?? undefined });
        token = answer.access_token;
      } catch {
        return false;
      }
      const store = useSessionStore.getState();
      store.setToken(token);
      const info = await client.call(routes.getUserInfo, {});
      store.setUserInfo(toStoredUserInfo(info, token), toStoredCompanyInfo(info));
      queryClient.clear();
      hardNavigate.to('/homepage');
      return true;
    },
    [client, queryClient],
  );
}
