import type { ReactNode } from 'react';
import Button from 'antd/es/button';
import Popconfirm from 'antd/es/popconfirm';
import Space from 'antd/es/space';
import { useResourceKit } from './use-resource-kit';

/** A row's actions: the page's own, 编辑, and 删除 behind a confirmation. All are buttons, reached by Tab. */
export function ResourceActions<Row>({ row, extra, onEdit, onRemove, describe }: { row: Row; extra?: ReactNode; onEdit?: () => void; onRemove?: (row: Row) => Promise<unknown>; describe?: (row: Row) => string }) {
  const { messages: m } = useResourceKit();
  return (
    <Space size={0}>
      {extra}
      {onEdit && (
        <Button type="link" size="small" onClick={onEdit}>
          {m.edit}
        </Button>
      )}
      {onRemove && (
        <Popconfirm
          title={describe ? m.confirmDeleteOf(describe(row)) : m.confirmDelete}
          okText={m.delete}
          okButtonProps={{ danger: true }}
          cancelText={m.cancel}
          onConfirm={() => onRemove(row).catch(() => undefined)}
        >
          <Button type="link" size="small" danger>
            {m.delete}
          </Button>
        </Popconfirm>
      )}
    </Space>
  );
}
