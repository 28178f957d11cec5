import type { Db } from '../client';
import { stackPoints } from '../schema';
import { DemoIds } from './demo-organisation';
import { ProjectDemoIds } from './project.seed';

const id = (n: number) => `01900000-0000-7000-8000-0000000b5${String(n).padStart(3, '0')}`;

/** Fixed ids keep the seed idempotent. */
export const YardDemoIds = { yards: [id(1), id(2), id(3), id(4)] } as const;

/**
 * The demo unit's yards: two on the first project's site, one on the second's, one at the Deqing factory (no project),
 * so /yardList, /projectYardList and the places of an area (POST /admin/area/getplace) have rows at start.
 */
export async function seedYardDemo(db: Db): Promise<void> {
  const company_id = DemoIds.company;
  const [first, second] = ProjectDemoIds.projects;
  await db
    .insert(stackPoints)
    .values([
      { company_id, stack_point_id: YardDemoIds.yards[0], project_id: first, stack_point_name: '科技城北区堆场', address: '杭州市余杭区文一西路', lon: 119.99, lat: 30.28, capacity: 300 },
      { company_id, stack_point_id: YardDemoIds.yards[1], project_id: first, stack_point_name: '科技城南区堆场', address: '杭州市余杭区良睦路', lon: 119.995, lat: 30.272, capacity: 120 },
      { company_id, stack_point_id: YardDemoIds.yards[2], project_id: second, stack_point_name: '文教中心现场堆场', address: '杭州市西湖区文三路', lon: 120.13, lat: 30.26, capacity: null },
      { company_id, stack_point_id: YardDemoIds.yards[3], project_id: null, stack_point_name: '德清构件厂成品堆场', address: '湖州市德清县', lon: 119.97, lat: 30.54, capacity: 800 },
    ])
    .onConflictDoNothing();
}
