import { useEffect, useMemo, useState } from 'react';
import Alert from 'antd/es/alert';
import Button from 'antd/es/button';
import Drawer from 'antd/es/drawer';
import Space from 'antd/es/space';
import Tree from 'antd/es/tree';
import type { ObjectNode } from '@zhuyun/contracts';
import { ErrorFallback, PageSkeleton } from '@zhuyun/ui';
import { toast } from '../../../lib/feedback';
import { useObjectTree } from '../api/object-tree';
import { useSaveTemplateObjects } from '../api/save-template-objects';
import { useTemplateDetail } from '../api/template-detail';
import { PermText } from '../permissions.texts';
import { checkState, toggleObject } from './object-checks';

interface TreeItem {
  key: string;
  title: string;
  children: TreeItem[];
}
const toTreeData = (nodes: readonly ObjectNode[]): TreeItem[] =>
  nodes.map((n) => ({ key: n.object_no, title: n.object_name, children: toTreeData(n.children_list) }));

interface ObjectsDrawerProps {
  template: { auth_template_id: string; auth_template_name: string } | null;
  onClose: () => void;
}

/** A template's objects as a checkable tree; Save replaces the set (effective on the holders' next call). */
export function ObjectsDrawer({ template, onClose }: ObjectsDrawerProps) {
  const tree = useObjectTree(template !== null);
  const detail = useTemplateDetail(template?.auth_template_id ?? null);
  const save = useSaveTemplateObjects();
  const [checked, setChecked] = useState<Set<string>>(new Set());

  useEffect(() => {
    if (detail.data) setChecked(new Set(detail.data.object_nos));
  }, [detail.data]);

  const nodes = useMemo(() => tree.data ?? [], [tree.data]);
  const state = useMemo(() => checkState(nodes, checked), [nodes, checked]);
  const failed = tree.isError || detail.isError;

  const submit = async () => {
    if (!template) return;
    try {
      toast.success(await save.mutateAsync({ auth_template_id: template.auth_template_id, object_nos: [...checked] }));
      onClose();
    } catch {
      // the client's error policy has shown the server's msg
    }
  };

  return (
    <Drawer
      title={template ? PermText.objectsTitle(template.auth_template_name) : ''}
      open={template !== null}
      onClose={onClose}
      size="large"
      destroyOnHidden
      extra={
        <Space>
          <Button onClick={onClose}>取消</Button>
          <Button type="primary" loading={save.isPending} disabled={failed || tree.isPending || detail.isPending} onClick={() => void submit()}>
            {PermText.save}
          </Button>
        </Space>
      }
    >
      <Alert type="info" showIcon title={PermText.objectsHint} style={{ marginBottom: 12 }} />
      {failed ? (
        <ErrorFallback title={PermText.treeFailed} onRetry={() => void (tree.isError ? tree.refetch() : detail.refetch())} />
      ) : tree.isPending || detail.isPending ? (
        <PageSkeleton rows={8} />
      ) : (
        <Tree
          checkable
          checkStrictly
          selectable={false}
          height={620}
          defaultExpandAll
          treeData={toTreeData(nodes)}
          checkedKeys={state}
          onCheck={(_keys, info) => setChecked(toggleObject(nodes, checked, String(info.node.key), info.checked))}
        />
      )}
    </Drawer>
  );
}
