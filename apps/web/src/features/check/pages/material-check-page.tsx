import Space from 'antd/es/space';
import Typography from 'antd/es/typography';
import { ResourcePage, type ResourceColumn } from '@zhuyun/ui';
import { check, type ResponseOf } from '@zhuyun/contracts';
import { checkKeys, materialApi, optionsOf } from '../api/check-api';
import { resultTag } from '../components/cells';
import { MaterialCheckDialog } from '../components/material-check-dialog';

type Row = ResponseOf<typeof check.listMaterialChecks>['list'][number];
const resultOptions = optionsOf(check.CHECK_RESULT_NAMES);

/** The attachments as links (fresh on every read of the list): an image opens, a PDF downloads. */
function Attachments({ row }: { row: Row }) {
  if (row.attachments.length === 0) return <Typography.Text type="secondary">无</Typography.Text>;
  return (
    <Space orientation="vertical" size={0}>
      {row.attachments.map((a) => (
        <Typography.Link key={a.file_id} href={a.url} target="_blank" rel="noreferrer" download={a.mime.startsWith('image/') ? undefined : a.file_name}>
          {a.file_name}
        </Typography.Link>
      ))}
    </Space>
  );
}

/** /materialCheck: material inspection records with their result and attachments (uploaded through the files platform). */
export function MaterialCheckPage() {
  const columns: ResourceColumn<Row>[] = [
    { key: 'material_name', title: '材料名称', sortable: true, search: { kind: 'input', name: 'search', placeholder: '材料、批号或供应商' } },
    { key: 'spec', title: '规格' },
    { key: 'batch_no', title: '批号' },
    { key: 'supplier', title: '供应商' },
    { key: 'project_name', title: '项目' },
    { key: 'check_date', title: '检测日期', sortable: true },
    { key: 'result', title: '检测结果', search: { kind: 'select', options: resultOptions }, render: resultTag, exportValue: (r) => check.CHECK_RESULT_NAMES[r.result] },
    { key: 'attachments', title: '附件', render: (_v, r) => <Attachments row={r} />, exportValue: (r) => r.attachments.map((a) => a.file_name).join('；') },
    { key: 'remark', title: '备注' },
  ];
  return (
    <ResourcePage<Row>
      title="材料检测"
      noun="检测记录"
      api={materialApi}
      queryKey={checkKeys.materials}
      rowKey="material_check_id"
      columns={columns}
      initialSort={{ field: 'check_date', order: 'desc' }}
      dialog={(p) => <MaterialCheckDialog {...p} />}
      describe={(r) => r.material_name}
    />
  );
}
