import type { Db } from '../client';
import { patrolResults, patrolRuns, patrolTemplates, robots } from '../schema';
import { DemoIds } from './demo-organisation';

const id = (block: number, n: number) => `01900000-0000-7000-8000-0000e${block}${String(n).padStart(5, '0')}`;
const company = DemoIds.company;
const at = (minutesAgo: number) => new Date(Date.UTC(2026, 10, 20, 1, 0, 0) - minutesAgo * 60_000);
// A drawn site picture (no download): ground, a crane, two workers; the boxes below sit on the two workers.
const PICTURE = `data:image/svg+xml;base64,${Buffer.from(
  '<svg xmlns="http://www.w3.org/2000/svg" width="640" height="360"><rect width="640" height="360" fill="#cfd8dc"/><rect y="250" width="640" height="110" fill="#8d6e63"/><rect x="60" y="80" width="14" height="180" fill="#ffb300"/><rect x="60" y="80" width="260" height="12" fill="#ffb300"/><circle cx="208" cy="178" r="16" fill="#ffcc80"/><rect x="192" y="196" width="32" height="60" fill="#1565c0"/><circle cx="402" cy="170" r="16" fill="#ffcc80"/><rect x="386" y="188" width="32" height="62" fill="#2e7d32"/><path d="M386 156 h32 v-8 a16 16 0 0 0 -32 0z" fill="#fdd835"/></svg>',
).toString('base64')}`;

/** A robot with a patrol template and one finished run whose AI checkpoint found a worker without a helmet. */
export async function seedRobotsDemo(db: Db): Promise<void> {
  const robot = id(10, 1);
  const template = id(20, 1);
  const run = id(30, 1);
  await db.insert(robots).values({ company_id: company, robot_id: robot, robot_name: '巡检机器人一号', robot_sn: 'RB-0001', model: '四足巡检', state: 1, battery: 82, pos_x: 60, pos_y: 40, last_seen_at: at(30) }).onConflictDoNothing();
  await db
    .insert(patrolTemplates)
    .values({ company_id: company, template_id: template, template_name: '东区日常巡检', robot_id: robot, checkpoints: [{ name: '东门', x: 10, y: 20, ai_check: false }, { name: '塔吊作业区', x: 60, y: 40, ai_check: true }] })
    .onConflictDoNothing();
  await db
    .insert(patrolRuns)
    .values({ company_id: company, run_id: run, template_id: template, template_name: '东区日常巡检', robot_id: robot, robot_name: '巡检机器人一号', trigger: 'schedule', status: 2, abnormal_count: 1, started_at: at(40), finished_at: at(30) })
    .onConflictDoNothing();
  await db
    .insert(patrolResults)
    .values([
      { company_id: company, result_id: id(40, 1), run_id: run, seq: 1, checkpoint: '东门', status: 1, summary: '巡检正常', ai_boxes: [], checked_at: at(36) },
      {
        company_id: company,
        result_id: id(40, 2),
        run_id: run,
        seq: 2,
        checkpoint: '塔吊作业区',
        status: 2,
        summary: '发现 1 人未戴安全帽',
        image_url: PICTURE,
        ai_boxes: [
          { label: '佩戴安全帽', score: 0.94, x: 0.59, y: 0.38, w: 0.1, h: 0.34 },
          { label: '未戴安全帽', score: 0.88, x: 0.29, y: 0.44, w: 0.1, h: 0.3 },
        ],
        checked_at: at(31),
      },
    ])
    .onConflictDoNothing();
}
