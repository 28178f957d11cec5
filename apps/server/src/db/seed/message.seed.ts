import type { Db } from '../client';
import { msgAlarms, msgBusiCates, msgNews, msgNotify, msgReads } from '../schema';
import { DemoIds } from './demo-organisation';
import { ProjectDemoIds } from './project.seed';

/** Fixed ids keep the seed idempotent (every insert is "on conflict do nothing"). */
const id = (block: number, n: number) => `01900000-0000-7000-8000-0000000${block}${String(n).padStart(3, '0')}`;
const company = DemoIds.company;
const day = Date.UTC(2026, 10, 20, 1, 0, 0);
const daysAgo = (n: number) => new Date(day - n * 86_400_000);
const p = (text: string) => `<p>${text}</p>`;

const CATES: [number, string, string][] = [
  [1, 'dynamic', '动态资讯'],
  [1, 'company_news', '企业新闻'],
  [1, 'news_scheme', '新闻方案'],
  [1, 'onepoint_news', '一点资讯'],
  [1, 'onepoint_news_scheme', '一点资讯方案'],
  [1, 'party_build', '党建文化'],
  [2, 'notice', '通知公告'],
  [2, 'meeting', '会议通知'],
  [3, 'device', '设备告警'],
  [3, 'safety', '安全告警'],
];

/** The big screen's six headlines (issue 5), now published news of the demo unit, newest first. */
const HEADLINES = [
  '省住建厅发布装配式建筑质量监管新规，构件进场须逐件扫码验收',
  '钱塘一号项目叠合板吊装完成 85%，主体结构预计下月封顶',
  '全市预制构件生产企业质量抽检合格率达 98.6%',
  '装配式建筑专项检查将于本月下旬开展，请各参建单位做好准备',
  '预制楼梯安装工法培训在杭州举办，120 名施工员参加',
  '构件厂数字化改造试点启动，生产数据实时接入监管平台',
];
const PAGE_NEWS: [string, string][] = [
  ['company_news', '演示建设集团荣获省级安全文明标准化工地称号'],
  ['news_scheme', '2026 年度企业宣传报道工作方案'],
  ['onepoint_news', '一点资讯：装配式构件吊装安全要点'],
  ['onepoint_news_scheme', '一点资讯栏目策划方案（第四季度）'],
  ['party_build', '党支部开展“红色工地”主题党日活动'],
];

export async function seedMessageDemo(db: Db): Promise<void> {
  await db
    .insert(msgBusiCates)
    .values(CATES.map(([cate_type, cate_code, cate_name], i) => ({ company_id: company, busi_cate_id: id(60, i + 1), cate_type, cate_code, cate_name, sort_no: i })))
    .onConflictDoNothing();

  const news = [
    ...HEADLINES.map((title, i) => ({ cate_code: 'dynamic', title, status: 1, at: daysAgo(i) })),
    ...PAGE_NEWS.map(([cate_code, title], i) => ({ cate_code, title, status: 1, at: daysAgo(7 + i) })),
    { cate_code: 'dynamic', title: '（草稿）第三季度构件质量通报', status: 0, at: null },
    { cate_code: 'company_news', title: '（已撤回）项目开放日安排调整', status: 2, at: daysAgo(20) },
  ];
  await db
    .insert(msgNews)
    .values(
      news.map((n, i) => ({
        company_id: company,
        news_id: id(61, i + 1),
        cate_code: n.cate_code,
        title: n.title,
        content: p(`${n.title}。`) + p('详情请登录筑云平台查看。'),
        author: '综合管理部',
        status: n.status,
        publish_time: n.at,
        created_by: DemoIds.demo,
        created_at: n.at ?? daysAgo(0),
      })),
    )
    .onConflictDoNothing();

  const notices = [
    { title: '关于开展年底安全生产大检查的通知', type: 1, ids: [] as string[], status: 1, at: daysAgo(0) },
    { title: '关于调整冬季作业时间的通知', type: 1, ids: [], status: 1, at: daysAgo(1) },
    { title: '综合管理部：12 月份办公用品申领安排', type: 2, ids: [DemoIds.officeDept], status: 1, at: daysAgo(2) },
    { title: '工程部：构件进场验收流程培训', type: 2, ids: [DemoIds.engineeringDept], status: 1, at: daysAgo(3) },
    { title: '2026 年度总结会议通知', type: 1, ids: [], status: 1, at: daysAgo(5) },
    { title: '（草稿）春节值班安排', type: 1, ids: [], status: 0, at: null },
  ];
  await db
    .insert(msgNotify)
    .values(
      notices.map((n, i) => ({
        company_id: company,
        notify_id: id(62, i + 1),
        cate_code: i === 4 ? 'meeting' : 'notice',
        title: n.title,
        content: p(`${n.title}，请相关人员知悉并按要求执行。`),
        author: '综合管理部',
        status: n.status,
        publish_time: n.at,
        audience_type: n.type,
        audience_ids: n.ids,
        created_by: DemoIds.demo,
        created_at: n.at ?? daysAgo(0),
      })),
    )
    .onConflictDoNothing();
  // The demo person has read the oldest published notice, so the bell starts with a few unread.
  await db.insert(msgReads).values({ company_id: company, message_id: id(62, 5), user_id: DemoIds.demo, read_at: daysAgo(4) }).onConflictDoNothing();

  const [p1, p2] = ProjectDemoIds.projects;
  const alarms = [
    { title: '塔吊 T2 风速超限', level: 4, source: 'device', project: p1, status: 0, at: 0 },
    { title: '构件堆场 3 号区堆放超高', level: 3, source: 'project', project: p1, status: 0, at: 1 },
    { title: '环境监测 PM10 超标', level: 2, source: 'device', project: p2, status: 1, at: 2 },
    { title: '数据同步延迟超过 10 分钟', level: 1, source: 'system', project: null, status: 2, at: 3 },
    { title: '升降机限位传感器离线', level: 3, source: 'device', project: p2, status: 1, at: 4 },
  ];
  await db
    .insert(msgAlarms)
    .values(
      alarms.map((a, i) => ({
        company_id: company,
        alarm_id: id(63, i + 1),
        title: a.title,
        content: `${a.title}，请及时处理。`,
        level: a.level,
        source: a.source,
        project_id: a.project ?? null,
        status: a.status,
        handled_by: a.status ? DemoIds.demo : null,
        handled_name: a.status ? '演示管理员' : null,
        handled_at: a.status ? daysAgo(a.at - 0.5) : null,
        handle_remark: a.status === 1 ? '已通知现场整改' : a.status === 2 ? '误报' : null,
        occurred_at: daysAgo(a.at),
      })),
    )
    .onConflictDoNothing();
}
