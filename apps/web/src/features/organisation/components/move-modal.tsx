import { useState } from 'react';
import Modal from 'antd/es/modal';
import TreeSelect from 'antd/es/tree-select';
import { OrgText } from '../organisation.texts';
import { NODE_JOB, NODE_ORG, deptOptions, subtreeIds, type OrgNode } from './tree-nodes';

interface MoveModalProps {
  node: OrgNode | null;
  tree: OrgNode[];
  busy: boolean;
  onCancel: () => void;
  onSubmit: (targetId: string) => void;
}

/** Moves a department under another (never into itself or below itself), or a job to another department. */
export function MoveModal({ node, tree, busy, onCancel, onSubmit }: MoveModalProps) {
  const [target, setTarget] = useState<string | undefined>();
  const [error, setError] = useState(false);
  const blocked = node ? (node.node_type === NODE_JOB ? new Set<string>() : subtreeIds(node)) : new Set<string>();
  const options = deptOptions(tree, (n) => blocked.has(n.id) || (node?.node_type === NODE_JOB && n.node_type === NODE_ORG));
  return (
    <Modal
      title={node ? `${OrgText.move}：${node.name}` : OrgText.move}
      open={node !== null}
      okText="确定"
      cancelText="取消"
      confirmLoading={busy}
      onCancel={onCancel}
      afterClose={() => (setTarget(undefined), setError(false))}
      onOk={() => (target ? onSubmit(target) : setError(true))}
    >
      <label htmlFor="org-move-target">{OrgText.moveTo}</label>
      <TreeSelect
        id="org-move-target"
        aria-label={OrgText.moveTo}
        style={{ width: '100%', marginTop: 8 }}
        treeData={options}
        treeDefaultExpandAll
        value={target}
        onChange={(v: string) => (setTarget(v), setError(false))}
        placeholder={OrgText.moveToRequired}
        status={error ? 'error' : undefined}
      />
      {error && <div style={{ color: '#ff4d4f', marginTop: 4 }}>{OrgText.moveToRequired}</div>}
    </Modal>
  );
}
