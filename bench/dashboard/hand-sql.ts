import type pg from 'pg';

/**
 * The baselines: each statistic as the one SQL query a developer would write by hand, with pg and no ORM.
 * `raw` aggregates the components table itself; `rollup` reads the rollup the app reads (the region rollup for a
 * committee), so app ÷ rollup is the app's own overhead (signing, session, scope lookup, validation, serialisation).
 */
export interface ViewerScope {
  companyId: string;
  companyType: number;
  province_no: string | null;
  city_no: string | null;
  area_no: string | null;
}

/** The same scope rules as apps/server/src/modules/dashboard/dashboard.service.ts, written out again. */
export function scopeSql(v: ViewerScope): { cte: string; params: unknown[]; region?: string } {
  if (v.companyType === 4)
    return {
      cte: `select company_id, project_id from projects where company_id = $1
            union select company_id, project_id from project_units where unit_company_id = $1 and role = 'construction'`,
      params: [v.companyId],
    };
  if (v.companyType === 3 || v.companyType === 5)
    return { cte: `select distinct company_id, project_id from project_units where unit_company_id = $1 and role = 'design'`, params: [v.companyId] };
  const column = v.area_no ? 'area_no' : v.city_no ? 'city_no' : 'province_no';
  return { cte: `select company_id, project_id from projects where ${column} = $1`, params: [v.area_no ?? v.city_no ?? v.province_no], region: column };
}

export type Kind = 'raw' | 'rollup';

/** The statistics calls' aggregates, keyed like the bench's call names. */
export const HAND_SQL: Record<string, Record<Kind, string>> = {
  project_summary: {
    raw: `select (select count(*) from projects p join scope using (company_id, project_id) where p.status = 2),
      (select count(distinct unit_company_id) from project_units join scope using (company_id, project_id)),
      (select sum(building_area) from projects join scope using (company_id, project_id)),
      (select count(*) from components join scope using (company_id, project_id))`,
    rollup: `select (select count(*) from projects p join scope using (company_id, project_id) where p.status = 2),
      (select count(distinct unit_company_id) from project_units join scope using (company_id, project_id)),
      (select sum(building_area) from projects join scope using (company_id, project_id)),
      (select sum(total) from dashboard_component_rollup join scope using (company_id, project_id))`,
  },
  building_type_stats: {
    raw: `select building_type, count(*) from projects join scope using (company_id, project_id) group by 1`,
    rollup: `select building_type, count(*) from projects join scope using (company_id, project_id) group by 1`,
  },
  component_ratio_stats: {
    raw: `select cp_type, count(*) from components join scope using (company_id, project_id) group by 1`,
    rollup: `select cp_type, sum(total) from dashboard_component_rollup join scope using (company_id, project_id) group by 1`,
  },
  component_count_stats: {
    raw: `select progress, count(*) from components join scope using (company_id, project_id) group by 1`,
    rollup: `select sum(p0), sum(p1), sum(p2), sum(p3), sum(p4) from dashboard_component_rollup join scope using (company_id, project_id)`,
  },
  project_progress: {
    raw: `select t.project_name, count(c.*) filter (where c.progress = 4) * 100.0 / nullif(count(c.*), 0)
      from (select p.company_id, p.project_id, p.project_name, p.building_area from projects p join scope using (company_id, project_id)
        where p.status = 2 order by p.building_area desc nulls last, p.project_id limit 8) t
      left join components c using (company_id, project_id)
      group by t.company_id, t.project_id, t.project_name, t.building_area order by t.building_area desc nulls last, t.project_id`,
    rollup: `select t.project_name, sum(r.p4) * 100.0 / nullif(sum(r.total), 0)
      from (select p.company_id, p.project_id, p.project_name, p.building_area from projects p join scope using (company_id, project_id)
        where p.status = 2 order by p.building_area desc nulls last, p.project_id limit 8) t
      left join dashboard_component_rollup r using (company_id, project_id)
      group by t.company_id, t.project_id, t.project_name, t.building_area order by t.building_area desc nulls last, t.project_id`,
  },
  unit_type_stats: {
    raw: `select role, count(distinct unit_company_id) from project_units join scope using (company_id, project_id) group by 1`,
    rollup: `select role, count(distinct unit_company_id) from project_units join scope using (company_id, project_id) group by 1`,
  },
  map_points: {
    raw: `select distinct 'p', round(lon::numeric, 2), round(lat::numeric, 2) from projects join scope using (company_id, project_id)
      where lon is not null
      union all select distinct 'f', round(jd::numeric, 2), round(wd::numeric, 2) from companies where jd is not null and company_id in
        (select unit_company_id from project_units join scope using (company_id, project_id) where role = 'supplier')`,
    rollup: `select distinct 'p', round(lon::numeric, 2), round(lat::numeric, 2) from projects join scope using (company_id, project_id)
      where lon is not null
      union all select distinct 'f', round(jd::numeric, 2), round(wd::numeric, 2) from companies where jd is not null and company_id in
        (select unit_company_id from project_units join scope using (company_id, project_id) where role = 'supplier')`,
  },
};

/** A committee's component figures by hand from the region rollup, as the app reads them. */
const REGION_ROLLUP: Record<string, (column: string) => string> = {
  project_summary: (column) => `select (select count(*) from projects p join scope using (company_id, project_id) where p.status = 2),
      (select count(distinct unit_company_id) from project_units join scope using (company_id, project_id)),
      (select sum(building_area) from projects join scope using (company_id, project_id)),
      (select sum(total) from dashboard_region_rollup where ${column} = $1)`,
  component_ratio_stats: (column) => `select cp_type, sum(total) from dashboard_region_rollup where ${column} = $1 group by 1`,
  component_count_stats: (column) =>
    `select sum(p0), sum(p1), sum(p2), sum(p3), sum(p4) from dashboard_region_rollup where ${column} = $1`,
};

export async function runHandSql(pool: pg.Pool, scope: ViewerScope, call: string, kind: Kind): Promise<number> {
  const { cte, params, region } = scopeSql(scope);
  const byRegion = kind === 'rollup' && region ? REGION_ROLLUP[call]?.(region) : undefined;
  const query = byRegion ?? HAND_SQL[call]?.[kind];
  if (!query) throw new Error(`no hand SQL for ${call}`);
  const result = await pool.query(`with scope as (${cte}) ${query}`, params);
  return result.rowCount ?? 0;
}
