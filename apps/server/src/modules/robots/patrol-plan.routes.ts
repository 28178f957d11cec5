import type { FastifyInstance } from 'fastify';
import { and, desc, eq, sql } from 'drizzle-orm';
import { robots as contracts } from '@zhuyun/contracts';
import { patrolScenes, patrolTasks, patrolTemplates, robotCameras, robots } from '../../db/schema';
import { fail } from '../../platform/errors';
import type { Platform } from '../../platform/platform';
import { registerResource } from '../../platform/resource/register-resource';
import { tableRepo } from '../../platform/resource/table-repo';
import { nextRun, parseCron } from './cron';

const { PatrolMsg, RobotMsg } = contracts;

/** Scheduled tasks, scenes and cameras on the resource layer (issue 20 item 3); `now` is the scheduler's clock. */
export function registerPatrolPlanRoutes(app: FastifyInstance, platform: Platform, now: () => Date): void {
  const { db } = platform.database;
  const robotOf = async (companyId: string, robotId: string) => {
    const [found] = await db.select({ id: robots.robot_id }).from(robots).where(and(eq(robots.company_id, companyId), eq(robots.robot_id, robotId)));
    if (!found) throw fail.validation(RobotMsg.robotNotFound);
  };

  const k = patrolTasks;
  registerResource(app, platform, contracts.taskResource, {
    repo: tableRepo(db, contracts.taskResource, {
      table: k,
      companyKey: 'company_id',
      select: {
        task_id: k.task_id,
        task_name: k.task_name,
        robot_id: k.robot_id,
        robot_name: sql<string | null>`(select x.robot_name from ${robots} x where x.company_id = patrol_tasks.company_id and x.robot_id = patrol_tasks.robot_id)`,
        template_id: k.template_id,
        template_name: sql<string | null>`(select x.template_name from ${patrolTemplates} x where x.company_id = patrol_tasks.company_id and x.template_id = patrol_tasks.template_id)`,
        cron: k.cron,
        enabled: k.enabled,
        next_run_at: k.next_run_at,
        last_run_at: k.last_run_at,
        last_result: k.last_result,
        remark: k.remark,
        created_at: k.created_at,
      },
      sort: { created_at: k.created_at, task_name: k.task_name, next_run_at: k.next_run_at },
      defaultOrder: [desc(k.created_at), desc(k.task_id)],
      search: [k.task_name],
      filters: { robot_id: k.robot_id },
    }),
    // The robot and template are the company's own; the rule is one the scheduler can run, and its next start is set
    // here so the scheduler only ever asks "which are due".
    prepare: async (companyId, values) => {
      const company = companyId as string;
      await robotOf(company, values.robot_id);
      const [tpl] = await db
        .select({ id: patrolTemplates.template_id })
        .from(patrolTemplates)
        .where(and(eq(patrolTemplates.company_id, company), eq(patrolTemplates.template_id, values.template_id)));
      if (!tpl) throw fail.validation(RobotMsg.templateNotFound);
      const rule = parseCron(values.cron);
      const next = rule && nextRun(rule, now());
      if (!rule || !next) throw fail.validation(PatrolMsg.cronInvalid);
      return { ...values, next_run_at: values.enabled === 1 ? next : null } as typeof values;
    },
  });

  const s = patrolScenes;
  registerResource(app, platform, contracts.sceneResource, {
    repo: tableRepo(db, contracts.sceneResource, {
      table: s,
      companyKey: 'company_id',
      select: { scene_id: s.scene_id, scene_name: s.scene_name, checkpoints: s.checkpoints, remark: s.remark, created_at: s.created_at },
      sort: { created_at: s.created_at, scene_name: s.scene_name },
      defaultOrder: [desc(s.created_at), desc(s.scene_id)],
      search: [s.scene_name],
    }),
  });

  const c = robotCameras;
  registerResource(app, platform, contracts.cameraResource, {
    repo: tableRepo(db, contracts.cameraResource, {
      table: c,
      companyKey: 'company_id',
      select: {
        camera_id: c.camera_id,
        camera_name: c.camera_name,
        robot_id: c.robot_id,
        robot_name: sql<string | null>`(select x.robot_name from ${robots} x where x.company_id = robot_cameras.company_id and x.robot_id = robot_cameras.robot_id)`,
        stream_url: c.stream_url,
        location: c.location,
        remark: c.remark,
        created_at: c.created_at,
      },
      sort: { created_at: c.created_at, camera_name: c.camera_name },
      defaultOrder: [desc(c.created_at), desc(c.camera_id)],
      search: [c.camera_name, c.location],
      filters: { robot_id: c.robot_id },
    }),
    prepare: async (companyId, values) => {
      if (values.robot_id) await robotOf(companyId as string, values.robot_id);
      return values;
    },
  });
}
