import { TOP_MENU_GROUPS } from './top-menu-groups';

/** One node of the side menu; the five groups are the roots (spec-1 §3 "Menu node", shaped for the shell). */
export interface MenuNode {
  key: string;
  name: string;
  /** The route the node opens; a group's path is its redirect centre. */
  path: string;
  /** The server's menu_css. */
  icon?: string;
  children?: MenuNode[];
}

const EMPTY_GROUPS: MenuNode[] = TOP_MENU_GROUPS.map((group) => ({ key: group.key, name: group.label, path: group.path, children: [] }));

/**
 * The five menu groups with their menus. Temporary: the groups without children until the menus piece reads them from
 * the server's get_menu (issue 4 item 1); the layout is written against MenuNode only.
 */
export function useShellMenus(): MenuNode[] {
  return EMPTY_GROUPS;
}
