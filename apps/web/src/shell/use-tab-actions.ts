import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { useTabsStore } from '../lib/tabs-store';
import { pathnameOf } from '../lib/tab-rules';
import { usePageRefresh } from './page-refresh';
import type { TabAction } from './tab-menu';

/** Runs a tab action and follows it to the tab that becomes active. */
export function useTabActions() {
  const navigate = useNavigate();
  return useCallback(
    (action: TabAction, path: string) => {
      const store = useTabsStore.getState();
      if (action === 'refresh') {
        usePageRefresh.getState().refresh(pathnameOf(path));
        if (store.activePath !== path) void navigate(path);
        return;
      }
      const to =
        action === 'close' ? store.close(path) : action === 'closeOthers' ? store.closeOthers(path) : action === 'closeRight' ? store.closeRight(path) : store.closeAll();
      if (to) void navigate(to);
    },
    [navigate],
  );
}
