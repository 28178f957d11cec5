import type { ReactNode } from 'react';
import Button from 'antd/es/button';
import Popconfirm from 'antd/es/popconfirm';
import Space from 'antd/es/space';
import { useResourceKit } from './resource-kit-context';

/**
 * A row's actions: the page's own, 编辑, and 删除 behind a confirmation. All are buttons, reached by Tab. They stay on
 * one line: the column is as wide as they are (resource-page.tsx fixes it at the table's right edge).
 */
export function ResourceActions<Row>(props: {
  row: Row;
  extra?: ReactNode;
  onEdit?: () => void;
  /** The row may not be edited now (an exercise whose results are in): shown, but not usable. */
  editDisabled?: boolean;
  onRemove?: (row: Row) => Promise<unknown>;
  /** The row may not be deleted now (a submitted evaluation): shown, but not usable. */
  removeDisabled?: boolean;
  describe?: (row: Row) => string;
  /** The whole question of the delete confirmation, when the row's name alone says too little. */
  confirmDelete?: (row: Row) => string;
}) {
  const { row, extra, onEdit, onRemove, describe, confirmDelete } = props;
  const { messages: m } = useResourceKit();
  return (
    <Space size={0} wrap={false} className="resource-actions" style={{ whiteSpace: 'nowrap' }}>
      {extra}
      {onEdit && (
        <Button type="link" size="small" disabled={props.editDisabled} onClick={onEdit}>
          {m.edit}
        </Button>
      )}
      {onRemove && (
        <Popconfirm
          title={confirmDelete ? confirmDelete(row) : describe ? m.confirmDeleteOf(describe(row)) : m.confirmDelete}
          okText={m.delete}
          okButtonProps={{ danger: true }}
          cancelText={m.cancel}
          disabled={props.removeDisabled}
          onConfirm={() => onRemove(row).catch(() => undefined)}
        >
          <Button type="link" size="small" danger disabled={props.removeDisabled}>
            {m.delete}
          </Button>
        </Popconfirm>
      )}
    </Space>
  );
}
