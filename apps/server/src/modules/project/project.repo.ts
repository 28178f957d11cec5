import { and, asc, count, desc, eq, gt, gte, ilike, inArray, lt, lte, ne, or, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { project } from '@zhuyun/contracts';
import type { Db, Tx } from '../../db/client';
import { companies, components, projectRelations, projectUnits, projects } from '../../db/schema';
import { isUuid, likePattern } from '../../platform/query-helpers';
import { inSystemScope } from '../../db/scope';

export type ProjectRecord = typeof projects.$inferSelect;
type ProjectRow = project.ProjectRow;
export type ProjectValues = Omit<typeof projects.$inferInsert, 'company_id' | 'project_id' | 'created_at' | 'updated_at'>;
export type Condition = { column: keyof typeof filterColumns; symbol: string; value: string | number | (string | number)[] };

/** The manage list's filterable columns: a closed map, so no request text ever names SQL. */
const filterColumns = {
  project_code: projects.project_code,
  project_name: projects.project_name,
  address: projects.address,
  status: projects.status,
  building_type: projects.building_type,
  building_area: projects.building_area,
  province_no: projects.province_no,
  city_no: projects.city_no,
  area_no: projects.area_no,
  org_no: projects.org_no,
  start_date: projects.start_date,
  end_date: projects.end_date,
} satisfies Record<string, AnyPgColumn>;

const sortColumns = {
  created_at: projects.created_at,
  project_code: projects.project_code,
  project_name: projects.project_name,
  status: projects.status,
  start_date: projects.start_date,
  end_date: projects.end_date,
  building_area: projects.building_area,
} satisfies Record<string, AnyPgColumn>;
export type ProjectSort = { field?: keyof typeof sortColumns; order?: 'ascend' | 'descend' };


function conditionSql(c: Condition): SQL | undefined {
  const column = filterColumns[c.column];
  const values = Array.isArray(c.value) ? c.value.map(String) : [String(c.value)];
  const value = values[0] ?? '';
  switch (c.symbol) {
    case '=':
      return eq(column, value);
    case '!=':
      return ne(column, value);
    case '>':
      return gt(column, value);
    case '>=':
      return gte(column, value);
    case '<':
      return lt(column, value);
    case '<=':
      return lte(column, value);
    case 'like':
      return ilike(sql`${column}::text`, likePattern(value));
    case 'in':
      return values.length ? inArray(column, values) : sql`false`;
    default:
      return undefined;
  }
}

const rowColumns = {
  project: projects,
  company_name: companies.company_name,
};

export function toProjectRow(p: ProjectRecord, companyName: string): ProjectRow {
  return {
    project_id: p.project_id,
    project_code: p.project_code,
    project_name: p.project_name,
    address: p.address,
    company_id: p.company_id,
    company_name: companyName,
    province: p.province,
    province_no: p.province_no,
    city: p.city,
    city_no: p.city_no,
    area: p.area,
    area_no: p.area_no,
    area_id: p.area_id,
    lon: p.lon,
    lat: p.lat,
    building_area: p.building_area,
    building_type: p.building_type,
    status: p.status,
    org_no: p.org_no,
    start_date: p.start_date,
    end_date: p.end_date,
    remark: p.remark,
    created_at: p.created_at.toISOString(),
  };
}

/** Tenant-scoped: every query takes the session's company and nothing from the request decides it. */
export class ProjectRepo {
  constructor(private readonly db: Db) {}

  async page(
    companyId: string,
    opts: {
      where: (SQL | undefined)[];
      conditions?: Condition[];
      search?: string;
      sort?: ProjectSort;
      offset: number;
      limit: number;
    },
  ): Promise<{ rows: ProjectRow[]; total: number }> {
    const term = opts.search?.trim();
    const where = and(
      eq(projects.company_id, companyId),
      ...opts.where,
      ...(opts.conditions ?? []).map(conditionSql),
      term ? or(ilike(projects.project_name, likePattern(term)), ilike(projects.project_code, likePattern(term))) : undefined,
    );
    const column = sortColumns[opts.sort?.field ?? 'created_at'];
    const order = opts.sort?.order === 'ascend' ? asc : desc;
    const [found, [total]] = await Promise.all([
      this.db
        .select(rowColumns)
        .from(projects)
        .innerJoin(companies, eq(companies.company_id, projects.company_id))
        .where(where)
        .orderBy(order(column), order(projects.project_id))
        .limit(opts.limit)
        .offset(opts.offset),
      this.db.select({ n: count() }).from(projects).where(where),
    ]);
    return { rows: found.map((r) => toProjectRow(r.project, r.company_name)), total: Number(total?.n ?? 0) };
  }

  /** `rowScope`: the session's data scope on the project pages (project.routes.ts), or all of the company's. */
  async byId(companyId: string, projectId: string, rowScope?: SQL): Promise<ProjectRow | null> {
    if (!isUuid(projectId)) return null;
    const [found] = await this.db
      .select(rowColumns)
      .from(projects)
      .innerJoin(companies, eq(companies.company_id, projects.company_id))
      .where(and(eq(projects.company_id, companyId), eq(projects.project_id, projectId), rowScope));
    return found ? toProjectRow(found.project, found.company_name) : null;
  }

  async byCode(companyId: string, code: string): Promise<ProjectRow | null> {
    const [found] = await this.db
      .select(rowColumns)
      .from(projects)
      .innerJoin(companies, eq(companies.company_id, projects.company_id))
      .where(and(eq(projects.company_id, companyId), eq(projects.project_code, code)));
    return found ? toProjectRow(found.project, found.company_name) : null;
  }

  async codeTaken(companyId: string, code: string, exceptId?: string): Promise<boolean> {
    const [found] = await this.db
      .select({ id: projects.project_id })
      .from(projects)
      .where(
        and(
          eq(projects.company_id, companyId),
          eq(projects.project_code, code),
          exceptId && isUuid(exceptId) ? ne(projects.project_id, exceptId) : undefined,
        ),
      )
      .limit(1);
    return Boolean(found);
  }

  async insert(tx: Tx, companyId: string, projectId: string, values: ProjectValues): Promise<void> {
    await tx.insert(projects).values({ ...values, company_id: companyId, project_id: projectId });
  }

  async update(tx: Tx, companyId: string, projectId: string, values: ProjectValues): Promise<boolean> {
    const done = await tx
      .update(projects)
      .set({ ...values, updated_at: new Date() })
      .where(and(eq(projects.company_id, companyId), eq(projects.project_id, projectId)))
      .returning({ id: projects.project_id });
    return done.length > 0;
  }

  async delete(companyId: string, projectId: string): Promise<boolean> {
    if (!isUuid(projectId)) return false;
    // Components, units, yards and relations go with it (foreign keys on delete cascade).
    const done = await this.db
      .delete(projects)
      .where(and(eq(projects.company_id, companyId), eq(projects.project_id, projectId)))
      .returning({ id: projects.project_id });
    return done.length > 0;
  }

  async replaceUnits(tx: Tx, companyId: string, projectId: string, units: { unit_company_id: string; unit_name: string | null; role: string }[]) {
    await tx.delete(projectUnits).where(and(eq(projectUnits.company_id, companyId), eq(projectUnits.project_id, projectId)));
    if (units.length) {
      await tx
        .insert(projectUnits)
        .values(units.map((u) => ({ ...u, company_id: companyId, project_id: projectId })))
        .onConflictDoNothing();
    }
  }

  async units(companyId: string, projectId: string) {
    return this.db
      .select({ unit_company_id: projectUnits.unit_company_id, unit_name: projectUnits.unit_name, role: projectUnits.role })
      .from(projectUnits)
      .where(and(eq(projectUnits.company_id, companyId), eq(projectUnits.project_id, projectId)))
      .orderBy(asc(projectUnits.created_at));
  }

  /** The names of approved companies among the ids (participants must be units the platform has approved). */
  async companyNames(ids: string[]): Promise<Map<string, string>> {
    const valid = ids.filter(isUuid);
    if (!valid.length) return new Map();
    const found = await this.db
      .select({ id: companies.company_id, name: companies.company_name })
      .from(companies)
      .where(and(inArray(companies.company_id, valid), eq(companies.status, 3)));
    return new Map(found.map((r) => [r.id, r.name]));
  }

  async relations(companyId: string, projectId: string) {
    return this.db
      .select({ project_id: projects.project_id, project_code: projects.project_code, project_name: projects.project_name })
      .from(projectRelations)
      .innerJoin(
        projects,
        and(eq(projects.company_id, projectRelations.company_id), eq(projects.project_id, projectRelations.rela_project_id)),
      )
      .where(and(eq(projectRelations.company_id, companyId), eq(projectRelations.project_id, projectId)))
      .orderBy(asc(projectRelations.created_at));
  }

  async relationsOf(companyId: string, projectIds: string[]) {
    if (!projectIds.length) return [];
    return this.db
      .select({ of: projectRelations.project_id, project_id: projects.project_id, project_name: projects.project_name })
      .from(projectRelations)
      .innerJoin(
        projects,
        and(eq(projects.company_id, projectRelations.company_id), eq(projects.project_id, projectRelations.rela_project_id)),
      )
      .where(and(eq(projectRelations.company_id, companyId), inArray(projectRelations.project_id, projectIds)));
  }

  /** Which of the ids are projects of the company. */
  async existing(companyId: string, ids: string[]): Promise<Set<string>> {
    const valid = ids.filter(isUuid);
    if (!valid.length) return new Set();
    const found = await this.db
      .select({ id: projects.project_id })
      .from(projects)
      .where(and(eq(projects.company_id, companyId), inArray(projects.project_id, valid)));
    return new Set(found.map((r) => r.id));
  }

  async relate(companyId: string, projectId: string, relaIds: string[]): Promise<void> {
    if (!relaIds.length) return;
    await this.db
      .insert(projectRelations)
      .values(relaIds.map((rela_project_id) => ({ company_id: companyId, project_id: projectId, rela_project_id })))
      .onConflictDoNothing();
  }

  async cancelRelation(companyId: string, projectId: string, relaId: string): Promise<boolean> {
    if (!isUuid(projectId) || !isUuid(relaId)) return false;
    const done = await this.db
      .delete(projectRelations)
      .where(
        and(
          eq(projectRelations.company_id, companyId),
          eq(projectRelations.project_id, projectId),
          eq(projectRelations.rela_project_id, relaId),
        ),
      )
      .returning({ id: projectRelations.rela_project_id });
    return done.length > 0;
  }

  /** The roles the company holds as a participating unit of a project of any owner. */
  async participantRoles(unitCompanyId: string, projectId: string): Promise<string[]> {
    if (!isUuid(projectId)) return [];
    // Another unit's project names this one as a participant: the system scope `project-participants` (decision 024).
    const found = await inSystemScope('project-participants', () =>
      this.db
        .select({ role: projectUnits.role })
        .from(projectUnits)
        .where(and(eq(projectUnits.unit_company_id, unitCompanyId), eq(projectUnits.project_id, projectId))),
    );
    return found.map((r) => r.role);
  }

  async componentTotal(companyId: string, projectId: string): Promise<number> {
    const [found] = await this.db
      .select({ n: count() })
      .from(components)
      .where(and(eq(components.company_id, companyId), eq(components.project_id, projectId)));
    return Number(found?.n ?? 0);
  }

  /** Project counts per region at one level, for the area box. */
  async areaCounts(companyId: string, level: 1 | 2 | 3, parent?: { province_no?: string; city_no?: string }) {
    const code = level === 1 ? projects.province_no : level === 2 ? projects.city_no : projects.area_no;
    const name = level === 1 ? projects.province : level === 2 ? projects.city : projects.area;
    const found = await this.db
      .select({ code, name: sql<string>`max(${name})`, n: count() })
      .from(projects)
      .where(
        and(
          eq(projects.company_id, companyId),
          sql`${code} is not null`,
          level >= 2 && parent?.province_no ? eq(projects.province_no, parent.province_no) : undefined,
          level === 3 && parent?.city_no ? eq(projects.city_no, parent.city_no) : undefined,
        ),
      )
      .groupBy(code)
      .orderBy(asc(code));
    return found.map((r) => ({ code: r.code ?? '', name: r.name ?? '', project_total: Number(r.n) }));
  }
}

/** Projects with at least one component of the company: the component pages' default without a current project. */
export const hasComponents = (companyId: string): SQL =>
  sql`exists (select 1 from ${components} where ${components.company_id} = ${companyId} and ${components.project_id} = ${projects.project_id})`;
