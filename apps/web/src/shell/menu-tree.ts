import { pathnameOf } from '../lib/tab-rules';
import type { ShellNode } from './use-shell-menus';

function contains(node: ShellNode, pathname: string): boolean {
  if (node.path && pathnameOf(node.path) === pathname) return true;
  return (node.children ?? []).some((child) => contains(child, pathname));
}

/** The group whose centre or menus lead to `pathname`. */
export function groupOfPath(groups: readonly ShellNode[], pathname: string): ShellNode | undefined {
  return groups.find((group) => contains(group, pathname));
}

/**
 * The first menu of a node, depth first, that `accept` takes: where its redirect centre goes (spec-2 §2.3). The
 * centres pass "has a real page", so a group opens on a page rather than on a not-built-yet notice.
 */
export function firstMenuPath(node: ShellNode, accept: (path: string) => boolean = () => true): string | null {
  for (const child of node.children ?? []) {
    if (child.children?.length) {
      const inner = firstMenuPath(child, accept);
      if (inner) return inner;
    } else if (child.path && accept(child.path)) {
      return child.path;
    }
  }
  return null;
}

/** A node anywhere in the tree by key (the redirect centres of filing, orders and components sit inside a group). */
export function findMenu(nodes: readonly ShellNode[], key: string): ShellNode | undefined {
  for (const node of nodes) {
    if (node.key === key) return node;
    const inner = findMenu(node.children ?? [], key);
    if (inner) return inner;
  }
  return undefined;
}

/** The chain of submenu keys above `pathname`, so the side menu opens where the page is. */
export function openKeysFor(nodes: readonly ShellNode[], pathname: string, trail: string[] = []): string[] {
  for (const node of nodes) {
    if (!node.children?.length) continue;
    if (node.children.some((child) => child.path && pathnameOf(child.path) === pathname)) return [...trail, node.key];
    const inner = openKeysFor(node.children, pathname, [...trail, node.key]);
    if (inner.length) return inner;
  }
  return [];
}

/**
 * The names from a group down to the menu that opens `pathname` (项目中心 › 项目管理 › 项目列表), or null when no menu
 * leads there; a group's own path (its redirect centre) is not a page of the trail.
 */
export function menuTrail(nodes: readonly ShellNode[], pathname: string, above: string[] = []): string[] | null {
  for (const node of nodes) {
    const names = [...above, node.name];
    if (above.length > 0 && !node.children?.length && node.path && pathnameOf(node.path) === pathname) return names;
    const inner = menuTrail(node.children ?? [], pathname, names);
    if (inner) return inner;
  }
  return null;
}
