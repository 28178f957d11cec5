import Button from 'antd/es/button';
import Popconfirm from 'antd/es/popconfirm';
import Space from 'antd/es/space';
import Tag from 'antd/es/tag';
import type { TableProps } from 'antd/es/table';
import type { ResponseOf, routes } from '@zhuyun/contracts';
import { PagedTable, type TableSortOrder } from '@zhuyun/ui';
import { ObjectText } from '../objects.texts';

export type ObjectRow = ResponseOf<typeof routes.getObjectList>['list'][number];

interface Props {
  answer: ResponseOf<typeof routes.getObjectList> | undefined;
  loading: boolean;
  error: { title: string; retry: () => void } | false;
  emptyText: string;
  sortOf: (field: string) => TableSortOrder | null;
  onChange: NonNullable<TableProps<ObjectRow>['onChange']>;
  onEdit: (row: ObjectRow) => void;
  onDelete: (row: ObjectRow) => Promise<unknown>;
}

/** The objects of the chosen place: number, name, kind, route and order, sortable; edit and delete each. */
export function ObjectTable({ answer, loading, error, emptyText, sortOf, onChange, onEdit, onDelete }: Props) {
  const columns: TableProps<ObjectRow>['columns'] = [
    { title: ObjectText.objectNo, dataIndex: 'object_no', sorter: true, sortOrder: sortOf('object_no') },
    { title: ObjectText.objectName, dataIndex: 'object_name', sorter: true, sortOrder: sortOf('object_name') },
    {
      title: ObjectText.kind,
      dataIndex: 'is_menu',
      sorter: true,
      sortOrder: sortOf('is_menu'),
      render: (v: number) => <Tag color={v === 1 ? 'blue' : 'default'}>{ObjectText.kinds[v]}</Tag>,
    },
    { title: ObjectText.module, dataIndex: 'object_module', render: (v: string | null) => v ?? '—' },
    { title: ObjectText.orderNo, dataIndex: 'order_no', sorter: true, sortOrder: sortOf('order_no'), width: 96 },
    {
      title: ObjectText.actions,
      key: 'actions',
      width: 140,
      render: (_: unknown, row) => (
        <Space size={0}>
          <Button type="link" size="small" onClick={() => onEdit(row)}>
            {ObjectText.edit}
          </Button>
          <Popconfirm title={ObjectText.confirmDeleteObject(row.object_name)} okText="确定" cancelText="取消" onConfirm={() => onDelete(row)}>
            <Button type="link" size="small" danger>
              {ObjectText.remove}
            </Button>
          </Popconfirm>
        </Space>
      ),
    },
  ];
  return <PagedTable<ObjectRow> rowKey="object_id" columns={columns} answer={answer} loading={loading} error={error} emptyText={emptyText} onChange={onChange} />;
}
