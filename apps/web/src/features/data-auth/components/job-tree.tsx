import { useMemo } from 'react';
import Empty from 'antd/es/empty';
import Tree from 'antd/es/tree';
import type { organisation } from '@zhuyun/contracts';
import { ErrorFallback, PageSkeleton } from '@zhuyun/ui';
import { useOrgJobsTree } from '../api/data-auth-api';
import { DataAuthText } from '../data-auth.texts';

type OrgNode = organisation.OrgTreeNode;
export const JOB_NODE = 3;

/** What a click on the tree picked: a job (with its department's name) or a department. */
export interface PickedNode {
  id: string;
  name: string;
  isJob: boolean;
  deptName: string;
  /** The node itself, for a department's jobs below it. */
  node: OrgNode;
}

interface TreeItem {
  key: string;
  title: string;
  selectable: boolean;
  children: TreeItem[];
}

const countJobs = (nodes: readonly OrgNode[]): number => nodes.reduce((s, n) => s + (n.node_type === JOB_NODE ? 1 : 0) + countJobs(n.children_list), 0);

/** Every job below a node, with the name of the department it is in. */
export function jobsBelow(node: OrgNode, deptName = node.name): { job_id: string; job_name: string; dept_name: string }[] {
  return node.children_list.flatMap((n) =>
    n.node_type === JOB_NODE ? [{ job_id: n.id, job_name: n.name, dept_name: deptName }] : jobsBelow(n, n.name),
  );
}

/** The unit's departments and jobs; `jobsOnly` lets only jobs be picked (a scope belongs to a job). */
export function JobTree({ selected, onPick, jobsOnly }: { selected: string | null; onPick: (picked: PickedNode) => void; jobsOnly: boolean }) {
  const tree = useOrgJobsTree();
  const nodes = useMemo(() => tree.data ?? [], [tree.data]);
  const index = useMemo(() => {
    const found = new Map<string, PickedNode>();
    const walk = (list: readonly OrgNode[], deptName: string) =>
      list.forEach((n) => {
        found.set(n.id, { id: n.id, name: n.name, isJob: n.node_type === JOB_NODE, deptName, node: n });
        walk(n.children_list, n.node_type === JOB_NODE ? deptName : n.name);
      });
    walk(nodes, '');
    return found;
  }, [nodes]);
  const treeData = useMemo(() => {
    const toItems = (list: readonly OrgNode[]): TreeItem[] =>
      list.map((n) => ({ key: n.id, title: n.name, selectable: !jobsOnly || n.node_type === JOB_NODE, children: toItems(n.children_list) }));
    return toItems(nodes);
  }, [nodes, jobsOnly]);

  if (tree.isError) return <ErrorFallback title={DataAuthText.treeFailed} onRetry={() => void tree.refetch()} />;
  if (tree.isPending) return <PageSkeleton rows={6} />;
  if (countJobs(nodes) === 0) return <Empty description={DataAuthText.noJobs} />;
  return (
    <Tree
      defaultExpandAll
      blockNode
      treeData={treeData}
      selectedKeys={selected ? [selected] : []}
      onSelect={(keys) => {
        const picked = keys[0] === undefined ? undefined : index.get(String(keys[0]));
        if (picked) onPick(picked);
      }}
    />
  );
}
