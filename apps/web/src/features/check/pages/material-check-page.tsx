import { ResourcePage, type ResourceColumn } from '@zhuyun/ui';
import { check, type ResponseOf } from '@zhuyun/contracts';
import { checkKeys, materialApi, optionsOf } from '../api/check-api';
import { resultTag } from '../components/cells';

type Row = ResponseOf<typeof check.listMaterialChecks>['list'][number];
const resultOptions = optionsOf(check.CHECK_RESULT_NAMES);

/** /materialCheck: material inspection records with their result and attachments. */
export function MaterialCheckPage() {
  const columns: ResourceColumn<Row>[] = [
    { key: 'material_name', title: '材料名称', sortable: true, search: { kind: 'input', name: 'search', placeholder: '材料、批号或供应商' }, form: { kind: 'input', required: check.CheckMsg.materialNameRequired, max: 100 } },
    { key: 'spec', title: '规格', form: { kind: 'input', max: 100 } },
    { key: 'batch_no', title: '批号', form: { kind: 'input', max: 50 } },
    { key: 'supplier', title: '供应商', form: { kind: 'input', max: 100 } },
    { key: 'project_name', title: '项目' },
    { key: 'check_date', title: '检测日期', sortable: true, form: { kind: 'date' } },
    { key: 'result', title: '检测结果', search: { kind: 'select', options: resultOptions }, form: { kind: 'select', options: resultOptions }, render: resultTag, exportValue: (r) => check.CHECK_RESULT_NAMES[r.result] },
    { key: 'attachments', title: '附件', render: (v) => `${(v as string[]).length} 个`, exportValue: (r) => r.attachments.length },
    { key: 'remark', title: '备注', form: { kind: 'textarea', max: 500 } },
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
      initialValues={(row) => (row ? { ...row } : { result: 1 })}
      toInput={(v, editing) => ({ ...v, attachments: editing?.attachments ?? [] })}
      describe={(r) => r.material_name}
    />
  );
}
