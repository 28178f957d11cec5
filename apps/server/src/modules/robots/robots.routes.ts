import type { FastifyInstance } from 'fastify';
import { and, asc, count, desc, eq, sql } from 'drizzle-orm';
import { robots as contracts } from '@zhuyun/contracts';
import { patrolResults, patrolRuns, patrolTemplates, robots } from '../../db/schema';
import { fail } from '../../platform/errors';
import { registerRoute } from '../../platform/http/register-route';
import type { Platform } from '../../platform/platform';
import { registerResource } from '../../platform/resource/register-resource';
import { tableRepo } from '../../platform/resource/table-repo';
import { pageOf, tenantOf, windowOf } from '../../platform/tenant';
import { registerPatrolPlanRoutes } from './patrol-plan.routes';
import { registerPatrolReadRoutes } from './patrol-read.routes';
import { runPatrol } from './patrol-run';
import { startPatrolScheduler } from './patrol-scheduler';
import { simulatorAdapter, type RobotAdapter } from './robot-adapter';

const { RobotMsg } = contracts;
const iso = (d: Date | null) => (d ? d.toISOString() : null);
const runColumns = {
  run_id: patrolRuns.run_id,
  template_id: patrolRuns.template_id,
  template_name: patrolRuns.template_name,
  robot_id: patrolRuns.robot_id,
  robot_name: patrolRuns.robot_name,
  trigger: patrolRuns.trigger,
  status: patrolRuns.status,
  abnormal_count: patrolRuns.abnormal_count,
  started_at: patrolRuns.started_at,
  finished_at: patrolRuns.finished_at,
};
type RunRecord = { started_at: Date; finished_at: Date | null } & Record<string, unknown>;
const wireRun = <T extends RunRecord>(r: T) => ({ ...r, started_at: r.started_at.toISOString(), finished_at: iso(r.finished_at) });

/**
 * Inspection robots under /robot/web/v1 (issue 20 item 3). The adapter is the simulator unless a test hands another;
 * the clock is the schedule's. The schedule's timer runs outside tests, whose demo tasks would otherwise start runs
 * under other tests' feet: tests drive runDuePatrols with their own instant.
 */
export function registerRobotRoutes(app: FastifyInstance, platform: Platform, adapter: RobotAdapter = simulatorAdapter, clock: () => Date = () => new Date()): void {
  const { db } = platform.database;
  registerPatrolPlanRoutes(app, platform, clock);
  registerPatrolReadRoutes(app, platform);
  if (platform.config.nodeEnv !== 'test') {
    const stop = startPatrolScheduler(db, platform.events, adapter, clock, app.log);
    app.addHook('onClose', async () => stop());
  }
  const r = robots;
  registerResource(app, platform, contracts.robotResource, {
    repo: tableRepo(db, contracts.robotResource, {
      table: r,
      companyKey: 'company_id',
      select: { robot_id: r.robot_id, robot_name: r.robot_name, robot_sn: r.robot_sn, model: r.model, state: r.state, battery: r.battery, pos_x: r.pos_x, pos_y: r.pos_y, last_seen_at: r.last_seen_at, remark: r.remark, created_at: r.created_at },
      sort: { created_at: r.created_at, robot_name: r.robot_name, battery: r.battery },
      defaultOrder: [desc(r.created_at), desc(r.robot_id)],
      search: [r.robot_name, r.robot_sn],
    }),
  });

  const t = patrolTemplates;
  registerResource(app, platform, contracts.templateResource, {
    repo: tableRepo(db, contracts.templateResource, {
      table: t,
      companyKey: 'company_id',
      select: {
        template_id: t.template_id,
        template_name: t.template_name,
        robot_id: t.robot_id,
        robot_name: sql<string | null>`(select x.robot_name from ${robots} x where x.company_id = patrol_templates.company_id and x.robot_id = patrol_templates.robot_id)`,
        checkpoints: t.checkpoints,
        remark: t.remark,
        created_at: t.created_at,
      },
      sort: { created_at: t.created_at, template_name: t.template_name },
      defaultOrder: [desc(t.created_at), desc(t.template_id)],
      search: [t.template_name],
      filters: { robot_id: t.robot_id },
    }),
    // A template's robot is one of the company's robots.
    prepare: async (companyId, values) => {
      if (values.robot_id) {
        const [found] = await db.select({ id: r.robot_id }).from(r).where(and(eq(r.company_id, companyId as string), eq(r.robot_id, values.robot_id)));
        if (!found) throw fail.validation(RobotMsg.robotNotFound);
      }
      return values;
    },
  });

  registerRoute(app, platform, contracts.startPatrolRun, {
    msg: '巡检已完成',
    handler: async ({ input, session }) => ({ run_id: await runPatrol(db, platform.events, adapter, tenantOf(session), input.template_id, 'manual') }),
  });

  registerRoute(app, platform, contracts.listPatrolRuns, {
    handler: async ({ input, session, setMsg }) => {
      const companyId = tenantOf(session);
      const window = windowOf(input);
      const where = and(eq(patrolRuns.company_id, companyId), input.robot_id ? eq(patrolRuns.robot_id, input.robot_id) : undefined);
      const [rows, [total]] = await Promise.all([
        db.select(runColumns).from(patrolRuns).where(where).orderBy(desc(patrolRuns.started_at), desc(patrolRuns.run_id)).limit(window.limit).offset(window.offset),
        db.select({ n: count() }).from(patrolRuns).where(where),
      ]);
      return pageOf(window, rows.map(wireRun), Number(total?.n ?? 0), setMsg);
    },
  });

  registerRoute(app, platform, contracts.getPatrolRun, {
    handler: async ({ input, session }) => {
      const companyId = tenantOf(session);
      const [run] = await db.select(runColumns).from(patrolRuns).where(and(eq(patrolRuns.company_id, companyId), eq(patrolRuns.run_id, input.run_id)));
      if (!run) throw fail.notFound(RobotMsg.runNotFound);
      const results = await db
        .select()
        .from(patrolResults)
        .where(and(eq(patrolResults.company_id, companyId), eq(patrolResults.run_id, input.run_id)))
        .orderBy(asc(patrolResults.seq));
      return {
        ...wireRun(run),
        results: results.map((x) => ({ result_id: x.result_id, seq: x.seq, checkpoint: x.checkpoint, status: x.status, summary: x.summary, image_url: x.image_url, ai_boxes: x.ai_boxes as contracts.AiBox[], checked_at: x.checked_at.toISOString() })),
      };
    },
  });
}
