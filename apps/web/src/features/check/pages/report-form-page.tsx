import Button from 'antd/es/button';
import { useNavigate } from 'react-router';
import { ResourcePage, type ResourceColumn } from '@zhuyun/ui';
import { check, type ResponseOf } from '@zhuyun/contracts';
import { checkKeys, reportApi, useTemplateOptions } from '../api/check-api';
import { time } from '../components/cells';

type Row = ResponseOf<typeof check.listReportForms>['list'][number];

/** /reportFormManage: report forms over a template's records; 查看 opens the report (/reportFormDetail). */
export function ReportFormPage() {
  const navigate = useNavigate();
  const templates = useTemplateOptions();
  const columns: ResourceColumn<Row>[] = [
    { key: 'report_name', title: '报表名称', sortable: true, search: { kind: 'input', name: 'search', placeholder: '报表名称' }, form: { kind: 'input', required: check.CheckMsg.reportNameRequired, max: 100 } },
    { key: 'template_name', title: '检查模板', form: { kind: 'select', name: 'template_id', options: templates, required: check.CheckMsg.templateRequired, label: '检查模板' } },
    { key: 'field_keys', title: '列', render: (v) => ((v as string[]).length ? `${(v as string[]).length} 列` : '全部字段'), exportValue: (r) => r.field_keys.join(',') },
    { key: 'created_at', title: '创建时间', sortable: true, render: time },
    { key: 'remark', title: '备注', form: { kind: 'textarea', max: 500 } },
  ];
  return (
    <ResourcePage<Row>
      title="报表管理"
      noun="报表"
      api={reportApi}
      queryKey={checkKeys.reports}
      rowKey="report_id"
      columns={columns}
      // The dialog does not choose columns: an edit keeps the chosen ones, a new report shows every field.
      toInput={(v, editing) => ({ ...v, field_keys: editing?.field_keys ?? [] })}
      describe={(r) => r.report_name}
      rowActions={(r) => (
        <Button type="link" size="small" onClick={() => navigate(`/reportFormDetail?report_id=${r.report_id}`)}>
          查看
        </Button>
      )}
    />
  );
}
