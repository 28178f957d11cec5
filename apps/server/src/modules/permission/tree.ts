/** Builds a tree from flat rows by parent key, keeping the rows' order among siblings. */
export function buildTree<R, N extends { children_list: N[] }>(
  rows: R[],
  key: (r: R) => string,
  parent: (r: R) => string | null,
  toNode: (r: R) => N,
): N[] {
  const nodes = new Map<string, N>();
  for (const r of rows) nodes.set(key(r), toNode(r));
  const roots: N[] = [];
  for (const r of rows) {
    const node = nodes.get(key(r)) as N;
    const p = parent(r);
    const holder = p === null ? undefined : nodes.get(p);
    if (holder) holder.children_list.push(node);
    else if (p === null) roots.push(node);
    // A row whose parent is gone is an orphan: it belongs to no tree.
  }
  return roots;
}

/** Keeps the nodes that pass `keep`, and any node with a kept descendant (so the path to it stays). */
export function pruneTree<N extends { children_list: N[] }>(nodes: N[], keep: (n: N) => boolean): N[] {
  const out: N[] = [];
  for (const n of nodes) {
    const children = pruneTree(n.children_list, keep);
    if (keep(n) || children.length > 0) out.push({ ...n, children_list: children });
  }
  return out;
}
