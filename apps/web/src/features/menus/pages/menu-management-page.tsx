import { useMemo, useState } from 'react';
import Card from 'antd/es/card';
import Col from 'antd/es/col';
import Empty from 'antd/es/empty';
import Input from 'antd/es/input';
import Result from 'antd/es/result';
import Row from 'antd/es/row';
import Tree from 'antd/es/tree';
import { isApiError } from '@zhuyun/client';
import { Msg, ResultCode, type MenuNode } from '@zhuyun/contracts';
import { ErrorFallback, PageSkeleton } from '@zhuyun/ui';
import { toast } from '../../../lib/feedback';
import { useCreateMenu } from '../api/create-menu';
import { useDeleteMenu } from '../api/delete-menu';
import { useMenuTree } from '../api/menu-tree';
import { useSortMenu } from '../api/sort-menu';
import { useUpdateMenu } from '../api/update-menu';
import { MenuDetail } from '../components/menu-detail';
import { MenuFormModal, type MenuFormMode, type MenuFormValues } from '../components/menu-form-modal';
import { filterMenus, findNode } from '../components/menu-tree-data';
import { MenuText } from '../menus.texts';

interface TreeItem {
  key: string;
  title: string;
  children: TreeItem[];
}

const toTreeData = (nodes: readonly MenuNode[]): TreeItem[] =>
  nodes.map((n) => ({ key: n.menu_id, title: n.route_url ? `${n.menu_name}（${n.route_url}）` : n.menu_name, children: toTreeData(n.children_list) }));

/** /menuManagement: the platform's menu tree in its five groups; add, edit, delete and order nodes. */
export function MenuManagementPage() {
  const tree = useMenuTree();
  const create = useCreateMenu();
  const update = useUpdateMenu();
  const remove = useDeleteMenu();
  const sort = useSortMenu();
  const [search, setSearch] = useState('');
  const [selectedId, setSelectedId] = useState<string | null>(null);
  const [mode, setMode] = useState<MenuFormMode | null>(null);

  const nodes = useMemo(() => tree.data ?? [], [tree.data]);
  const shown = useMemo(() => filterMenus(nodes, search), [nodes, search]);
  const selected = selectedId ? findNode(nodes, selectedId) : null;
  const busy = create.isPending || update.isPending || remove.isPending || sort.isPending;

  const run = async (action: () => Promise<string>, after?: () => void) => {
    try {
      toast.success(await action());
      after?.();
    } catch {
      // the client's error policy has shown the server's msg
    }
  };

  const submit = (values: MenuFormValues) => {
    if (!mode) return;
    const fields = { ...values, menu_type: values.menu_type, route_url: values.route_url ?? '', outer_url: values.outer_url ?? '' };
    if (mode.kind === 'add') void run(() => create.mutateAsync({ ...fields, p_menu_no: mode.parent.menu_no }), () => setMode(null));
    else void run(() => update.mutateAsync({ ...fields, menu_id: mode.node.menu_id }), () => setMode(null));
  };

  if (isApiError(tree.error) && tree.error.code === ResultCode.FORBIDDEN) return <Result status="403" title="403" subTitle={Msg.error403} />;
  return (
    <Card title={MenuText.title}>
      {tree.isPending ? (
        <PageSkeleton rows={8} />
      ) : tree.isError ? (
        <ErrorFallback title={MenuText.failed} description={tree.error?.message} onRetry={() => void tree.refetch()} />
      ) : (
        <Row gutter={24}>
          <Col xs={24} md={10}>
            <Input.Search allowClear placeholder={MenuText.search} onChange={(e) => setSearch(e.target.value)} style={{ marginBottom: 12 }} />
            {shown.length === 0 ? (
              <Empty description={nodes.length === 0 ? MenuText.empty : MenuText.noMatch} />
            ) : (
              <Tree
                showLine
                blockNode
                height={560}
                treeData={toTreeData(shown)}
                defaultExpandedKeys={nodes.flatMap((n) => [n.menu_id, ...n.children_list.map((c) => c.menu_id)])}
                defaultExpandAll={Boolean(search.trim())}
                key={search.trim() ? `search-${search}` : 'all'}
                selectedKeys={selectedId ? [selectedId] : []}
                onSelect={(keys) => setSelectedId(keys[0] ? String(keys[0]) : null)}
              />
            )}
          </Col>
          <Col xs={24} md={14}>
            <MenuDetail
              selected={selected}
              busy={busy}
              onAdd={(parent) => setMode({ kind: 'add', parent })}
              onEdit={() => selected && setMode({ kind: 'edit', node: selected.node, isGroup: selected.isGroup })}
              onDelete={() => selected && void run(() => remove.mutateAsync({ menu_id: selected.node.menu_id }), () => setSelectedId(null))}
              onMove={(direction) => selected && void run(() => sort.mutateAsync({ menu_id: selected.node.menu_id, direction }))}
            />
          </Col>
        </Row>
      )}
      <MenuFormModal mode={mode} busy={busy} onCancel={() => setMode(null)} onSubmit={submit} />
    </Card>
  );
}
