import type { Db } from '../client';
import { constructionSections } from '../schema';
import { DemoIds } from './demo-organisation';
import { ProjectDemoIds } from './project.seed';
import { seedGanttDemo } from './gantt.seed';

/** Fixed ids keep the seed idempotent (every insert is "on conflict do nothing"). */
export const ScheduleDemoIds = {
  sections: ['01900000-0000-7000-8000-000000018001', '01900000-0000-7000-8000-000000018002', '01900000-0000-7000-8000-000000018003'],
} as const;

const SECTIONS = [
  { name: '一标段（1#–4#住宅楼）', range: '1#、2#、3#、4#住宅楼及地下车库A区', unit: '浙江建工集团第一分公司', start: '2026-03-01', end: '2026-12-31', progress: 62 },
  { name: '二标段（5#–8#住宅楼）', range: '5#、6#、7#、8#住宅楼及地下车库B区', unit: '浙江建工集团第二分公司', start: '2026-04-15', end: '2027-03-31', progress: 35 },
  { name: '三标段（配套及室外工程）', range: '幼儿园、社区中心、室外管网与景观', unit: '杭州市政园林工程有限公司', start: '2026-09-01', end: '2027-06-30', progress: 5 },
];

/** The demo project's construction sections and schedule (issue 18), so their pages are alive on a fresh start. */
export async function seedScheduleDemo(db: Db): Promise<void> {
  await db
    .insert(constructionSections)
    .values(
      SECTIONS.map((s, i) => ({
        company_id: DemoIds.company,
        construction_id: ScheduleDemoIds.sections[i]!,
        project_id: ProjectDemoIds.projects[0],
        construction_name: s.name,
        construction_range: s.range,
        construction_unit: s.unit,
        start_date: s.start,
        end_date: s.end,
        progress: s.progress,
      })),
    )
    .onConflictDoNothing();
  await seedGanttDemo(db, ScheduleDemoIds.sections);
}
