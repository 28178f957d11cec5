import type { FastifyInstance } from 'fastify';
import { and, desc, eq, sql } from 'drizzle-orm';
import { project } from '@zhuyun/contracts';
import { components, projects, stackPoints } from '../../db/schema';
import { fail } from '../../platform/errors';
import type { Platform } from '../../platform/platform';
import { registerResource } from '../../platform/resource/register-resource';
import { tableRepo } from '../../platform/resource/table-repo';

const { ProjectMsg } = project;
const s = stackPoints;

/**
 * Yards (stack points): one table, with the project's name and the yard's stock read by subqueries (which name the
 * outer table in full: drizzle leaves a one-table select's columns unqualified).
 */
export function registerStackPointRoutes(app: FastifyInstance, platform: Platform): void {
  const { db } = platform.database;
  const repo = tableRepo(db, project.stackPointResource, {
    table: s,
    companyKey: 'company_id',
    select: {
      stack_point_id: s.stack_point_id,
      stack_point_name: s.stack_point_name,
      project_id: s.project_id,
      project_name: sql<string | null>`(select p.project_name from ${projects} p where p.company_id = stack_points.company_id and p.project_id = stack_points.project_id)`,
      address: s.address,
      lon: s.lon,
      lat: s.lat,
      capacity: s.capacity,
      stock: sql<number>`(select count(*) from ${components} c where c.company_id = stack_points.company_id and c.stack_point_id = stack_points.stack_point_id)`.mapWith(Number),
      remark: s.remark,
      created_at: s.created_at,
    },
    sort: { created_at: s.created_at, stack_point_name: s.stack_point_name, capacity: s.capacity },
    defaultOrder: [desc(s.created_at), desc(s.stack_point_id)],
    search: [s.stack_point_name],
    filters: { project_id: s.project_id },
  });

  registerResource(app, platform, project.stackPointResource, {
    repo,
    // /pageDataAuth: a job limited to its projects sees only their yards (a factory yard has no project: outside).
    dataScope: { page: 'page.yardList', columns: { project: s.project_id } },
    // A yard's project is one of its own company's projects.
    prepare: async (companyId, values) => {
      if (!values.project_id) return values;
      const [found] = await db
        .select({ id: projects.project_id })
        .from(projects)
        .where(and(eq(projects.company_id, companyId as string), eq(projects.project_id, values.project_id)));
      if (!found) throw fail.notFound(ProjectMsg.projectNotFound);
      return values;
    },
  });
}
