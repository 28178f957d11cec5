import Button from 'antd/es/button';
import { useNavigate } from 'react-router';
import { ResourcePage, type ResourceColumn } from '@zhuyun/ui';
import type { check, ResponseOf } from '@zhuyun/contracts';
import { checkKeys, reportApi } from '../api/check-api';
import { time } from '../components/cells';
import { ReportFormDialog } from '../components/report-form-dialog';

type Row = ResponseOf<typeof check.listReportForms>['list'][number];

/** /reportFormManage: report forms over a template's records; 查看 opens the report (/reportFormDetail). */
export function ReportFormPage() {
  const navigate = useNavigate();
  const columns: ResourceColumn<Row>[] = [
    { key: 'report_name', title: '报表名称', sortable: true, search: { kind: 'input', name: 'search', placeholder: '报表名称' } },
    { key: 'template_name', title: '检查模板' },
    { key: 'field_keys', title: '列', render: (v) => ((v as string[]).length ? `${(v as string[]).length} 列` : '全部字段'), exportValue: (r) => r.field_keys.join(',') },
    { key: 'created_at', title: '创建时间', sortable: true, render: time },
    { key: 'remark', title: '备注' },
  ];
  return (
    <ResourcePage<Row>
      title="报表管理"
      noun="报表"
      api={reportApi}
      queryKey={checkKeys.reports}
      rowKey="report_id"
      columns={columns}
      // Its own dialog: the columns are chosen from the template's form fields, in the order they will show.
      dialog={(p) => <ReportFormDialog {...p} />}
      describe={(r) => r.report_name}
      rowActions={(r) => (
        <Button type="link" size="small" onClick={() => navigate(`/reportFormDetail?report_id=${r.report_id}`)}>
          查看
        </Button>
      )}
    />
  );
}
