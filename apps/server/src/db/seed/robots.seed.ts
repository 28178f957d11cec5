import type { Db } from '../client';
import { patrolResults, patrolRuns, patrolScenes, patrolTasks, patrolTemplates, robotCameras, robots } from '../schema';
import { DemoIds } from './demo-organisation';

const id = (block: number, n: number) => `01900000-0000-7000-8000-0000e${block}${String(n).padStart(5, '0')}`;
const company = DemoIds.company;
export const RobotDemoIds = { robot: id(10, 1), template: id(20, 1), run: id(30, 1), aiResult: id(40, 2) } as const;
const at = (minutesAgo: number) => new Date(Date.UTC(2026, 10, 20, 1, 0, 0) - minutesAgo * 60_000);
// The simulator's picture, a static file of the web build (robot-adapter.ts); the boxes below sit on its two workers.
const PICTURE = '/sim/patrol-site.svg';

/** The next 08:30 Beijing time (00:30 UTC) after now: the demo task's rule '30 8 * * *' without the module's cron reader. */
function nextHalfPastEight(): Date {
  const now = new Date();
  const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate(), 0, 30);
  return new Date(today > now.getTime() ? today : today + 86_400_000);
}

/**
 * A robot with a patrol template and one finished run whose AI checkpoint found a worker without a helmet; two
 * scenes, a daily scheduled task (so the demo robot patrols every morning) and a camera on the robot.
 */
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
  await db
    .insert(patrolScenes)
    .values([
      { company_id: company, scene_id: id(50, 1), scene_name: '东门出入口', checkpoints: [{ name: '东门', x: 10, y: 20, ai_check: false }, { name: '东门岗亭', x: 14, y: 26, ai_check: true }], remark: '人员与车辆出入' },
      { company_id: company, scene_id: id(50, 2), scene_name: '塔吊作业区', checkpoints: [{ name: '塔吊作业区', x: 60, y: 40, ai_check: true }, { name: '材料堆场', x: 72, y: 55, ai_check: false }], remark: '安全帽识别' },
    ])
    .onConflictDoNothing();
  await db
    .insert(patrolTasks)
    .values({ company_id: company, task_id: id(60, 1), task_name: '每日早班巡检', robot_id: robot, template_id: template, cron: '30 8 * * *', enabled: 1, next_run_at: nextHalfPastEight(), remark: '每天 08:30 自动巡检东区' })
    .onConflictDoNothing();
  await db
    .insert(robotCameras)
    .values({ company_id: company, camera_id: id(70, 1), camera_name: '巡检机器人一号前置摄像头', robot_id: robot, stream_url: '/live/rb-0001/index.m3u8', location: '机器人车身前部', remark: '经本站 /live/ 反向代理' })
    .onConflictDoNothing();
}
