import { useCallback } from 'react';
import { StorageKey } from '@zhuyun/contracts';
import { useApiClient } from '@zhuyun/ui';
import { toast } from '../../lib/feedback';
import { useSessionStore } from '../../lib/session-store';
import { appStorage } from '../../lib/storage';
import { openExternalMenu, type ExternalMenuNode, type ExternalMenuOutcome } from './open-external-menu';

/** Opens a window; tests replace it. */
export const externalWindow = {
  open: (url: string): Window | null => window.open(url, '_blank'),
};

/** openExternalMenu bound to this session: for the side and top menus' external items (menu_type 2). */
export function useOpenExternalMenu(): (node: ExternalMenuNode) => Promise<ExternalMenuOutcome> {
  const client = useApiClient();
  const userId = useSessionStore((state) => state.userInfo?.user_id ?? null);
  return useCallback(
    (node: ExternalMenuNode) =>
      openExternalMenu(node, {
        client,
        userId,
        projectId: appStorage.get<{ project_id?: string }>(StorageKey.currentProject)?.project_id ?? null,
        origin: window.location.origin,
        openWindow: (url) => externalWindow.open(url),
        warn: toast.warning,
        error: toast.error,
      }),
    [client, userId],
  );
}
