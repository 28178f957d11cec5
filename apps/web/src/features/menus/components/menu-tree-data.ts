import type { MenuNode } from '@zhuyun/contracts';

/** Finds a node and whether it is a top-level group. */
export function findNode(nodes: readonly MenuNode[], menuId: string, depth = 0): { node: MenuNode; isGroup: boolean; siblings: readonly MenuNode[] } | null {
  for (const node of nodes) {
    if (node.menu_id === menuId) return { node, isGroup: depth === 0, siblings: nodes };
    const inner = findNode(node.children_list, menuId, depth + 1);
    if (inner) return inner;
  }
  return null;
}

/** The nodes whose name or route contains the search, with the path to them (their ancestors) kept. */
export function filterMenus(nodes: readonly MenuNode[], search: string): MenuNode[] {
  const q = search.trim().toLowerCase();
  if (!q) return [...nodes];
  const out: MenuNode[] = [];
  for (const n of nodes) {
    const children = filterMenus(n.children_list, q);
    const hit = n.menu_name.toLowerCase().includes(q) || (n.route_url ?? '').toLowerCase().includes(q);
    if (hit || children.length > 0) out.push({ ...n, children_list: hit ? n.children_list : children });
  }
  return out;
}
