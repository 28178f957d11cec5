import { useState } from 'react';
import Button from 'antd/es/button';
import Empty from 'antd/es/empty';
import Popconfirm from 'antd/es/popconfirm';
import Space from 'antd/es/space';
import Tag from 'antd/es/tag';
import Tree from 'antd/es/tree';
import { toast } from '../../../lib/feedback';
import { useOrgEdit, type OrgEdit } from '../api/org-edit';
import { OrgText } from '../organisation.texts';
import { MoveModal } from './move-modal';
import { NodeModal, type NodeAction, type NodeValues } from './node-modal';
import { NODE_DEPT, NODE_JOB, NODE_ORG, type OrgNode } from './tree-nodes';

interface TreeData {
  key: string;
  title: React.ReactNode;
  children: TreeData[];
}

const toTreeData = (nodes: OrgNode[]): TreeData[] =>
  nodes.map((n) => ({
    key: n.id,
    title: (
      <span>
        {n.name}
        {n.node_type === NODE_JOB && <Tag style={{ marginLeft: 6 }}>{n.is_manager ? '主管岗' : '岗位'}</Tag>}
        {n.dept_type === 3 && <Tag color="blue" style={{ marginLeft: 6 }}>项目部</Tag>}
      </span>
    ),
    children: toTreeData(n.children_list),
  }));

interface OrgTreePanelProps {
  tree: OrgNode[];
  selected: OrgNode | null;
  onSelect: (id: string | null) => void;
}

/** The departments and jobs of the unit, with the administrator's actions on the selected node. */
export function OrgTreePanel({ tree, selected, onSelect }: OrgTreePanelProps) {
  const edit = useOrgEdit();
  const [action, setAction] = useState<NodeAction | null>(null);
  const [moving, setMoving] = useState<OrgNode | null>(null);

  const run = async (change: OrgEdit, after?: () => void) => {
    try {
      toast.success(await edit.mutateAsync(change));
      after?.();
    } catch {
      // the client's error policy has shown the server's msg (同名部门、仍有人员 …)
    }
  };

  const submitNode = (values: NodeValues) => {
    if (!selected || !action) return;
    const parent = { no: selected.id, node_type: selected.node_type === NODE_ORG ? 1 : 2 };
    const close = () => setAction(null);
    if (action === 'rename') {
      void run(
        selected.node_type === NODE_JOB
          ? { kind: 'updateJob', input: { job_id: selected.id, job_name: values.name, input_is_admin: values.is_manager ? 1 : 0 } }
          : { kind: 'updateDept', input: { dept_id: selected.id, dept_name: values.name } },
        close,
      );
    } else if (action === 'addJob') {
      void run({ kind: 'create', input: { ...parent, input_node_type: 3, input_name: values.name, input_is_admin: values.is_manager ? 1 : 0 } }, close);
    } else {
      void run({ kind: 'create', input: { ...parent, input_node_type: 2, input_name: values.name, dept_type: action === 'addProjectDept' ? 3 : 2 } }, close);
    }
  };

  const submitMove = (target: string) => {
    if (!moving) return;
    const change: OrgEdit =
      moving.node_type === NODE_JOB ? { kind: 'updateJob', input: { job_id: moving.id, dept_id: target } } : { kind: 'updateDept', input: { dept_id: moving.id, p_dept_no: target } };
    void run(change, () => setMoving(null));
  };

  const remove = () => {
    if (!selected) return;
    const change: OrgEdit = selected.node_type === NODE_JOB ? { kind: 'deleteJob', input: { job_id: selected.id } } : { kind: 'deleteDept', input: { dept_id: selected.id } };
    void run(change, () => onSelect(null));
  };

  const kind = selected?.node_type;
  return (
    <div className="org-tree-panel">
      <Space wrap size={4} className="org-toolbar">
        <Button size="small" disabled={kind !== NODE_ORG && kind !== NODE_DEPT} onClick={() => setAction('addDept')}>
          {OrgText.addDept}
        </Button>
        <Button size="small" disabled={kind !== NODE_ORG && kind !== NODE_DEPT} onClick={() => setAction('addProjectDept')}>
          {OrgText.addProjectDept}
        </Button>
        <Button size="small" disabled={kind !== NODE_DEPT} onClick={() => setAction('addJob')}>
          {OrgText.addJob}
        </Button>
        <Button size="small" disabled={!selected} onClick={() => setAction('rename')}>
          {OrgText.rename}
        </Button>
        <Button size="small" disabled={!selected || kind === NODE_ORG} onClick={() => setMoving(selected)}>
          {OrgText.move}
        </Button>
        <Popconfirm
          title={selected ? (kind === NODE_JOB ? OrgText.confirmDeleteJob(selected.name) : OrgText.confirmDeleteDept(selected.name)) : ''}
          okText="确定"
          cancelText="取消"
          disabled={!selected || kind === NODE_ORG}
          onConfirm={remove}
        >
          <Button size="small" danger disabled={!selected || kind === NODE_ORG}>
            {OrgText.remove}
          </Button>
        </Popconfirm>
      </Space>
      {tree.length === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={OrgText.emptyTree} />
      ) : (
        <Tree
          blockNode
          defaultExpandAll
          treeData={toTreeData(tree)}
          selectedKeys={selected ? [selected.id] : []}
          onSelect={(keys) => onSelect(keys.length ? String(keys[0]) : null)}
        />
      )}
      <NodeModal action={action} node={selected} busy={edit.isPending} onCancel={() => setAction(null)} onSubmit={submitNode} />
      <MoveModal node={moving} tree={tree} busy={edit.isPending} onCancel={() => setMoving(null)} onSubmit={submitMove} />
    </div>
  );
}
