import { useRef } from 'react';
import { useLocation } from 'react-router';
import { groupOfPath } from './menu-tree';
import { HOME_PATH } from '../lib/top-menu-groups';
import type { ShellNode } from './use-shell-menus';

/**
 * The group the side menu shows: the one whose menus lead to the page; a page outside every group (a detail page
 * opened from a list) keeps the last group; the home page has none.
 */
export function useCurrentGroup(groups: readonly ShellNode[]): ShellNode | undefined {
  const { pathname } = useLocation();
  const last = useRef<string | undefined>(undefined);
  if (pathname === HOME_PATH) {
    last.current = undefined;
    return undefined;
  }
  const found = groupOfPath(groups, pathname);
  if (found) last.current = found.key;
  return found ?? groups.find((group) => group.key === last.current);
}
