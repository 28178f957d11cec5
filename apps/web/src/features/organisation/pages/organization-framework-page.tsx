import { useState } from 'react';
import Card from 'antd/es/card';
import Empty from 'antd/es/empty';
import { useOrgTree } from '../api/org-tree';
import { JobMembers } from '../components/job-members';
import { OrgTreePanel } from '../components/org-tree-panel';
import { QueryState, isForbidden } from '../components/query-state';
import { NODE_JOB, findNode } from '../components/tree-nodes';
import { OrgText } from '../organisation.texts';
import './organisation.css';

/** /organizationFramework: the unit's departments and jobs on the left, the people of the selected job on the right. */
export function OrganizationFrameworkPage() {
  const tree = useOrgTree();
  const [selectedId, setSelectedId] = useState<string | null>(null);
  const nodes = tree.data?.list ?? [];
  const selected = findNode(nodes, selectedId);

  if (isForbidden(tree.error)) return <QueryState query={tree} failedTitle={OrgText.treeFailed}>{null}</QueryState>;
  return (
    <div className="org-framework">
      <Card title={OrgText.frameworkTitle} className="org-framework-tree">
        <QueryState query={tree} failedTitle={OrgText.treeFailed} rows={8}>
          <OrgTreePanel tree={nodes} selected={selected} onSelect={setSelectedId} />
        </QueryState>
      </Card>
      <Card className="org-framework-members">
        {selected?.node_type === NODE_JOB ? (
          <JobMembers key={selected.id} job={selected} />
        ) : (
          <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={selected ? OrgText.pickJob : OrgText.pickNode} />
        )}
      </Card>
    </div>
  );
}
