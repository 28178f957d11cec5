import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { useTabsStore } from '../lib/tabs-store';
import { titleOf } from '../app/route-table';
import type { ShellNode } from './use-shell-menus';

function menuName(nodes: readonly ShellNode[], pathname: string): string | undefined {
  for (const node of nodes) {
    if (node.path === pathname && !node.children?.length) return node.name;
    const inner = menuName(node.children ?? [], pathname);
    if (inner) return inner;
  }
  return undefined;
}

/**
 * Every navigation makes the current path with its query the active tab (spec-1 §2 "Shell"), titled by the tenant's
 * menu name when a menu leads there, else by the route table.
 */
export function useRecordTab(groups: readonly ShellNode[]): void {
  const { pathname, search } = useLocation();
  const open = useTabsStore((state) => state.open);
  useEffect(() => {
    const title = menuName(groups, pathname) ?? titleOf(pathname);
    open({ path: pathname + search, title });
  }, [pathname, search, open, groups]);
}
