import type { FastifyInstance } from 'fastify';
import { and, asc, count, eq, ilike, inArray, or, sql } from 'drizzle-orm';
import { project } from '@zhuyun/contracts';
import { components, projects, regions, stackPoints } from '../../db/schema';
import { fail } from '../../platform/errors';
import { registerRoute } from '../../platform/http/register-route';
import type { Platform } from '../../platform/platform';
import { scopeCondition } from '../../platform/data-scope/data-scope';
import { likePattern } from '../../platform/query-helpers';
import type { SessionContext } from '../../platform/session/session.types';
import { pageOf, tenantOf, windowOf } from '../../platform/tenant';

const { ProjectMsg, MAX_PLACES } = project;
const p = projects;
const y = stackPoints;
// Subqueries name the outer table in full: drizzle leaves a one-table select's columns unqualified.
const stock = sql<number>`(select count(*) from ${components} c where c.company_id = stack_points.company_id and c.stack_point_id = stack_points.stack_point_id)`.mapWith(Number);

/** POST /admin/yard/project and POST /admin/area/getplace: the unit's yards by project, and the places of an area. */
export function registerYardPlaceRoutes(app: FastifyInstance, platform: Platform, scopePage: string): void {
  const { db } = platform.database;
  // The same data scope as the project lists: a job limited to its projects sees only theirs.
  const scopeOf = async (session: SessionContext) => scopeCondition(await platform.dataScope.resolve(session, scopePage), { project: p.project_id, creator: p.created_by });

  registerRoute(app, platform, project.getYardProjects, {
    handler: async ({ input, session, setMsg }) => {
      const companyId = tenantOf(session);
      const window = windowOf(input);
      const pattern = input.search ? likePattern(input.search) : undefined;
      const yardOf = (namePattern?: string) =>
        sql`exists (select 1 from ${y} sp where sp.company_id = projects.company_id and sp.project_id = projects.project_id${namePattern ? sql` and sp.stack_point_name ilike ${namePattern}` : sql``})`;
      const where = and(
        eq(p.company_id, companyId),
        await scopeOf(session),
        input.project_id ? eq(p.project_id, input.project_id) : undefined,
        input.has_yard === 1 ? yardOf() : input.has_yard === 0 ? sql`not ${yardOf()}` : undefined,
        pattern ? or(ilike(p.project_name, pattern), ilike(p.project_code, pattern), yardOf(pattern)) : undefined,
      );
      const [rows, [total]] = await Promise.all([
        db
          .select({ project_id: p.project_id, project_code: p.project_code, project_name: p.project_name })
          .from(p)
          .where(where)
          .orderBy(asc(p.project_name), asc(p.project_id))
          .limit(window.limit)
          .offset(window.offset),
        db.select({ n: count() }).from(p).where(where),
      ]);
      const yards = rows.length
        ? await db
            .select({ project_id: y.project_id, stack_point_id: y.stack_point_id, stack_point_name: y.stack_point_name, address: y.address, lon: y.lon, lat: y.lat, capacity: y.capacity, stock })
            .from(y)
            .where(and(eq(y.company_id, companyId), inArray(y.project_id, rows.map((r) => r.project_id))))
            .orderBy(asc(y.stack_point_name), asc(y.stack_point_id))
        : [];
      const list = rows.map((r) => {
        const mine = yards.filter((x) => x.project_id === r.project_id).map(({ project_id: _p, ...yard }) => yard);
        return {
          ...r,
          yard_count: mine.length,
          capacity_total: mine.reduce((n, x) => n + (x.capacity ?? 0), 0),
          stock_total: mine.reduce((n, x) => n + x.stock, 0),
          yards: mine,
        };
      });
      return pageOf(window, list, Number(total?.n ?? 0), setMsg);
    },
  });

  registerRoute(app, platform, project.getAreaPlaces, {
    handler: async ({ input, session }) => {
      const companyId = tenantOf(session);
      let area: { code: string; name: string; level: number } | null = null;
      if (input.area_no) {
        const [found] = await db.select({ code: regions.code, name: regions.name, level: regions.level }).from(regions).where(eq(regions.code, input.area_no)).limit(1);
        if (!found) throw fail.validation(ProjectMsg.areaInvalid);
        area = found;
      }
      const inArea = area ? or(eq(p.province_no, area.code), eq(p.city_no, area.code), eq(p.area_no, area.code)) : undefined;
      const pattern = input.search ? likePattern(input.search) : undefined;
      const scope = await scopeOf(session);
      const places: project.PlaceRow[] = [];
      const base = { province: p.province, city: p.city, area: p.area };
      if (input.place_type !== 'yard') {
        const found = await db
          .select({ place_id: p.project_id, place_name: p.project_name, ...base, address: p.address, lon: p.lon, lat: p.lat })
          .from(p)
          .where(and(eq(p.company_id, companyId), scope, inArea, pattern ? or(ilike(p.project_name, pattern), ilike(p.address, pattern)) : undefined))
          .orderBy(asc(p.project_name), asc(p.project_id))
          .limit(MAX_PLACES + 1);
        places.push(...found.map((r) => ({ place_type: 'project' as const, project_id: r.place_id, project_name: r.place_name, ...r })));
      }
      if (input.place_type !== 'project') {
        const found = await db
          .select({ place_id: y.stack_point_id, place_name: y.stack_point_name, project_id: y.project_id, project_name: p.project_name, ...base, address: y.address, lon: y.lon, lat: y.lat })
          .from(y)
          .leftJoin(p, and(eq(p.company_id, y.company_id), eq(p.project_id, y.project_id)))
          // A factory's yard (no project) is outside every project's scope and every area.
          .where(and(eq(y.company_id, companyId), area || scope ? and(sql`${y.project_id} is not null`, inArea, scope) : undefined, pattern ? or(ilike(y.stack_point_name, pattern), ilike(y.address, pattern)) : undefined))
          .orderBy(asc(y.stack_point_name), asc(y.stack_point_id))
          .limit(MAX_PLACES + 1);
        places.push(...found.map((r) => ({ place_type: 'yard' as const, ...r })));
      }
      return { area, list: places.slice(0, MAX_PLACES), truncated: places.length > MAX_PLACES };
    },
  });
}
