import { monitor, note, work } from '@zhuyun/contracts';
import { DemoIds } from '../../../db/seed/demo-organisation';
import { NoteDemoIds } from '../../../db/seed/note.seed';
import { ProjectDemoIds } from '../../../db/seed/project.seed';
import type { ResourceCase } from './resource-case';

/** Generated-suite rows of notification settings, work reports and warnings, the API monitor (issue 16). */
export const messageResourceCases: ResourceCase[] = [
  // Notification settings (issue 16 item 6): rules name the demo unit's jobs and templates.
  {
    resource: note.noteCfgResource,
    sample: (n) => ({ event_code: 'alarm', min_level: 4, job_ids: [DemoIds.inspectorJob], in_app: 1, sms: 0, remark: `表驱动规则${n}` }),
    change: () => ({ event_code: 'approval', job_ids: [DemoIds.clerkJob], in_app: 0, sms: 1, template_id: NoteDemoIds.approvalTemplate }),
    changed: { event_code: 'approval', min_level: 1, in_app: 0, sms: 1, job_names: ['行政专员'], template_name: '入职审批结果', remark: null },
  },
  {
    resource: note.projectNoteResource,
    sample: () => ({ project_id: ProjectDemoIds.projects[1], event_code: 'alarm', job_ids: [DemoIds.builderJob], min_level: 3 }),
    change: () => ({ project_id: ProjectDemoIds.projects[2], event_code: 'alarm', job_ids: [DemoIds.builderJob], enabled: 0 }),
    changed: { project_id: ProjectDemoIds.projects[2], enabled: 0, min_level: 1, in_app: 1, job_names: ['施工员'] },
  },
  {
    resource: note.noteTemplateResource,
    sample: (n) => ({ template_name: `表驱动模板${n}`, event_code: 'alarm', template_code: 'SMS_T1', content: '【筑云】${title}（${level}）' }),
    change: (n) => ({ template_name: `表驱动模板${n}（改）`, event_code: 'approval', content: '${user_name}${result}' }),
    changed: { event_code: 'approval', template_code: null, content: '${user_name}${result}' },
  },
  // Work reports and warnings (issue 16 item 7): the author and the handler come from the session.
  {
    resource: work.workReportResource,
    sample: (n) => ({ report_type: 1, report_date: '2026-11-20', title: `表驱动日报${n}`, content: '完成吊装 10 块', attachments: [{ name: '照片.jpg', url: '/files/a.jpg' }] }),
    change: () => ({ report_type: 2, report_date: '2026-11-21', title: '表驱动周报', content: '本周完成 3 层', sort_no: '3' }),
    changed: { report_type: 2, sort_no: 3, attachments: [], project_id: null, author_name: '演示管理员' },
  },
  {
    resource: work.warnRecordResource,
    sample: (n) => ({ source: 'device', level: 3, message: `表驱动预警${n}`, project_id: ProjectDemoIds.projects[0] }),
    change: () => ({ source: 'system', level: 1, message: '已复核', handled: 1, handle_remark: '误报' }),
    changed: { handled: 1, level: 1, project_id: null, handled_name: '演示管理员', handle_remark: '误报' },
  },
  // The API monitor (issue 16 item 8).
  {
    resource: monitor.apiNoticeResource,
    sample: (n) => ({ operation: `GET /api/v1/table/case_${n}`, error_rate: 10, job_ids: [DemoIds.projectManagerJob] }),
    change: () => ({ operation: '*', p95_ms: '500', job_ids: [DemoIds.projectManagerJob], sms: 1 }),
    changed: { operation: '*', p95_ms: 500, error_rate: null, firing: 0, sms: 1, min_count: 10, window_minutes: 5 },
  },
];
