import type { organisation } from '@zhuyun/contracts';
import { OrgText } from '../organisation.texts';

export type OrgNode = organisation.OrgTreeNode;
export const NODE_ORG = 1;
export const NODE_DEPT = 2;
export const NODE_JOB = 3;

export function findNode(nodes: OrgNode[], id: string | null): OrgNode | null {
  if (!id) return null;
  for (const n of nodes) {
    if (n.id === id) return n;
    const inner = findNode(n.children_list, id);
    if (inner) return inner;
  }
  return null;
}

/** Ids of a node and everything below it (a department cannot move into these). */
export function subtreeIds(node: OrgNode): Set<string> {
  const ids = new Set<string>([node.id]);
  const walk = (n: OrgNode) => n.children_list.forEach((c) => (ids.add(c.id), walk(c)));
  walk(node);
  return ids;
}

/** Departments only, as TreeSelect data; `disabled` marks nodes that may not be chosen. */
export interface DeptOption {
  value: string;
  title: string;
  disabled?: boolean;
  children: DeptOption[];
}

export function deptOptions(nodes: OrgNode[], disabled: (n: OrgNode) => boolean = () => false): DeptOption[] {
  return nodes
    .filter((n) => n.node_type !== NODE_JOB)
    .map((n) => ({ value: n.id, title: n.name, disabled: disabled(n), children: deptOptions(n.children_list, disabled) }));
}

/** A job the server says holds no permission template: its holders would see no menus. */
export const lacksTemplate = (n: OrgNode): boolean => n.node_type === NODE_JOB && n.has_template === false;

/** Jobs below `nodes` (depth first) that hold no permission template, by id. */
export function jobsWithoutTemplate(nodes: OrgNode[], into = new Map<string, string>()): Map<string, string> {
  for (const n of nodes) {
    if (lacksTemplate(n)) into.set(n.id, n.name);
    jobsWithoutTemplate(n.children_list, into);
  }
  return into;
}

/**
 * Departments with their jobs, only jobs selectable (the account form's job picker); a job without a permission
 * template says so in its name, so the administrator knows before choosing it.
 */
export function jobOptions(nodes: OrgNode[]): (DeptOption & { selectable?: boolean })[] {
  return nodes.map((n) => ({
    value: n.id,
    title: lacksTemplate(n) ? OrgText.jobWithoutTemplate(n.name) : n.name,
    selectable: n.node_type === NODE_JOB,
    disabled: false,
    children: jobOptions(n.children_list),
  }));
}
