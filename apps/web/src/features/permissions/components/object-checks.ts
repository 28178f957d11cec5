import type { ObjectNode } from '@zhuyun/contracts';

/** The object_nos (not categories) in and below a node. */
function objectsIn(node: ObjectNode): string[] {
  return [...(node.is_dir === 0 ? [node.object_no] : []), ...node.children_list.flatMap(objectsIn)];
}

function pathTo(nodes: readonly ObjectNode[], objectNo: string): ObjectNode[] | null {
  for (const n of nodes) {
    if (n.object_no === objectNo) return [n];
    const inner = pathTo(n.children_list, objectNo);
    if (inner) return [n, ...inner];
  }
  return null;
}

/**
 * Checking a node grants it with everything below it and the pages above it (a button is useless without its page);
 * unchecking takes it and everything below it away. Categories are never granted themselves.
 */
export function toggleObject(tree: readonly ObjectNode[], checked: ReadonlySet<string>, objectNo: string, on: boolean): Set<string> {
  const path = pathTo(tree, objectNo);
  const next = new Set(checked);
  if (!path) return next;
  const node = path[path.length - 1] as ObjectNode;
  for (const no of objectsIn(node)) {
    if (on) next.add(no);
    else next.delete(no);
  }
  if (on) for (const above of path.slice(0, -1)) if (above.is_dir === 0) next.add(above.object_no);
  return next;
}

/** antd Tree's strict check state: objects as they are; a category checked when all below it are, half when some are. */
export function checkState(tree: readonly ObjectNode[], checked: ReadonlySet<string>): { checked: string[]; halfChecked: string[] } {
  const full: string[] = [];
  const half: string[] = [];
  const walk = (n: ObjectNode) => {
    n.children_list.forEach(walk);
    if (n.is_dir === 0) {
      if (checked.has(n.object_no)) full.push(n.object_no);
      return;
    }
    const inside = objectsIn(n);
    const held = inside.filter((no) => checked.has(no)).length;
    if (inside.length > 0 && held === inside.length) full.push(n.object_no);
    else if (held > 0) half.push(n.object_no);
  };
  tree.forEach(walk);
  return { checked: full, halfChecked: half };
}
