import { and, count, desc, eq, sql } from 'drizzle-orm';
import { labor } from '@zhuyun/contracts';
import type { Db } from '../../db/client';
import { laborPersons, laborTeams, laborWorkTypes } from '../../db/schema';
import { tableRepo } from '../../platform/resource/table-repo';

const p = laborPersons;
const t = laborTeams;
const w = laborWorkTypes;

/**
 * The labour tables behind the layer: each list is one table plus scalar subqueries (a name, a head count), every
 * statement inside the session's company (tableRepo). Subqueries name the outer table in full: drizzle leaves a
 * one-table select's columns unqualified.
 */
export function laborRepos(db: Db) {
  const workTypes = tableRepo(db, labor.workTypeResource, {
    table: w,
    companyKey: 'company_id',
    select: {
      work_type_id: w.work_type_id,
      work_type_name: w.work_type_name,
      remark: w.remark,
      person_count: sql<number>`(select count(*) from ${p} lp where lp.company_id = labor_work_types.company_id and lp.work_type_id = labor_work_types.work_type_id)`.mapWith(Number),
      created_at: w.created_at,
    },
    sort: { created_at: w.created_at, work_type_name: w.work_type_name },
    defaultOrder: [desc(w.created_at), desc(w.work_type_id)],
    search: [w.work_type_name, w.remark],
    touch: 'updated_at',
  });
  const teams = tableRepo(db, labor.teamResource, {
    table: t,
    companyKey: 'company_id',
    select: {
      team_id: t.team_id,
      team_name: t.team_name,
      leader: t.leader,
      phone: t.phone,
      remark: t.remark,
      person_count: sql<number>`(select count(*) from ${p} lp where lp.company_id = labor_teams.company_id and lp.team_id = labor_teams.team_id)`.mapWith(Number),
      created_at: t.created_at,
    },
    sort: { created_at: t.created_at, team_name: t.team_name },
    defaultOrder: [desc(t.created_at), desc(t.team_id)],
    search: [t.team_name, t.leader, t.phone],
    touch: 'updated_at',
  });
  const persons = tableRepo(db, labor.personResource, {
    table: p,
    companyKey: 'company_id',
    select: {
      person_id: p.person_id,
      person_name: p.person_name,
      id_card: p.id_card,
      phone: p.phone,
      team_id: p.team_id,
      team_name: sql<string | null>`(select lt.team_name from ${t} lt where lt.company_id = labor_persons.company_id and lt.team_id = labor_persons.team_id)`,
      work_type_id: p.work_type_id,
      work_type_name: sql<string | null>`(select lw.work_type_name from ${w} lw where lw.company_id = labor_persons.company_id and lw.work_type_id = labor_persons.work_type_id)`,
      created_at: p.created_at,
    },
    sort: { created_at: p.created_at, person_name: p.person_name },
    defaultOrder: [desc(p.created_at), desc(p.person_id)],
    search: [p.person_name, p.id_card, p.phone],
    filters: { team_id: p.team_id, work_type_id: p.work_type_id },
    touch: 'updated_at',
  });
  return { workTypes, teams, persons };
}

/** Persons still in a team or of a work type (they block its deletion). */
export async function personsWith(db: Db, companyId: string, column: 'team_id' | 'work_type_id', id: string): Promise<number> {
  const [found] = await db.select({ n: count() }).from(p).where(and(eq(p.company_id, companyId), eq(p[column], id)));
  return Number(found?.n ?? 0);
}

export async function teamExists(db: Db, companyId: string, id: string): Promise<boolean> {
  return (await db.select({ id: t.team_id }).from(t).where(and(eq(t.company_id, companyId), eq(t.team_id, id)))).length > 0;
}

export async function workTypeExists(db: Db, companyId: string, id: string): Promise<boolean> {
  return (await db.select({ id: w.work_type_id }).from(w).where(and(eq(w.company_id, companyId), eq(w.work_type_id, id)))).length > 0;
}
