import type { projectFiles } from '@zhuyun/contracts';

type DirNode = projectFiles.DirNode;
export interface DirLink {
  dir_id: string;
  parent_id: string | null;
}
export interface DirCount extends DirLink {
  dir_name: string;
  sort_no: number;
  file_count: number;
}

/** Nests a project's directories (by order, then name), each with the files in it and in it and below. */
export function buildTree(rows: readonly DirCount[]): DirNode[] {
  const nodes = new Map<string, DirNode>(
    rows.map((r) => [r.dir_id, { dir_id: r.dir_id, parent_id: r.parent_id, dir_name: r.dir_name, sort_no: r.sort_no, file_count: r.file_count, total_file_count: r.file_count, children: [] }]),
  );
  const roots: DirNode[] = [];
  for (const node of nodes.values()) {
    const parent = node.parent_id ? nodes.get(node.parent_id) : undefined;
    (parent ? parent.children : roots).push(node);
  }
  const order = (list: DirNode[]): number => {
    list.sort((a, b) => a.sort_no - b.sort_no || a.dir_name.localeCompare(b.dir_name, 'zh-CN'));
    return list.reduce((sum, n) => {
      n.total_file_count = n.file_count + order(n.children);
      return sum + n.total_file_count;
    }, 0);
  };
  order(roots);
  return roots;
}

/** How many levels a directory sits at (1 for a top-level one). */
export function depthOf(links: readonly DirLink[], dirId: string | null): number {
  const parentOf = new Map(links.map((l) => [l.dir_id, l.parent_id]));
  let depth = 0;
  for (let at: string | null | undefined = dirId; at && depth <= links.length; at = parentOf.get(at)) depth++;
  return depth;
}

/** The directory and every directory below it. */
export function subtreeOf(links: readonly DirLink[], dirId: string): Set<string> {
  const found = new Set([dirId]);
  for (let grew = true; grew; ) {
    grew = false;
    for (const l of links) {
      if (l.parent_id && found.has(l.parent_id) && !found.has(l.dir_id)) {
        found.add(l.dir_id);
        grew = true;
      }
    }
  }
  return found;
}

/** Levels from the directory down to its deepest sub-directory (1 for a leaf). */
export function heightOf(links: readonly DirLink[], dirId: string): number {
  const children = links.filter((l) => l.parent_id === dirId);
  return 1 + Math.max(0, ...children.map((c) => heightOf(links, c.dir_id)));
}
