import { useEffect, useMemo, useRef, useState, type Key } from 'react';
import Button from 'antd/es/button';
import Empty from 'antd/es/empty';
import Popconfirm from 'antd/es/popconfirm';
import Space from 'antd/es/space';
import Tree from 'antd/es/tree';
import type { DataNode } from 'antd/es/tree';
import FolderOutlined from '@ant-design/icons/FolderOutlined';
import { projectFiles } from '@zhuyun/contracts';
import { toast } from '../../../lib/feedback';
import { findDir, flattenTree, useFilesMutation, type DirNode } from '../api/project-files-api';
import { DirNameDialog, MoveDialog } from './dir-dialogs';

type Dialog = 'create' | 'child' | 'rename' | 'move' | null;

const toData = (nodes: readonly DirNode[]): DataNode[] =>
  nodes.map((n) => ({
    key: n.dir_id,
    icon: <FolderOutlined />,
    title: (
      <span data-dir={n.dir_name}>
        {n.dir_name} <span style={{ color: '#999' }}>({n.total_file_count})</span>
      </span>
    ),
    children: toData(n.children),
  }));

const keysOf = (nodes: readonly DirNode[]): string[] => nodes.flatMap((n) => [n.dir_id, ...keysOf(n.children)]);

/** The project's directories: choose one, create, rename, delete (refused while it holds files), drag or move. */
export function DirTreePanel(p: { projectId: string; tree: DirNode[]; selected: string | null; onSelect: (dirId: string | null) => void }) {
  const [dialog, setDialog] = useState<Dialog>(null);
  const node = findDir(p.tree, p.selected);
  // Every directory is open the first time it is seen; what a person closes stays closed.
  const [expanded, setExpanded] = useState<string[]>([]);
  const seen = useRef(new Set<string>());
  useEffect(() => {
    const fresh = keysOf(p.tree).filter((k) => !seen.current.has(k));
    fresh.forEach((k) => seen.current.add(k));
    if (fresh.length) setExpanded((e) => [...e, ...fresh]);
  }, [p.tree]);
  const treeData = useMemo(() => toData(p.tree), [p.tree]);

  const create = useFilesMutation((client, input: { dir_name: string; parent_id: string | null }) =>
    client.call(projectFiles.createProjectDir, { project_id: p.projectId, ...input }),
  );
  const update = useFilesMutation((client, input: { dir: DirNode; dir_name?: string; parent_id?: string | null }) =>
    client.call(projectFiles.updateProjectDir, {
      dir_id: input.dir.dir_id,
      project_id: p.projectId,
      parent_id: input.parent_id === undefined ? input.dir.parent_id : input.parent_id,
      dir_name: input.dir_name ?? input.dir.dir_name,
      sort_no: input.dir.sort_no,
    }),
  );
  const remove = useFilesMutation((client, dirId: string) => client.call(projectFiles.deleteProjectDir, { dir_id: dirId }));

  const moveTo = async (dir: DirNode, parentId: string | null) => {
    if (parentId === dir.parent_id) return;
    await update.mutateAsync({ dir, parent_id: parentId });
    toast.success('已移动');
  };
  const onDrop = (info: { dragNode: { key: Key }; node: { key: Key }; dropToGap: boolean }) => {
    const dragged = findDir(p.tree, String(info.dragNode.key));
    const target = findDir(p.tree, String(info.node.key));
    if (dragged && target) void moveTo(dragged, info.dropToGap ? target.parent_id : target.dir_id).catch(() => undefined);
  };

  return (
    <Space orientation="vertical" style={{ width: '100%' }}>
      <Space wrap size="small">
        <Button size="small" type="primary" onClick={() => setDialog('create')}>新建目录</Button>
        <Button size="small" disabled={!node} onClick={() => setDialog('child')}>新建子目录</Button>
        <Button size="small" disabled={!node} onClick={() => setDialog('rename')}>重命名</Button>
        <Button size="small" disabled={!node} onClick={() => setDialog('move')}>移动到</Button>
        <Popconfirm
          title={node ? `删除目录“${node.dir_name}”及其空的下级目录？` : ''}
          okText="删除"
          cancelText="取消"
          disabled={!node}
          onConfirm={async () => {
            if (!node) return;
            try {
              await remove.mutateAsync(node.dir_id);
              toast.success('已删除');
              p.onSelect(null);
            } catch {
              // The client has shown the server's reason (目录中还有文件 …).
            }
          }}
        >
          <Button size="small" danger disabled={!node}>删除</Button>
        </Popconfirm>
      </Space>
      {p.tree.length === 0 ? (
        <Empty description="暂无目录，请先新建目录" />
      ) : (
        <Tree
          blockNode
          showIcon
          draggable={{ icon: false }}
          treeData={treeData}
          expandedKeys={expanded}
          onExpand={(keys) => setExpanded(keys.map(String))}
          selectedKeys={p.selected ? [p.selected] : []}
          onSelect={(keys) => keys[0] !== undefined && p.onSelect(String(keys[0]))}
          onDrop={onDrop}
        />
      )}
      <DirNameDialog
        open={dialog === 'create' || dialog === 'child'}
        title={dialog === 'child' && node ? `在“${node.dir_name}”下新建目录` : '新建目录'}
        pending={create.isPending}
        onSubmit={async (dir_name) => {
          const { dir_id } = await create.mutateAsync({ dir_name, parent_id: dialog === 'child' && node ? node.dir_id : null });
          toast.success('已创建');
          p.onSelect(dir_id);
        }}
        onClose={() => setDialog(null)}
      />
      <DirNameDialog
        open={dialog === 'rename'}
        title="重命名目录"
        initial={node?.dir_name}
        pending={update.isPending}
        onSubmit={async (dir_name) => node && update.mutateAsync({ dir: node, dir_name }).then(() => toast.success('已保存'))}
        onClose={() => setDialog(null)}
      />
      <MoveDialog
        open={dialog === 'move'}
        title={node ? `移动目录“${node.dir_name}”` : ''}
        allowRoot
        options={flattenTree(p.tree, node?.dir_id)}
        pending={update.isPending}
        onSubmit={async (target) => node && moveTo(node, target)}
        onClose={() => setDialog(null)}
      />
    </Space>
  );
}
