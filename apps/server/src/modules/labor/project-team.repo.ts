import { and, asc, count, desc, eq, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import { labor, type ResourceQueryOf } from '@zhuyun/contracts';
import type { Db } from '../../db/client';
import { laborPersons, laborTeams, laborWorkTypes, projectLaborTeams, projects } from '../../db/schema';
import type { PageWindow } from '../../platform/paging';
import { likePattern } from '../../platform/query-helpers';
import { orderByRequest } from '../../platform/sorting';
import { tableRepo } from '../../platform/resource/table-repo';

const l = projectLaborTeams;
const t = laborTeams;
const p = laborPersons;
const w = laborWorkTypes;

/** A team's people: every labour person of the team (the team is the unit a project takes on). */
const personCount = sql<number>`(select count(*) from ${p} lp where lp.company_id = project_labor_teams.company_id and lp.team_id = project_labor_teams.team_id)`.mapWith(Number);
const teamField = (column: 'team_name' | 'leader' | 'phone') =>
  sql.raw(`(select lt.${column} from labor_teams lt where lt.company_id = project_labor_teams.company_id and lt.team_id = project_labor_teams.team_id)`);

/**
 * A project's teams: the link table, with the team's name, leader and head count read from the labour platform's
 * tables by scalar subqueries (never copied), every statement inside the session's company.
 */
export function projectTeamRepo(db: Db) {
  const base = tableRepo(db, labor.projectTeamResource, {
    table: l,
    companyKey: 'company_id',
    select: {
      link_id: l.link_id,
      project_id: l.project_id,
      project_name: sql<string | null>`(select pr.project_name from ${projects} pr where pr.company_id = project_labor_teams.company_id and pr.project_id = project_labor_teams.project_id)`,
      team_id: l.team_id,
      team_name: sql<string>`${teamField('team_name')}`,
      leader: sql<string | null>`${teamField('leader')}`,
      phone: sql<string | null>`${teamField('phone')}`,
      person_count: personCount,
      entry_date: l.entry_date,
      exit_date: l.exit_date,
      remark: l.remark,
      created_at: l.created_at,
    },
    sort: { created_at: l.created_at, team_name: teamField('team_name'), entry_date: l.entry_date, person_count: personCount },
    defaultOrder: [asc(l.entry_date), asc(l.created_at), desc(l.link_id)],
    search: [l.remark],
    filters: { project_id: l.project_id, team_id: l.team_id },
  });
  return {
    ...base,
    /** The list's search also matches the team's name and leader (in the labour tables). */
    async page(companyId: string | null, query: ResourceQueryOf<typeof labor.projectTeamResource>, window: PageWindow, rowScope?: SQL) {
      if (!query.search) return base.page!(companyId, query, window, rowScope);
      const pattern = likePattern(query.search);
      const teams = db
        .select({ id: t.team_id })
        .from(t)
        .where(and(eq(t.company_id, companyId as string), or(ilike(t.team_name, pattern), ilike(t.leader, pattern))));
      const ids = (await teams).map((x) => x.id);
      const matches = await db
        .select({ id: l.link_id })
        .from(l)
        .where(
          and(
            eq(l.company_id, companyId as string),
            query.project_id ? eq(l.project_id, query.project_id) : undefined,
            query.team_id ? eq(l.team_id, query.team_id) : undefined,
            or(ilike(l.remark, pattern), ids.length ? inArray(l.team_id, ids) : undefined),
          ),
        );
      if (!matches.length) return { rows: [], total: 0 };
      return base.page!(companyId, { ...query, search: undefined }, window, and(rowScope, inArray(l.link_id, matches.map((m) => m.id))));
    },
  };
}

type UserQuery = {
  project_id: string;
  team_id?: string | null;
  work_type_id?: string | null;
  search?: string;
  sort_field?: string;
  sort_order?: 'asc' | 'desc';
};

/** The people of the project's teams (labor_team_user), with the days their team was on the site. */
export async function projectTeamUsers(db: Db, companyId: string, q: UserQuery, window: PageWindow) {
  const where: SQL | undefined = and(
    eq(l.company_id, companyId),
    eq(l.project_id, q.project_id),
    q.team_id ? eq(l.team_id, q.team_id) : undefined,
    q.work_type_id ? eq(p.work_type_id, q.work_type_id) : undefined,
    q.search ? or(ilike(p.person_name, likePattern(q.search)), ilike(p.phone, likePattern(q.search))) : undefined,
  );
  const from = () =>
    db
      .select({
        person_id: p.person_id,
        person_name: p.person_name,
        id_card: p.id_card,
        phone: p.phone,
        team_id: t.team_id,
        team_name: t.team_name,
        work_type_id: p.work_type_id,
        work_type_name: w.work_type_name,
        entry_date: l.entry_date,
        exit_date: l.exit_date,
      })
      .from(l)
      .innerJoin(t, and(eq(t.company_id, l.company_id), eq(t.team_id, l.team_id)))
      .innerJoin(p, and(eq(p.company_id, l.company_id), eq(p.team_id, l.team_id)))
      .leftJoin(w, and(eq(w.company_id, p.company_id), eq(w.work_type_id, p.work_type_id)));
  const [rows, [total]] = await Promise.all([
    from()
      .where(where)
      .orderBy(...orderByRequest({ person_name: p.person_name, team_name: t.team_name, work_type_name: w.work_type_name }, q.sort_field, q.sort_order, [asc(t.team_name), asc(p.person_name), asc(p.person_id)]))
      .limit(window.limit)
      .offset(window.offset),
    db
      .select({ n: count() })
      .from(l)
      .innerJoin(p, and(eq(p.company_id, l.company_id), eq(p.team_id, l.team_id)))
      .where(where),
  ]);
  return { rows: rows.map((r) => ({ ...r, id_card: maskIdCard(r.id_card) })), total: Number(total?.n ?? 0) };
}

/** 330106199001011234 → 330106********1234. */
export const maskIdCard = (id: string): string => (id.length > 10 ? `${id.slice(0, 6)}${'*'.repeat(id.length - 10)}${id.slice(-4)}` : id);
