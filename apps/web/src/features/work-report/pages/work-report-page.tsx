import Tag from 'antd/es/tag';
import { ResourcePage, type ResourceColumn } from '@zhuyun/ui';
import { work, type ResponseOf } from '@zhuyun/contracts';
import { useProjectOptions, workKeys, workReportApi } from '../api/work-api';

type Row = ResponseOf<typeof work.getWorkReports>['list'][number];
const { WorkMsg, REPORT_TYPE_NAMES } = work;
const typeOptions = [1, 2].map((value) => ({ value, label: REPORT_TYPE_NAMES[value] as string }));

/**
 * /workReport (ours: the route table has no page for them): daily and weekly reports by project, in their sort order;
 * the author is whoever saved it. Attachments are listed as links.
 */
export function WorkReportPage() {
  const projects = useProjectOptions();
  const columns: ResourceColumn<Row>[] = [
    { key: 'sort_no', title: '排序', sortable: true, width: 70, form: { kind: 'number', min: 0, precision: 0 } },
    {
      key: 'report_type',
      title: '类型',
      search: { kind: 'select', options: typeOptions },
      form: { kind: 'select', options: typeOptions },
      render: (v) => <Tag color={v === 2 ? 'purple' : 'blue'}>{REPORT_TYPE_NAMES[v as number]}</Tag>,
      exportValue: (r) => REPORT_TYPE_NAMES[r.report_type],
    },
    { key: 'report_date', title: '日期', sortable: true, form: { kind: 'date', required: WorkMsg.reportDateInvalid } },
    {
      key: 'title',
      title: '标题',
      search: { kind: 'input', name: 'search', placeholder: '搜索标题、作者或内容' },
      form: { kind: 'input', required: WorkMsg.titleRequired, max: 100 },
    },
    {
      key: 'project_id',
      title: '项目',
      search: { kind: 'select', options: projects },
      form: { kind: 'select', options: projects },
      render: (_v, r) => r.project_name ?? '—',
      exportValue: (r) => r.project_name ?? '',
    },
    { key: 'author_name', title: '汇报人' },
    { key: 'content', title: '内容', form: { kind: 'textarea', required: WorkMsg.contentRequired, max: 5000, maxMessage: WorkMsg.contentTooLong } },
    {
      key: 'attachments',
      title: '附件',
      render: (_v, r) =>
        r.attachments.length
          ? r.attachments.map((a) => (
              <a key={a.url} href={a.url} target="_blank" rel="noopener noreferrer" style={{ marginRight: 8 }}>
                {a.name}
              </a>
            ))
          : '—',
      exportValue: (r) => r.attachments.map((a) => a.name).join('、'),
    },
  ];
  return (
    <ResourcePage<Row>
      title="工作汇报"
      noun="工作汇报"
      api={workReportApi}
      queryKey={workKeys.reports}
      rowKey="work_report_id"
      columns={columns}
      describe={(r) => r.title}
      initialValues={(r) => (r ? { ...r } : { report_type: 1, sort_no: 0 })}
      // The dialog has no attachment picker: an edit keeps the report's attachments.
      toInput={(v, editing) => ({ ...v, project_id: v.project_id ?? null, attachments: editing?.attachments ?? [] })}
    />
  );
}
