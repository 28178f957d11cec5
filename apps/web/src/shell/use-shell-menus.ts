import { useMemo } from 'react';
import { useQuery } from '@tanstack/react-query';
import { MenuGroups, StorageKey, routes, type MenuNode } from '@zhuyun/contracts';
import { useApiClient } from '@zhuyun/ui';
import { useSessionStore } from '../lib/session-store';
import { appStorage } from '../lib/storage';
import { TOP_MENU_GROUPS } from '../lib/top-menu-groups';

export type { MenuNode };

export const shellMenuKeys = {
  menu: (userId: string | undefined) => ['shell', 'menu', userId] as const,
};

export interface ShellMenus {
  /** Always the five groups of spec-1 §3 in order; a group the server did not send is empty. */
  groups: MenuNode[];
  isLoading: boolean;
  isError: boolean;
  refetch: () => void;
}

const emptyGroup = (g: (typeof MenuGroups)[number], i: number): MenuNode => ({
  menu_id: g.menu_no,
  menu_no: g.menu_no,
  menu_name: g.menu_name,
  menu_type: 0,
  route_url: null,
  outer_url: null,
  system_app_no: null,
  app_domain_name: null,
  menu_css: null,
  object_no: null,
  order_no: i + 1,
  children_list: [],
});

/** Orders what the server sent into the five groups, filling any missing one with an empty group. */
export function toFiveGroups(list: readonly MenuNode[] | undefined): MenuNode[] {
  return MenuGroups.map((g, i) => list?.find((n) => n.menu_no === g.menu_no) ?? emptyGroup(g, i));
}

/** The signed-in person's menus (get_menu), for the top bar, side menu and tab strip. */
export function useShellMenus(): ShellMenus {
  const client = useApiClient();
  const userId = useSessionStore((s) => s.userInfo?.user_id);
  const query = useQuery({
    queryKey: shellMenuKeys.menu(userId),
    queryFn: async ({ signal }) => {
      const answer = await client.call(routes.getMenu, { user_id: userId as string }, { signal, silent: true });
      // Kept as spec-1 §3 keeps it (the menu key), for the sub-apps and the next page load.
      appStorage.set(StorageKey.menu, answer.list);
      return answer;
    },
    enabled: Boolean(userId),
    staleTime: 60_000,
    // Grants change while a page is open: coming back to the browser tab shows the current ones.
    refetchOnWindowFocus: true,
  });
  const groups = useMemo(() => toFiveGroups(query.data?.list), [query.data]);
  return { groups, isLoading: query.isLoading, isError: query.isError, refetch: () => void query.refetch() };
}

/**
 * A menu node shaped for the layout (side menu, tabs, redirect centres): groups open their redirect centre, routes
 * their path; an external system's item (menu_type 2) carries its server node for openExternalMenu.
 */
export interface ShellNode {
  key: string;
  name: string;
  /** The route the node opens; a group's path is its redirect centre; empty for directories and external items. */
  path: string;
  /** The server's menu_css. */
  icon?: string;
  children?: ShellNode[];
  external?: MenuNode;
}

const EXTERNAL = 2;

function toShellNode(node: MenuNode): ShellNode {
  const isExternal = node.menu_type === EXTERNAL;
  return {
    key: node.menu_no,
    name: node.menu_name,
    path: isExternal ? '' : (node.route_url ?? ''),
    icon: node.menu_css ?? undefined,
    children: node.children_list?.length ? node.children_list.map(toShellNode) : undefined,
    external: isExternal ? node : undefined,
  };
}

/** The five groups as the layout draws them. */
export function toShellTree(groups: readonly MenuNode[]): ShellNode[] {
  return groups.map((group) => {
    const top = TOP_MENU_GROUPS.find((g) => g.key === group.menu_no);
    return { ...toShellNode(group), path: top?.path ?? '', children: (group.children_list ?? []).map(toShellNode) };
  });
}

/** useShellMenus, shaped for the layout. */
export function useShellNodes(): ShellNode[] {
  const { groups } = useShellMenus();
  return useMemo(() => toShellTree(groups), [groups]);
}
