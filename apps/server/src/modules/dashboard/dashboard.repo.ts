import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';

/**
 * Whose projects a viewer may see (issue 5): a committee every project of its region, a construction unit the
 * projects it owns or builds, a design unit the projects it designs. `none` sees nothing (no company, or a committee
 * without a region).
 */
export type Scope =
  | { kind: 'region'; column: 'province_no' | 'city_no' | 'area_no'; code: string }
  | { kind: 'construction'; companyId: string }
  | { kind: 'design'; companyId: string }
  | { kind: 'none' };

export interface ViewerCompany {
  company_type: number | null;
  province_no: string | null;
  city_no: string | null;
  area_no: string | null;
}

/** The scope as a CTE body answering (company_id, project_id) once per project. */
function scopeQuery(scope: Scope): SQL {
  switch (scope.kind) {
    case 'region':
      // The column name comes from the closed union above, never from input.
      return sql`select company_id, project_id from projects where ${sql.identifier(scope.column)} = ${scope.code}`;
    case 'construction':
      return sql`select company_id, project_id from projects where company_id = ${scope.companyId}
        union
        select company_id, project_id from project_units where unit_company_id = ${scope.companyId} and role = 'construction'`;
    case 'design':
      return sql`select distinct company_id, project_id from project_units where unit_company_id = ${scope.companyId} and role = 'design'`;
    case 'none':
      return sql`select null::uuid as company_id, null::uuid as project_id where false`;
  }
}

type Row = Record<string, unknown>;

/**
 * Where a scope's component counts come from: a committee's region sums the few hundred rows of the region rollup;
 * a unit's projects read their rows of the per-project rollup. Both have p0…p4, total and cp_type.
 */
function componentSource(scope: Scope): SQL {
  if (scope.kind === 'region') {
    return sql`(select cp_type, p0, p1, p2, p3, p4, total from dashboard_region_rollup where ${sql.identifier(scope.column)} = ${scope.code})`;
  }
  return sql`(select r.cp_type, r.p0, r.p1, r.p2, r.p3, r.p4, r.total from dashboard_component_rollup r join scope s using (company_id, project_id))`;
}

/**
 * Every statistic is one statement over the viewer's scope. Component figures read the rollups the triggers keep
 * (schema/dashboard.ts), never the components themselves.
 */
export class DashboardRepo {
  constructor(private readonly db: Db) {}

  private async rows<T extends Row>(scope: Scope, body: SQL): Promise<T[]> {
    const result = await this.db.execute(sql`with scope as (${scopeQuery(scope)}) ${body}`);
    return (result as unknown as { rows: T[] }).rows;
  }

  async viewerCompany(companyId: string): Promise<ViewerCompany | null> {
    const result = await this.db.execute(
      sql`select company_type, province_no, city_no, area_no from companies where company_id = ${companyId}`,
    );
    return ((result as unknown as { rows: ViewerCompany[] }).rows[0] ?? null) as ViewerCompany | null;
  }

  /**
   * The screen's 资讯: published news to the whole unit (message centre, issue 16) of the viewer's company, and for a
   * committee also of every company in its region.
   */
  async news(companyId: string, scope: Scope, limit: number): Promise<string[]> {
    const region = scope.kind === 'region' ? sql` or n.company_id in (select company_id from companies where ${sql.identifier(scope.column)} = ${scope.code})` : sql``;
    const result = await this.db.execute(
      sql`select title from msg_news n where (n.company_id = ${companyId}${region}) and n.status = 1 and n.audience_type = 1
        order by coalesce(n.publish_time, n.created_at) desc, n.news_id desc limit ${limit}`,
    );
    return (result as unknown as { rows: { title: string }[] }).rows.map((r) => r.title);
  }

  summary(scope: Scope) {
    // A region's projects are read once with their region filter; a unit's through its scope.
    const projectsInScope =
      scope.kind === 'region'
        ? sql`(select status, building_area from projects where ${sql.identifier(scope.column)} = ${scope.code})`
        : sql`(select p.status, p.building_area from projects p join scope s using (company_id, project_id))`;
    return this.rows<{ project_total: number; company_total: number; area: number; comp_total: number }>(
      scope,
      sql`select
        (select count(*) filter (where status = 2)::int from ${projectsInScope} p) as project_total,
        (select count(*)::int from (select distinct u.unit_company_id from project_units u join scope s using (company_id, project_id)) d) as company_total,
        (select coalesce(sum(building_area), 0)::float8 from ${projectsInScope} p) as area,
        (select coalesce(sum(c.total), 0)::int from ${componentSource(scope)} c) as comp_total`,
    );
  }

  buildingTypes(scope: Scope) {
    return this.rows<{ code: string | null; total: number }>(
      scope,
      sql`select p.building_type as code, count(*)::int as total from projects p join scope s using (company_id, project_id)
      group by 1 order by 1`,
    );
  }

  componentsByType(scope: Scope) {
    return this.rows<{ code: string; total: number }>(
      scope,
      sql`select c.cp_type as code, sum(c.total)::int as total from ${componentSource(scope)} c
      group by 1 having sum(c.total) > 0 order by 1`,
    );
  }

  componentsByStage(scope: Scope) {
    return this.rows<{ p0: number; p1: number; p2: number; p3: number; p4: number }>(
      scope,
      sql`select coalesce(sum(c.p0), 0)::int as p0, coalesce(sum(c.p1), 0)::int as p1, coalesce(sum(c.p2), 0)::int as p2,
        coalesce(sum(c.p3), 0)::int as p3, coalesce(sum(c.p4), 0)::int as p4
      from ${componentSource(scope)} c`,
    );
  }

  /** The largest projects under construction (by building area) and their installed share. */
  projectProgress(scope: Scope, limit: number) {
    return this.rows<{ name: string; installed: number; total: number }>(
      scope,
      sql`, top as (
        select p.company_id, p.project_id, p.project_name, p.building_area from projects p join scope s using (company_id, project_id)
        where p.status = 2 order by p.building_area desc nulls last, p.project_id limit ${limit}
      )
      select t.project_name as name, coalesce(sum(r.p4), 0)::int as installed, coalesce(sum(r.total), 0)::int as total
      from top t left join dashboard_component_rollup r using (company_id, project_id)
      group by t.company_id, t.project_id, t.project_name, t.building_area
      order by t.building_area desc nulls last, t.project_id`,
    );
  }

  unitRoles(scope: Scope) {
    return this.rows<{ role: string; total: number }>(
      scope,
      // distinct before counting: a hash aggregate, where count(distinct) would sort every participation.
      sql`select d.role, count(*)::int as total
      from (select distinct u.role, u.unit_company_id from project_units u join scope s using (company_id, project_id)) d group by 1`,
    );
  }

  /**
   * Project places on a 0.01° grid (≈ 1 km, about a pixel at the screen's zoom 8), one point per occupied cell: a
   * province's 8,000 projects cost a third less to send and draw, and look the same.
   */
  projectPoints(scope: Scope, limit: number) {
    return this.rows<{ lon: number; lat: number }>(
      scope,
      sql`select round(p.lon::numeric, 2)::float8 as lon, round(p.lat::numeric, 2)::float8 as lat
      from projects p join scope s using (company_id, project_id)
      where p.lon is not null and p.lat is not null group by 1, 2 order by 1, 2 limit ${limit}`,
    );
  }

  /** Component factories: the supplier participants of the scope's projects, where their company has a place. */
  factoryPoints(scope: Scope, limit: number) {
    return this.rows<{ lon: number; lat: number }>(
      scope,
      sql`select round(c.jd::numeric, 2)::float8 as lon, round(c.wd::numeric, 2)::float8 as lat from companies c
      where c.jd is not null and c.wd is not null and c.company_id in (
        select u.unit_company_id from project_units u join scope s using (company_id, project_id) where u.role = 'supplier'
      ) group by 1, 2 order by 1, 2 limit ${limit}`,
    );
  }
}
