import type { FastifyInstance } from 'fastify';
import { and, asc, count, desc, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import { robots as contracts } from '@zhuyun/contracts';
import { patrolResults, patrolRuns } from '../../db/schema';
import { fail } from '../../platform/errors';
import { registerRoute, type HandlerContext } from '../../platform/http/register-route';
import type { Platform } from '../../platform/platform';
import { likePattern } from '../../platform/query-helpers';
import { pageOf, tenantOf, windowOf } from '../../platform/tenant';

const { RobotMsg } = contracts;
type Box = contracts.AiBox;

const findingColumns = {
  result_id: patrolResults.result_id,
  run_id: patrolResults.run_id,
  robot_id: patrolRuns.robot_id,
  robot_name: patrolRuns.robot_name,
  template_name: patrolRuns.template_name,
  checkpoint: patrolResults.checkpoint,
  status: patrolResults.status,
  summary: patrolResults.summary,
  image_url: patrolResults.image_url,
  ai_boxes: patrolResults.ai_boxes,
  checked_at: patrolResults.checked_at,
};

/** A run's report, and the AI-result and alarm lists: reads of the patrol results (issue 20 item 3). */
export function registerPatrolReadRoutes(app: FastifyInstance, platform: Platform): void {
  const { db } = platform.database;

  registerRoute(app, platform, contracts.getPatrolReport, {
    handler: async ({ input, session }) => {
      const companyId = tenantOf(session);
      const [run] = await db.select().from(patrolRuns).where(and(eq(patrolRuns.company_id, companyId), eq(patrolRuns.run_id, input.run_id)));
      if (!run) throw fail.notFound(RobotMsg.runNotFound);
      const results = await db
        .select()
        .from(patrolResults)
        .where(and(eq(patrolResults.company_id, companyId), eq(patrolResults.run_id, input.run_id)))
        .orderBy(asc(patrolResults.seq));
      const findings: Record<string, number> = {};
      for (const r of results) for (const b of r.ai_boxes as Box[]) findings[b.label] = (findings[b.label] ?? 0) + 1;
      const abnormal = results.filter((r) => r.status === 2).length;
      return {
        run_id: run.run_id,
        template_id: run.template_id,
        template_name: run.template_name,
        robot_id: run.robot_id,
        robot_name: run.robot_name,
        trigger: run.trigger,
        status: run.status,
        abnormal_count: run.abnormal_count,
        started_at: run.started_at.toISOString(),
        finished_at: run.finished_at ? run.finished_at.toISOString() : null,
        results: results.map((x) => ({ result_id: x.result_id, seq: x.seq, checkpoint: x.checkpoint, status: x.status, summary: x.summary, image_url: x.image_url, ai_boxes: x.ai_boxes as Box[], checked_at: x.checked_at.toISOString() })),
        summary: {
          checkpoints: results.length,
          normal: results.length - abnormal,
          abnormal,
          ai_checked: results.filter((r) => (r.ai_boxes as Box[]).length > 0).length,
          findings,
          duration_seconds: run.finished_at ? Math.round((run.finished_at.getTime() - run.started_at.getTime()) / 1000) : null,
        },
      };
    },
  });

  // AI results are the checkpoints with boxes; alarms the abnormal ones. Both newest first, with the run's names.
  const findingList = (which: SQL) => async ({ input, session, setMsg }: HandlerContext<typeof contracts.listAiResults>) => {
    const companyId = tenantOf(session);
    const window = windowOf(input);
    const pattern = input.search ? likePattern(input.search) : null;
    const where = and(
      eq(patrolResults.company_id, companyId),
      which,
      input.robot_id ? eq(patrolRuns.robot_id, input.robot_id) : undefined,
      pattern ? or(ilike(patrolResults.checkpoint, pattern), ilike(patrolRuns.robot_name, pattern), ilike(patrolResults.summary, pattern)) : undefined,
    );
    const join = and(eq(patrolRuns.company_id, patrolResults.company_id), eq(patrolRuns.run_id, patrolResults.run_id));
    const [rows, [total]] = await Promise.all([
      db.select(findingColumns).from(patrolResults).innerJoin(patrolRuns, join).where(where).orderBy(desc(patrolResults.checked_at), desc(patrolResults.result_id)).limit(window.limit).offset(window.offset),
      db.select({ n: count() }).from(patrolResults).innerJoin(patrolRuns, join).where(where),
    ]);
    const list = rows.map((r) => ({ ...r, ai_boxes: r.ai_boxes as Box[], checked_at: r.checked_at.toISOString() }));
    return pageOf(window, list, Number(total?.n ?? 0), setMsg);
  };
  registerRoute(app, platform, contracts.listAiResults, { handler: findingList(sql`jsonb_array_length(${patrolResults.ai_boxes}) > 0`) });
  registerRoute(app, platform, contracts.listPatrolAlarms, { handler: findingList(eq(patrolResults.status, 2)) });
}
