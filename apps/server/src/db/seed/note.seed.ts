import type { Db } from '../client';
import { apiNoticeRules, noteCfgs, noteSendLogs, noteTemplates, projectNoteCfgs, warnRecords, workReports } from '../schema';
import { DemoIds } from './demo-organisation';
import { ProjectDemoIds } from './project.seed';

/** Fixed ids keep the seed idempotent (every insert is "on conflict do nothing"). */
const id = (block: number, n: number) => `01900000-0000-7000-8000-00000f${block}${String(n).padStart(4, '0')}`;
const company = DemoIds.company;
const day = Date.UTC(2026, 10, 20, 1, 0, 0);
const daysAgo = (n: number) => new Date(day - n * 86_400_000);
const date = (n: number) => daysAgo(n).toISOString().slice(0, 10);

export const NoteDemoIds = {
  alarmTemplate: id(10, 1),
  approvalTemplate: id(10, 2),
  monitorTemplate: id(10, 3),
} as const;

/**
 * Demo data of issue 16 items 6-8: SMS templates, rules (serious alarms to the 项目经理 by SMS and in the bell,
 * approvals to them in the bell, a project of its own), past sends, work reports, warnings and two API monitor
 * notices. Rules name no job the demo administrator holds, so saving an alarm in a test changes no count of theirs.
 */
export async function seedNoteDemo(db: Db): Promise<void> {
  await db
    .insert(noteTemplates)
    .values([
      { company_id: company, template_id: NoteDemoIds.alarmTemplate, template_name: '告警通知', event_code: 'alarm', template_code: 'SMS_ALARM_01', content: '【筑云】${project}发生${level}告警：${title}，时间${time}，请尽快处理。' },
      { company_id: company, template_id: NoteDemoIds.approvalTemplate, template_name: '入职审批结果', event_code: 'approval', template_code: 'SMS_JOIN_01', content: '【筑云】${user_name}申请加入${dept}（${job}）${result}。' },
      { company_id: company, template_id: NoteDemoIds.monitorTemplate, template_name: '接口异常', event_code: 'api_monitor', template_code: null, content: '【筑云】接口${operation}异常：错误率${error_rate}，P95 ${p95}。' },
    ])
    .onConflictDoNothing();

  await db
    .insert(noteCfgs)
    .values([
      { company_id: company, note_cfg_id: id(11, 1), event_code: 'alarm', min_level: 3, job_ids: [DemoIds.projectManagerJob], in_app: 1, sms: 1, template_id: NoteDemoIds.alarmTemplate, remark: '严重及以上告警通知项目经理' },
      { company_id: company, note_cfg_id: id(11, 2), event_code: 'alarm', min_level: 4, job_ids: [DemoIds.inspectorJob], in_app: 1, sms: 0, remark: '紧急告警抄送质检员' },
      { company_id: company, note_cfg_id: id(11, 3), event_code: 'approval', min_level: 1, job_ids: [DemoIds.projectManagerJob], in_app: 1, sms: 0, remark: null },
    ])
    .onConflictDoNothing();

  await db
    .insert(projectNoteCfgs)
    .values({
      company_id: company,
      project_note_id: id(12, 1),
      project_id: ProjectDemoIds.projects[0],
      event_code: 'alarm',
      min_level: 2,
      job_ids: [DemoIds.projectManagerJob, DemoIds.siteBuilderJob],
      in_app: 1,
      sms: 1,
      template_id: NoteDemoIds.alarmTemplate,
      remark: '钱塘一号：一般及以上告警通知项目经理和施工员',
    })
    .onConflictDoNothing();

  const sends = [
    { channel: 2, name: '王建国', phone: '13800000011', title: '【紧急告警】塔吊 T2 风速超限', content: '【筑云】钱塘一号项目发生紧急告警：塔吊 T2 风速超限，时间2026-11-20 09:00，请尽快处理。', status: 1, error: null },
    { channel: 1, name: '王建国', phone: null, title: '【紧急告警】塔吊 T2 风速超限', content: '紧急告警：塔吊 T2 风速超限（钱塘一号项目，2026-11-20 09:00），请及时处理。', status: 1, error: null },
    { channel: 2, name: '李质检', phone: '13800000012', title: '【严重告警】构件堆场 3 号区堆放超高', content: '【筑云】钱塘一号项目发生严重告警：构件堆场 3 号区堆放超高，时间2026-11-19 09:00，请尽快处理。', status: 2, error: '短信平台返回：号码已停机' },
  ];
  await db
    .insert(noteSendLogs)
    .values(sends.map((s, i) => ({ company_id: company, log_id: id(13, i + 1), event_code: 'alarm', channel: s.channel, user_name: s.name, phone: s.phone, title: s.title, content: s.content, status: s.status, error: s.error, created_at: daysAgo(i) })))
    .onConflictDoNothing();

  const [p1, p2] = ProjectDemoIds.projects;
  const reports = [
    { type: 1, at: 0, project: p1, title: '钱塘一号项目施工日报', content: '完成 5 层叠合板吊装 42 块，预制楼梯安装 2 跑；下午风速偏大暂停吊装 1 小时。' },
    { type: 1, at: 1, project: p1, title: '钱塘一号项目施工日报', content: '完成 4 层叠合板灌浆，构件进场验收 36 件，发现 1 件边角破损已退场。' },
    { type: 2, at: 2, project: p2, title: '第 47 周工程周报', content: '本周完成主体结构 2 层，构件进场 180 件；下周计划完成 3 层吊装。', files: [{ name: '第47周现场照片.zip', url: '/files/demo/week47.zip' }] },
    { type: 2, at: 9, project: null, title: '工程部第 46 周工作汇报', content: '完成质量巡检 3 次，组织吊装安全培训 1 次。' },
  ];
  await db
    .insert(workReports)
    .values(
      reports.map((r, i) => ({
        company_id: company,
        work_report_id: id(14, i + 1),
        report_type: r.type,
        report_date: date(r.at),
        project_id: r.project ?? null,
        title: r.title,
        content: r.content,
        attachments: r.files ?? [],
        sort_no: i,
        author_id: DemoIds.demo,
        author_name: '演示管理员',
        created_at: daysAgo(r.at),
      })),
    )
    .onConflictDoNothing();

  const warns = [
    { source: 'device', level: 3, message: '2 号塔吊力矩传感器读数异常，已连续 3 次超过 90%', project: p1, handled: 0, at: 0 },
    { source: 'project', level: 2, message: '钱塘一号项目本周构件进场计划完成率低于 80%', project: p1, handled: 0, at: 1 },
    { source: 'api', level: 3, message: '接口GET /api/v1/project/project_list：错误率12.5%，P95 850ms，40次调用', project: null, handled: 1, at: 2 },
    { source: 'system', level: 1, message: '数据备份耗时超过 30 分钟', project: null, handled: 1, at: 5 },
  ];
  await db
    .insert(warnRecords)
    .values(
      warns.map((w, i) => ({
        company_id: company,
        warn_id: id(15, i + 1),
        source: w.source,
        level: w.level,
        message: w.message,
        project_id: w.project ?? null,
        handled: w.handled,
        handled_name: w.handled ? '演示管理员' : null,
        handled_at: w.handled ? daysAgo(w.at - 0.2) : null,
        handle_remark: w.handled ? '已排查处理' : null,
        created_at: daysAgo(w.at),
      })),
    )
    .onConflictDoNothing();

  await db
    .insert(apiNoticeRules)
    .values([
      { company_id: company, api_notice_id: id(16, 1), operation: '*', error_rate: 5, p95_ms: null, min_count: 50, window_minutes: 5, job_ids: [DemoIds.projectManagerJob], in_app: 1, sms: 0, remark: '全部接口服务端错误率超过 5%' },
      { company_id: company, api_notice_id: id(16, 2), operation: 'GET /api/v1/project/project_list', error_rate: null, p95_ms: 2_000, min_count: 20, window_minutes: 5, job_ids: [DemoIds.projectManagerJob], in_app: 1, sms: 1, template_id: NoteDemoIds.monitorTemplate, remark: '项目列表 P95 超过 2 秒', fired_at: daysAgo(2), fire_count: 1 },
    ])
    .onConflictDoNothing();
}
