import { Link } from 'react-router';
import { ResourcePage, type ResourceColumn } from '@zhuyun/ui';
import { deviceAssets, type ResponseOf } from '@zhuyun/contracts';
import { deviceKeys, tableApi } from '../api/device-api';
import { TableDialog } from '../components/table-dialog';

type Row = ResponseOf<typeof deviceAssets.listCustomTables>['list'][number];

const columns: ResourceColumn<Row>[] = [
  { key: 'table_name', title: '表格名称', sortable: true, search: { kind: 'input', name: 'search', placeholder: '搜索表格名称' } },
  { key: 'columns', title: '列', render: (_v, r) => r.columns.map((c) => `${c.title}（${deviceAssets.COLUMN_TYPE_NAMES[c.type]}）`).join('、'), exportValue: (r) => r.columns.map((c) => c.title).join('、') },
  { key: 'row_count', title: '数据条数' },
  { key: 'remark', title: '备注', render: (v) => (v as string | null) ?? '—' },
  { key: 'created_at', title: '创建时间', sortable: true, render: (v) => String(v).slice(0, 10) },
];

/** /customTable: the unit's own tables; each defines typed columns, and its rows are entered on /customTableDetail. */
export function CustomTablePage() {
  return (
    <ResourcePage<Row>
      title="自定义表格"
      noun="表格"
      api={tableApi}
      queryKey={deviceKeys.tables}
      rowKey="table_id"
      columns={columns}
      describe={(r) => `${r.table_name}（及其 ${r.row_count} 条数据）`}
      dialog={(p) => <TableDialog {...p} />}
      rowActions={(r) => (
        <Link to={`/customTableDetail?table_id=${r.table_id}`} style={{ marginRight: 8 }}>
          数据
        </Link>
      )}
    />
  );
}
