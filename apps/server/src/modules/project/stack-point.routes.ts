import type { FastifyInstance } from 'fastify';
import { and, asc, count, desc, eq, ilike, sql } from 'drizzle-orm';
import { uuidv7 } from 'uuidv7';
import { project } from '@zhuyun/contracts';
import { components, projects, stackPoints } from '../../db/schema';
import { fail } from '../../platform/errors';
import { registerRoute } from '../../platform/http/register-route';
import type { Platform } from '../../platform/platform';
import { isUuid, likePattern } from '../../platform/query-helpers';
import { registerRestfulRoute } from '../../platform/http/restful-route';
import { pageOf, tenantOf, windowOf } from '../../platform/tenant';

const { ProjectMsg } = project;

const sortColumns = { created_at: stackPoints.created_at, stack_point_name: stackPoints.stack_point_name, capacity: stackPoints.capacity };

/** Yards (stack points): CRUD at /api/v1/project/stack_point, scoped to the session's company. */
export function registerStackPointRoutes(app: FastifyInstance, platform: Platform): void {
  const { db } = platform.database;

  const projectOfCompany = async (companyId: string, projectId: string | null | undefined) => {
    if (!projectId) return null;
    const [found] = isUuid(projectId)
      ? await db
          .select({ id: projects.project_id })
          .from(projects)
          .where(and(eq(projects.company_id, companyId), eq(projects.project_id, projectId)))
      : [];
    if (!found) throw fail.notFound(ProjectMsg.projectNotFound);
    return found.id;
  };

  registerRoute(app, platform, project.listStackPoints, {
    handler: async ({ input, session, setMsg }) => {
      const companyId = tenantOf(session);
      const window = windowOf(input);
      const term = input.search?.trim();
      const where = and(
        eq(stackPoints.company_id, companyId),
        input.project_id ? (isUuid(input.project_id) ? eq(stackPoints.project_id, input.project_id) : sql`false`) : undefined,
        term ? ilike(stackPoints.stack_point_name, likePattern(term)) : undefined,
      );
      const order = input.sort_order === 'ascend' ? asc : desc;
      const stock = sql<number>`(select count(*) from ${components} c where c.company_id = ${stackPoints.company_id} and c.stack_point_id = ${stackPoints.stack_point_id})`;
      const [rows, [total]] = await Promise.all([
        db
          .select({ point: stackPoints, project_name: projects.project_name, stock })
          .from(stackPoints)
          .leftJoin(projects, and(eq(projects.company_id, stackPoints.company_id), eq(projects.project_id, stackPoints.project_id)))
          .where(where)
          .orderBy(order(sortColumns[input.sort_field ?? 'created_at']), order(stackPoints.stack_point_id))
          .limit(window.limit)
          .offset(window.offset),
        db.select({ n: count() }).from(stackPoints).where(where),
      ]);
      const list = rows.map(({ point: p, project_name, stock: n }) => ({
        stack_point_id: p.stack_point_id,
        stack_point_name: p.stack_point_name,
        project_id: p.project_id,
        project_name: project_name ?? null,
        address: p.address,
        lon: p.lon,
        lat: p.lat,
        capacity: p.capacity,
        stock: Number(n),
        remark: p.remark,
        created_at: p.created_at.toISOString(),
      }));
      return pageOf(window, list, Number(total?.n ?? 0), setMsg);
    },
  });

  registerRoute(app, platform, project.createStackPoint, {
    msg: ProjectMsg.saved,
    handler: async ({ input, session }) => {
      const companyId = tenantOf(session);
      const stack_point_id = uuidv7();
      await db.insert(stackPoints).values({
        company_id: companyId,
        stack_point_id,
        project_id: await projectOfCompany(companyId, input.project_id),
        stack_point_name: input.stack_point_name,
        address: input.address ?? null,
        lon: input.lon ?? null,
        lat: input.lat ?? null,
        capacity: input.capacity ?? null,
        remark: input.remark ?? null,
      });
      return { stack_point_id };
    },
  });

  registerRestfulRoute(app, platform, project.updateStackPoint, {
    msg: ProjectMsg.saved,
    handler: async ({ input, session }) => {
      const companyId = tenantOf(session);
      const projectId = await projectOfCompany(companyId, input.project_id);
      const done = isUuid(input.stack_point_id)
        ? await db
            .update(stackPoints)
            .set({
              stack_point_name: input.stack_point_name,
              project_id: projectId,
              address: input.address ?? null,
              lon: input.lon ?? null,
              lat: input.lat ?? null,
              capacity: input.capacity ?? null,
              remark: input.remark ?? null,
            })
            .where(and(eq(stackPoints.company_id, companyId), eq(stackPoints.stack_point_id, input.stack_point_id)))
            .returning({ id: stackPoints.stack_point_id })
        : [];
      if (!done.length) throw fail.notFound();
      return null;
    },
  });

  registerRestfulRoute(app, platform, project.deleteStackPoint, {
    msg: ProjectMsg.deleted,
    handler: async ({ input, session }) => {
      const companyId = tenantOf(session);
      const done = isUuid(input.stack_point_id)
        ? await db
            .delete(stackPoints)
            .where(and(eq(stackPoints.company_id, companyId), eq(stackPoints.stack_point_id, input.stack_point_id)))
            .returning({ id: stackPoints.stack_point_id })
        : [];
      if (!done.length) throw fail.notFound();
      return null;
    },
  });
}
