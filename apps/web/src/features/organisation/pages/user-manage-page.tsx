import { useState } from 'react';
import Card from 'antd/es/card';
import Empty from 'antd/es/empty';
import Tree from 'antd/es/tree';
import { useOrgTree } from '../api/org-tree';
import { AccountTable } from '../components/account-table';
import { QueryState, isForbidden } from '../components/query-state';
import { NODE_JOB, type OrgNode } from '../components/tree-nodes';
import { OrgText } from '../organisation.texts';
import './organisation.css';

interface DeptData {
  key: string;
  title: string;
  children: DeptData[];
}

const deptData = (nodes: OrgNode[]): DeptData[] =>
  nodes.filter((n) => n.node_type !== NODE_JOB).map((n) => ({ key: n.id, title: n.name, children: deptData(n.children_list) }));

/** /userManage: the unit's users by department — a department shows its own and its sub-departments' users. */
export function UserManagePage() {
  const tree = useOrgTree();
  const [deptId, setDeptId] = useState<string | undefined>();
  const data = deptData(tree.data?.list ?? []);

  if (isForbidden(tree.error)) return <QueryState query={tree} failedTitle={OrgText.treeFailed}>{null}</QueryState>;
  return (
    <div className="org-framework">
      <Card title={OrgText.userManageTitle} className="org-framework-tree">
        <QueryState query={tree} failedTitle={OrgText.treeFailed} rows={8}>
          {data.length === 0 ? (
            <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={OrgText.emptyTree} />
          ) : (
            <Tree blockNode defaultExpandAll treeData={data} selectedKeys={deptId ? [deptId] : []} onSelect={(keys) => setDeptId(keys.length ? String(keys[0]) : undefined)} />
          )}
        </QueryState>
      </Card>
      <Card className="org-framework-members">
        <AccountTable key={deptId ?? 'all'} deptId={deptId} />
      </Card>
    </div>
  );
}
