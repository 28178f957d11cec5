import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { useShellMenus } from '../use-shell-menus';
import { usePageAccessStore } from '../../lib/access/page-access-store';
import { nextPageAccess } from '../../lib/access/page-permissions';
import { useUserAuth } from './use-user-auth';

/**
 * Recomputes the page-level permission set whenever the active tab (path + query) or the person's menus and
 * permissions change. The layout calls it once; `<Can>` reads the result.
 */
export function usePageAccessSync(): void {
  const { pathname, search } = useLocation();
  const { groups } = useShellMenus();
  const auth = useUserAuth();
  useEffect(() => {
    const { access, setAccess } = usePageAccessStore.getState();
    const next = nextPageAccess(access, pathname + search, groups, auth.data ?? []);
    if (next !== access) setAccess(next);
  }, [pathname, search, groups, auth.data]);
}
