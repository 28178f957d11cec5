import type { Db } from '../client';
import { dashboardNews } from '../schema';
import { DemoIds } from './demo-organisation';

const DEMO_NEWS = [
  '省住建厅发布装配式建筑质量监管新规，构件进场须逐件扫码验收',
  '钱塘一号项目叠合板吊装完成 85%，主体结构预计下月封顶',
  '全市预制构件生产企业质量抽检合格率达 98.6%',
  '装配式建筑专项检查将于本月下旬开展，请各参建单位做好准备',
  '预制楼梯安装工法培训在杭州举办，120 名施工员参加',
  '构件厂数字化改造试点启动，生产数据实时接入监管平台',
];

/** A few news items of the demo company for its big screen; fixed ids keep it idempotent. */
export async function seedDashboardDemo(db: Db): Promise<void> {
  const day = Date.UTC(2026, 10, 20, 1, 0, 0);
  await db
    .insert(dashboardNews)
    .values(
      DEMO_NEWS.map((title, i) => ({
        company_id: DemoIds.company,
        news_id: `01900000-0000-7000-8000-0000000050${String(i + 1).padStart(2, '0')}`,
        title,
        published_at: new Date(day - i * 86_400_000),
      })),
    )
    .onConflictDoNothing();
}
