import type { ObjectNode } from '@zhuyun/contracts';

/** A node of the left tree: a category or a page, the places objects are listed under. */
export interface PlaceItem {
  key: string;
  title: string;
  isDir: boolean;
  children: PlaceItem[];
}

/** Categories and pages only: a page's elements are what the table lists when the page is chosen. */
export function toPlaces(nodes: readonly ObjectNode[]): PlaceItem[] {
  return nodes
    .filter((n) => n.is_dir === 1 || n.is_menu === 1)
    .map((n) => ({ key: n.object_no, title: n.object_name, isDir: n.is_dir === 1, children: toPlaces(n.children_list) }));
}

/** The places whose name or number contains `search`, with the branches that lead to them. */
export function filterPlaces(items: readonly PlaceItem[], search: string): PlaceItem[] {
  const needle = search.trim().toLowerCase();
  if (!needle) return [...items];
  return items.flatMap((item) => {
    const children = filterPlaces(item.children, search);
    const hit = item.title.toLowerCase().includes(needle) || item.key.toLowerCase().includes(needle);
    return hit || children.length ? [{ ...item, children: hit ? item.children : children }] : [];
  });
}

/** A node anywhere in the tree by its number. */
export function findByNo(nodes: readonly ObjectNode[], objectNo: string): ObjectNode | undefined {
  for (const node of nodes) {
    if (node.object_no === objectNo) return node;
    const inner = findByNo(node.children_list, objectNo);
    if (inner) return inner;
  }
  return undefined;
}

/** Every key of the places, for expanding all while a search narrows the tree. */
export const placeKeys = (items: readonly PlaceItem[]): string[] => items.flatMap((i) => [i.key, ...placeKeys(i.children)]);

/** The choices of a parent picker: categories (and pages too, for an object), as TreeSelect's data. */
export interface ParentOption {
  value: string;
  title: string;
  children: ParentOption[];
}

export function parentOptions(items: readonly PlaceItem[], withPages: boolean, except?: string): ParentOption[] {
  return items
    .filter((i) => (withPages || i.isDir) && i.key !== except)
    .map((i) => ({ value: i.key, title: `${i.title}（${i.key}）`, children: parentOptions(i.children, withPages, except) }));
}
