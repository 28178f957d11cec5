import Button from 'antd/es/button';
import Descriptions from 'antd/es/descriptions';
import Empty from 'antd/es/empty';
import Popconfirm from 'antd/es/popconfirm';
import Space from 'antd/es/space';
import type { MenuNode } from '@zhuyun/contracts';
import { MenuText } from '../menus.texts';

interface MenuDetailProps {
  selected: { node: MenuNode; isGroup: boolean; siblings: readonly MenuNode[] } | null;
  busy: boolean;
  onAdd: (parent: MenuNode) => void;
  onEdit: () => void;
  onDelete: () => void;
  onMove: (direction: 'up' | 'down') => void;
}

/** The selected node's fields and what may be done with it (groups are fixed: no delete, no move). */
export function MenuDetail({ selected, busy, onAdd, onEdit, onDelete, onMove }: MenuDetailProps) {
  if (!selected) return <Empty description={MenuText.pickNode} />;
  const { node, isGroup, siblings } = selected;
  const at = siblings.findIndex((s) => s.menu_id === node.menu_id);
  return (
    <>
      <Space wrap style={{ marginBottom: 16 }}>
        {node.menu_type === 0 && (
          <Button type="primary" onClick={() => onAdd(node)}>
            {MenuText.addChild}
          </Button>
        )}
        <Button onClick={onEdit}>{MenuText.edit}</Button>
        {!isGroup && (
          <>
            <Button disabled={busy || at <= 0} onClick={() => onMove('up')}>
              {MenuText.up}
            </Button>
            <Button disabled={busy || at >= siblings.length - 1} onClick={() => onMove('down')}>
              {MenuText.down}
            </Button>
            <Popconfirm title={MenuText.confirmDelete(node.menu_name)} okText="确定" cancelText="取消" onConfirm={onDelete}>
              <Button danger disabled={busy}>
                {MenuText.remove}
              </Button>
            </Popconfirm>
          </>
        )}
      </Space>
      <Descriptions bordered size="small" column={1}>
        <Descriptions.Item label={MenuText.menuNo}>{node.menu_no}</Descriptions.Item>
        <Descriptions.Item label={MenuText.menuName}>{node.menu_name}</Descriptions.Item>
        <Descriptions.Item label={MenuText.menuType}>{MenuText.types[node.menu_type]}</Descriptions.Item>
        <Descriptions.Item label={MenuText.routeUrl}>{node.route_url ?? '—'}</Descriptions.Item>
        {node.menu_type === 2 && <Descriptions.Item label={MenuText.outerUrl}>{node.outer_url ?? '—'}</Descriptions.Item>}
        {node.menu_type === 2 && <Descriptions.Item label={MenuText.systemAppNo}>{node.system_app_no ?? '—'}</Descriptions.Item>}
        <Descriptions.Item label={MenuText.menuCss}>{node.menu_css ?? '—'}</Descriptions.Item>
        <Descriptions.Item label={MenuText.objectNo}>{node.object_no ?? '—'}</Descriptions.Item>
      </Descriptions>
    </>
  );
}
