import { useCallback } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { StorageKey, routes } from '@zhuyun/contracts';
import { useApiClient } from '@zhuyun/ui';
import { toStoredUserInfo, useSessionStore } from '../../../lib/session-store';
import { endSession } from '../../../lib/end-session';
import { appStorage } from '../../../lib/storage';

export interface HandoverParams {
  tokenId: string;
  url: string | null;
  project_id: string | null;
}

/**
 * The token hand-over (spec-1 §2): whoever was signed in here before steps aside; the short token becomes this
 * system's session; user info, user detail and the unit are loaded and stored; url is kept as originUrl and
 * project_id becomes the current project. The shell loads permissions and menus when it mounts, as after any
 * sign-in. Rejects with the server's message (expired, reused or unknown token).
 */
export function useHandover(): (params: HandoverParams) => Promise<void> {
  const client = useApiClient();
  const queryClient = useQueryClient();

  return useCallback(
    async ({ tokenId, url, project_id }: HandoverParams) => {
      endSession(queryClient);
      const session = await client.call(routes.getAccessTokenByShort, { short_token: tokenId });
      useSessionStore.getState().setToken(session.access_token);
      try {
        const [info, detail] = await Promise.all([client.call(routes.getUserInfo, {}), client.call(routes.getUserDetail, {})]);
        useSessionStore.getState().setUserInfo(toStoredUserInfo(info, session.access_token));
        appStorage.set(StorageKey.companyInfo, { company_id: detail.company_id, company_name: detail.company_name, company_type: info.company_type });
        if (url) appStorage.set(StorageKey.originUrl, url);
        if (project_id) {
          // A project the person cannot see here is simply not preselected.
          const project = await client.call(routes.getProjectInfo, { project_id }, { silent: true }).catch(() => null);
          if (project) {
            const { project_code, project_name, address, company_name } = project;
            appStorage.set(StorageKey.currentProject, { project_id, project_code, project_name, address, company_name });
            appStorage.set(StorageKey.projectIdList, [project_id]);
          }
        }
      } catch (error) {
        endSession(queryClient);
        throw error;
      }
    },
    [client, queryClient],
  );
}

/** `/{path}` inside this app; a missing path lands on the homepage. Only a path, never another origin. */
export function handoverTarget(path: string | null): string {
  const clean = (path ?? '').trim().replace(/^[/\\]+/, '');
  return clean ? `/${clean}` : '/homepage';
}
