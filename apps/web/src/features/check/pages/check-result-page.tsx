import Button from 'antd/es/button';
import { useNavigate } from 'react-router';
import { ResourcePage, type ResourceColumn } from '@zhuyun/ui';
import { check, type ResponseOf } from '@zhuyun/contracts';
import { checkKeys, optionsOf, recordApi, useTemplateOptions } from '../api/check-api';
import { resultTag, time } from '../components/cells';

type Row = ResponseOf<typeof check.listCheckRecords>['list'][number];
const resultOptions = optionsOf(check.CHECK_RESULT_NAMES);

/** /checkResultNo: filled records by template, business and result; 查看 opens the result view. */
export function CheckResultPage() {
  const navigate = useNavigate();
  const templates = useTemplateOptions();
  const columns: ResourceColumn<Row>[] = [
    { key: 'record_no', title: '记录编号', sortable: true, search: { kind: 'input', name: 'search', placeholder: '编号或填写人' } },
    { key: 'template_name', title: '检查模板', search: { kind: 'select', name: 'template_id', options: templates } },
    { key: 'business_type', title: '业务', search: { kind: 'select', options: optionsOf(check.BUSINESS_TYPE_NAMES) }, render: (v) => check.BUSINESS_TYPE_NAMES[v as number] },
    { key: 'project_name', title: '项目' },
    { key: 'form_version', title: '表单版本', render: (v) => `V${v}` },
    { key: 'result', title: '结论', search: { kind: 'select', options: resultOptions }, render: resultTag, exportValue: (r) => check.CHECK_RESULT_NAMES[r.result] },
    { key: 'filled_name', title: '填写人' },
    { key: 'created_at', title: '填写时间', sortable: true, render: time },
  ];
  return (
    <ResourcePage<Row>
      title="检查结果"
      noun="检查记录"
      api={recordApi}
      queryKey={checkKeys.records}
      rowKey="record_id"
      columns={columns}
      initialSort={{ field: 'created_at', order: 'desc' }}
      describe={(r) => r.record_no}
      rowActions={(r) => (
        <Button type="link" size="small" onClick={() => navigate(`/checkResultDetail?record_id=${r.record_id}`)}>
          查看
        </Button>
      )}
    />
  );
}
