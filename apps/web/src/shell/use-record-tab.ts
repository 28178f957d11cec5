import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { useTabsStore } from '../lib/tabs-store';
import { pageTitleOf } from './top-menu-groups';

/** Every navigation makes the current path with its query the active tab (spec-1 §2 Shell). */
export function useRecordTab(): void {
  const { pathname, search } = useLocation();
  const open = useTabsStore((state) => state.open);
  useEffect(() => {
    open({ path: pathname + search, title: pageTitleOf(pathname) });
  }, [pathname, search, open]);
}
