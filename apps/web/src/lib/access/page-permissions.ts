import type { MenuNode, ObjectNode } from '@zhuyun/contracts';

/** The page-level permission set: the objects held below the active page's own object (spec-1 §6). */
export interface PageAccess {
  /** The pathname the set was computed for. */
  path: string;
  /** The page's own object, or null when nothing matched yet. */
  pageObject: string | null;
  objects: ReadonlySet<string>;
}

export const HOMEPAGE_PATH = '/homepage';

export const EMPTY_ACCESS: PageAccess = { path: '', pageObject: null, objects: new Set() };

/** A tab is path + query (spec-1 §2); menus and objects name the path alone. */
export function pathnameOf(tabPath: string): string {
  const cut = tabPath.search(/[?#]/);
  return cut === -1 ? tabPath : tabPath.slice(0, cut);
}

/** The first menu node, depth first in menu order, whose route is the pathname (its own query ignored). */
export function findMenuByPath(nodes: readonly MenuNode[], pathname: string): MenuNode | undefined {
  for (const node of nodes) {
    if (node.route_url && pathnameOf(node.route_url) === pathname) return node;
    const inner = findMenuByPath(node.children_list, pathname);
    if (inner) return inner;
  }
  return undefined;
}

function findObject(nodes: readonly ObjectNode[], test: (n: ObjectNode) => boolean): ObjectNode | undefined {
  for (const node of nodes) {
    if (test(node)) return node;
    const inner = findObject(node.children_list, test);
    if (inner) return inner;
  }
  return undefined;
}

/** Every object_no below a node (its children, their children …). */
export function descendantsOf(node: ObjectNode): Set<string> {
  const out = new Set<string>();
  const walk = (n: ObjectNode) => {
    for (const child of n.children_list) {
      out.add(child.object_no);
      walk(child);
    }
  };
  walk(node);
  return out;
}

/**
 * The next page-level set when the active tab becomes `tabPath`. On /homepage the set is not recomputed (spec-1 §2).
 * The page is found through the menu tree (its node's object_no), else through a held page object whose module is
 * the path; a path that matches neither (a detail page opened from a list) keeps the set of the page it came from.
 * A matched page whose object the user does not hold gets the empty set.
 */
export function nextPageAccess(
  previous: PageAccess,
  tabPath: string,
  menus: readonly MenuNode[],
  authTree: readonly ObjectNode[],
): PageAccess {
  const path = pathnameOf(tabPath);
  if (path === HOMEPAGE_PATH) return previous;
  const pageObject =
    findMenuByPath(menus, path)?.object_no ?? findObject(authTree, (n) => n.is_dir === 0 && n.object_module === path)?.object_no ?? null;
  if (!pageObject) return previous;
  const node = findObject(authTree, (n) => n.object_no === pageObject);
  return { path, pageObject, objects: node ? descendantsOf(node) : new Set() };
}

/** Whether an element's object is among the page's children. */
export function pageAllows(access: PageAccess, objectNo: string): boolean {
  return access.objects.has(objectNo);
}
