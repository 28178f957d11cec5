import type { FastifyInstance } from 'fastify';
import { and, asc, eq } from 'drizzle-orm';
import { DataScopePage, schedule } from '@zhuyun/contracts';
import { assertProjectInScope } from '../../platform/data-scope/scope-checks';
import { fail } from '../../platform/errors';
import { constructionSections } from '../../db/schema';
import { registerRoute } from '../../platform/http/register-route';
import type { Platform } from '../../platform/platform';
import { tenantOf } from '../../platform/tenant';
import { GanttRepo } from './gantt.repo';

type Node = schedule.WbsNode;

/** wbs_list: the project's sections, each with its schedule tasks; tasks of no section under 未分标段. */
export function registerWbsRoutes(app: FastifyInstance, platform: Platform): void {
  const { db } = platform.database;
  const gantt = new GanttRepo(db);
  registerRoute(app, platform, schedule.getWbsList, {
    handler: async ({ input, session }) => {
      const companyId = tenantOf(session);
      const detail = await gantt.detail(companyId, input.project_id);
      // The breakdown of a project outside the session's data scope on the sections page is "not found" (10002).
      await assertProjectInScope(platform, session, DataScopePage.constructionSections, input.project_id, () => fail.notFound(schedule.ScheduleMsg.projectNotFound));
      const c = constructionSections;
      const sections = await db
        .select()
        .from(c)
        .where(and(eq(c.company_id, companyId), eq(c.project_id, input.project_id)))
        .orderBy(asc(c.start_date), asc(c.created_at));
      const taskNode = (t: schedule.GanttTaskRow): Node => ({ wbs_id: t.task_id, wbs_type: 'task', name: t.task_name, start_date: t.start_date, end_date: t.end_date, progress: t.progress, children: [] });
      const list: Node[] = sections.map((s) => ({
        wbs_id: s.construction_id,
        wbs_type: 'construction',
        name: s.construction_name,
        start_date: s.start_date,
        end_date: s.end_date,
        progress: s.progress,
        children: detail.tasks.filter((t) => t.construction_id === s.construction_id).map(taskNode),
      }));
      const loose = detail.tasks.filter((t) => !t.construction_id || !sections.some((s) => s.construction_id === t.construction_id));
      if (loose.length) list.push({ wbs_id: input.project_id, wbs_type: 'construction', name: '未分标段', start_date: null, end_date: null, progress: 0, children: loose.map(taskNode) });
      return { list };
    },
  });
}
