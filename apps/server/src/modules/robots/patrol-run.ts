import { and, eq } from 'drizzle-orm';
import { uuidv7 } from 'uuidv7';
import { robots as contracts } from '@zhuyun/contracts';
import type { Db } from '../../db/client';
import { msgAlarms, patrolResults, patrolRuns, patrolTemplates, robots } from '../../db/schema';
import { fail } from '../../platform/errors';
import type { EventBus } from '../../platform/events/event-bus';
import { publishAlarm } from '../../platform/events/message-events';
import type { Checkpoint, RobotAdapter } from './robot-adapter';

const { RobotMsg } = contracts;

/**
 * Runs one patrol of a template by its robot through the adapter: a run row, one result per checkpoint, the robot's
 * state, battery and position as reported, and one alarm in the message centre per abnormal checkpoint (published
 * live after the transaction commits). The same path serves the page's 开始巡检 and the schedule.
 */
export async function runPatrol(
  db: Db,
  bus: EventBus,
  adapter: RobotAdapter,
  companyId: string,
  templateId: string,
  trigger: 'manual' | 'schedule',
  /** A scheduled task's own robot, which may differ from the template's. */
  robotId?: string,
): Promise<string> {
  const runId = uuidv7();
  const alarms: { id: string; title: string }[] = [];
  await db.transaction(async (tx) => {
    const [tpl] = await tx.select().from(patrolTemplates).where(and(eq(patrolTemplates.company_id, companyId), eq(patrolTemplates.template_id, templateId)));
    if (!tpl) throw fail.notFound(RobotMsg.templateNotFound);
    const chosen = robotId ?? tpl.robot_id;
    if (!chosen) throw fail.validation(RobotMsg.robotNotFound);
    const [robot] = await tx.select().from(robots).where(and(eq(robots.company_id, companyId), eq(robots.robot_id, chosen))).for('update');
    if (!robot) throw fail.validation(RobotMsg.robotNotFound);
    if (robot.state === 2) throw fail.conflict(RobotMsg.robotBusy);
    if (robot.state === 0 || robot.state === 4) throw fail.validation(RobotMsg.robotOffline);
    const started = new Date();
    await tx.insert(patrolRuns).values({ company_id: companyId, run_id: runId, template_id: templateId, template_name: tpl.template_name, robot_id: robot.robot_id, robot_name: robot.robot_name, trigger, started_at: started });
    let seq = 0;
    let last = { battery: robot.battery, x: robot.pos_x, y: robot.pos_y };
    for await (const report of adapter.patrol(robot, tpl.checkpoints as Checkpoint[])) {
      const cp = (tpl.checkpoints as Checkpoint[])[seq] as Checkpoint;
      seq += 1;
      last = { battery: report.battery, x: report.x, y: report.y };
      await tx.insert(patrolResults).values({ company_id: companyId, result_id: uuidv7(), run_id: runId, seq, checkpoint: cp.name, status: report.status, summary: report.summary, image_url: report.image_url, ai_boxes: report.ai_boxes });
      if (report.status === 2) {
        const id = uuidv7();
        const title = `巡检告警：${cp.name}${report.summary}`.slice(0, 100);
        await tx.insert(msgAlarms).values({ company_id: companyId, alarm_id: id, title, content: `${robot.robot_name}，${tpl.template_name}`, level: 3, source: 'device', occurred_at: new Date() });
        alarms.push({ id, title });
      }
    }
    await tx
      .update(patrolRuns)
      .set({ status: 2, finished_at: new Date(), abnormal_count: alarms.length })
      .where(and(eq(patrolRuns.company_id, companyId), eq(patrolRuns.run_id, runId)));
    await tx
      .update(robots)
      .set({ state: 1, battery: last.battery, pos_x: last.x, pos_y: last.y, last_seen_at: new Date() })
      .where(and(eq(robots.company_id, companyId), eq(robots.robot_id, robot.robot_id)));
  });
  for (const a of alarms) await publishAlarm(bus, { companyId, alarm: { id: a.id, level: 3, title: a.title, source: 'device' } });
  return runId;
}
