import Button from 'antd/es/button';
import Tag from 'antd/es/tag';
import { useNavigate } from 'react-router';
import { ResourcePage, resourceApi, type ResourceColumn } from '@zhuyun/ui';
import { component, type RequestOf, type ResponseOf } from '@zhuyun/contracts';
import { ReportFormDialog } from '../components/report-form-dialog';
import { useProjectOptions } from '../api/use-component-queries';

type Row = ResponseOf<typeof component.listReports>['list'][number];
type Input = RequestOf<typeof component.createReport>;
const { REPORT_RESULT_NAMES } = component;

const api = resourceApi<typeof component.listReports, Input>({ list: component.listReports, remove: component.deleteReport });
const RESULT_OPTIONS = [1, 2].map((v) => ({ value: v, label: REPORT_RESULT_NAMES[v] }));

/**
 * /reportList: component inspection reports, filed here or by /componList's 检验结果 action; filter by project,
 * result and text (component number, inspector, report number); each opens on /reportInfo.
 */
export function ReportListPage() {
  const navigate = useNavigate();
  const projects = (useProjectOptions().data?.list ?? []).map((p) => ({ value: p.project_id, label: p.project_name }));
  const columns: ResourceColumn<Row>[] = [
    { key: 'report_no', title: '报告编号', render: (v) => (v as string | null) ?? '—' },
    { key: 'cp_num', title: '构件编号', sortable: true, search: { kind: 'input', name: 'search', placeholder: '搜索构件编号、检验人或报告编号', width: 280 } },
    { key: 'project_name', title: '所属项目' },
    { key: 'project_id', title: '项目', hideInTable: true, exportValue: false, search: { kind: 'select', options: projects } },
    {
      key: 'report_result',
      title: '检验结果',
      sortable: true,
      render: (v) => <Tag color={v === 1 ? 'success' : 'error'}>{REPORT_RESULT_NAMES[v as number]}</Tag>,
      exportValue: (r) => REPORT_RESULT_NAMES[r.report_result],
      search: { kind: 'select', options: RESULT_OPTIONS },
    },
    { key: 'report_date', title: '检验日期', sortable: true },
    { key: 'inspector_name', title: '检验人' },
    { key: 'attachments', title: '附件', render: (v) => `${(v as unknown[]).length} 个`, exportValue: (r) => r.attachments.map((a) => a.file_name).join('；') },
    { key: 'remark', title: '检验说明', render: (v) => (v as string | null) ?? '—' },
  ];
  return (
    <ResourcePage<Row, Input>
      title="检测报告"
      noun="检测报告"
      api={api}
      queryKey={['components', 'reports']}
      rowKey="report_id"
      columns={columns}
      describe={(r) => `${r.cp_num} ${r.report_date}`}
      dialog={(p) => <ReportFormDialog {...p} />}
      invalidates={[['components']]}
      rowActions={(row) => (
        <Button type="link" size="small" onClick={() => void navigate(`/reportInfo?report_id=${row.report_id}`)}>
          详情
        </Button>
      )}
    />
  );
}
