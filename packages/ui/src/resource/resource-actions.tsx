import type { ReactNode } from 'react';
import Button from 'antd/es/button';
import Popconfirm from 'antd/es/popconfirm';
import Space from 'antd/es/space';
import { useResourceKit } from './resource-kit-context';

/** A row's actions: the page's own, 编辑, and 删除 behind a confirmation. All are buttons, reached by Tab. */
export function ResourceActions<Row>(props: {
  row: Row;
  extra?: ReactNode;
  onEdit?: () => void;
  /** The row may not be edited now (an exercise whose results are in): shown, but not usable. */
  editDisabled?: boolean;
  onRemove?: (row: Row) => Promise<unknown>;
  describe?: (row: Row) => string;
}) {
  const { row, extra, onEdit, onRemove, describe } = props;
  const { messages: m } = useResourceKit();
  return (
    <Space size={0}>
      {extra}
      {onEdit && (
        <Button type="link" size="small" disabled={props.editDisabled} onClick={onEdit}>
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
