import Alert from 'antd/es/alert';
import Skeleton from 'antd/es/skeleton';
import { useSearchParams } from 'react-router';
import { ResourcePage, type FieldOption, type ResourceColumn } from '@zhuyun/ui';
import { deviceAssets, type ResponseOf } from '@zhuyun/contracts';
import { deviceKeys, rowApi, useCustomTable } from '../api/device-api';

type Row = ResponseOf<typeof deviceAssets.listCustomRows>['list'][number];
type Column = deviceAssets.CustomColumn;
const YES_NO: FieldOption[] = [
  { value: 1, label: '是' },
  { value: 0, label: '否' },
];
const FIELD = (key: string) => `c_${key}`;

const show = (c: Column, v: unknown) => (v === null || v === undefined ? '' : c.type === 'bool' ? (v ? '是' : '否') : String(v));

/** One column of the table as the kit's column: its cell, its export and its field in the dialog by type. */
function kitColumn(c: Column): ResourceColumn<Row> {
  const required = c.required ? deviceAssets.columnMsg(deviceAssets.DeviceMsg.valueRequired, c.title) : undefined;
  const form =
    c.type === 'number'
      ? ({ kind: 'number' } as const)
      : c.type === 'date'
        ? ({ kind: 'date' } as const)
        : c.type === 'bool'
          ? ({ kind: 'select', options: YES_NO } as const)
          : c.type === 'select'
            ? ({ kind: 'select', options: c.options.map((o) => ({ value: o, label: o })) } as const)
            : ({ kind: 'input', max: 500 } as const);
  return {
    key: FIELD(c.key),
    title: c.title,
    render: (_v, r) => show(c, r.row_values[c.key]) || '—',
    exportValue: (r) => show(c, r.row_values[c.key]),
    form: { ...form, required, label: c.title },
  };
}

/** /customTableDetail?table_id=…: the rows of one custom table, entered through its typed columns and exported as CSV. */
export function CustomTableDetailPage() {
  const [params] = useSearchParams();
  const tableId = params.get('table_id');
  const table = useCustomTable(tableId);
  if (!tableId) return <Alert type="info" showIcon message="请从自定义表格列表选择一个表格" />;
  if (table.isError) return <Alert type="error" showIcon message="表格加载失败或不存在" />;
  if (!table.data) return <Skeleton active />;
  const cols = table.data.columns as Column[];
  const columns: ResourceColumn<Row>[] = [
    { key: 'search', title: '搜索', hideInTable: true, exportValue: false, search: { kind: 'input', placeholder: '搜索任意内容' } },
    ...cols.map(kitColumn),
    { key: 'created_at', title: '录入时间', sortable: true, render: (v) => String(v).slice(0, 16).replace('T', ' ') },
  ];
  return (
    <ResourcePage<Row>
      key={tableId}
      title={table.data.table_name}
      noun={table.data.table_name}
      api={rowApi}
      queryKey={deviceKeys.rows(tableId)}
      rowKey="row_id"
      columns={columns}
      fixed={{ table_id: tableId }}
      invalidates={[deviceKeys.tables]}
      initialValues={(r) => (r ? Object.fromEntries(cols.map((c) => [FIELD(c.key), c.type === 'bool' ? (r.row_values[c.key] === null ? undefined : r.row_values[c.key] ? 1 : 0) : r.row_values[c.key]])) : {})}
      toInput={(v) => ({
        table_id: tableId,
        row_values: Object.fromEntries(cols.map((c) => [c.key, (v[FIELD(c.key)] as string | number | null | undefined) ?? null])),
      })}
    />
  );
}
