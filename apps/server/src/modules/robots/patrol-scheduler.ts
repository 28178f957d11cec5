import type { FastifyBaseLogger } from 'fastify';
import { and, asc, eq, lte } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { patrolTasks } from '../../db/schema';
import { AppError } from '../../platform/errors';
import type { EventBus } from '../../platform/events/event-bus';
import { nextRun, parseCron } from './cron';
import { runPatrol } from './patrol-run';
import type { RobotAdapter } from './robot-adapter';
import { inSystemScope } from '../../db/scope';

/** How often the server looks for due tasks: cron rules are per minute, so twice a minute never misses one. */
export const SCHEDULE_EVERY_MS = 30_000;
/** Most tasks started in one look; the rest are due at the next. */
const BATCH = 50;

export interface ScheduledStart {
  task_id: string;
  run_id: string | null;
  result: string;
}

/**
 * Starts every enabled task that is due at `now` (the injected clock: tests pass the instant, the timer passes the
 * wall clock). A task is claimed by moving its next_run_at on from the value read, so two server instances never both
 * start it; a server that was down starts a missed task once, not once per missed minute. A task whose robot is busy,
 * offline or gone is not retried: its last_result says why, and its next start is the rule's next minute.
 */
export async function runDuePatrols(db: Db, bus: EventBus, adapter: RobotAdapter, now: Date): Promise<ScheduledStart[]> {
  // A background job over every unit's schedules: the system scope `patrol-schedule` (decision 024).
  return inSystemScope('patrol-schedule', () => runDue(db, bus, adapter, now));
}

async function runDue(db: Db, bus: EventBus, adapter: RobotAdapter, now: Date): Promise<ScheduledStart[]> {
  const due = await db
    .select()
    .from(patrolTasks)
    .where(and(eq(patrolTasks.enabled, 1), lte(patrolTasks.next_run_at, now)))
    .orderBy(asc(patrolTasks.next_run_at))
    .limit(BATCH);
  const started: ScheduledStart[] = [];
  for (const task of due) {
    const rule = parseCron(task.cron);
    const key = and(eq(patrolTasks.company_id, task.company_id), eq(patrolTasks.task_id, task.task_id));
    const claimed = await db
      .update(patrolTasks)
      .set({ next_run_at: rule && nextRun(rule, now), last_run_at: now })
      .where(and(key, eq(patrolTasks.next_run_at, task.next_run_at as Date)))
      .returning({ id: patrolTasks.task_id });
    if (claimed.length === 0) continue;
    let runId: string | null = null;
    let result = '已完成';
    try {
      runId = await runPatrol(db, bus, adapter, task.company_id, task.template_id, 'schedule', task.robot_id);
    } catch (error) {
      if (!(error instanceof AppError)) throw error;
      result = `未能开始：${error.message}`.slice(0, 100);
    }
    await db.update(patrolTasks).set({ last_result: result }).where(key);
    started.push({ task_id: task.task_id, run_id: runId, result });
  }
  return started;
}

/** The timer behind the schedule: unref'd so it never holds the process open, stopped when the app closes. */
export function startPatrolScheduler(db: Db, bus: EventBus, adapter: RobotAdapter, clock: () => Date, log: FastifyBaseLogger): () => void {
  let running = false;
  const timer = setInterval(() => {
    if (running) return; // a slow look is never overlapped by the next
    running = true;
    runDuePatrols(db, bus, adapter, clock())
      .catch((error: unknown) => log.error({ err: error }, 'patrol schedule failed'))
      .finally(() => (running = false));
  }, SCHEDULE_EVERY_MS);
  timer.unref();
  return () => clearInterval(timer);
}
