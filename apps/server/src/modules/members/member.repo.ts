import { and, asc, desc, eq, ilike, inArray, notInArray, or, sql, type AnyColumn } from 'drizzle-orm';
import { members } from '@zhuyun/contracts';
import type { Db, Tx } from '../../db/client';
import { companies, companyMembers, projectMembers, projectUnits, projects, users } from '../../db/schema';
import { fail } from '../../platform/errors';
import { likePattern } from '../../platform/query-helpers';
import { tableRepo } from '../../platform/resource/table-repo';
import { inSystemScope } from '../../db/scope';

const m = projectMembers;
/** An approved membership of a unit (ARCHITECTURE.md "Statuses"). */
const APPROVED = 3;

const userName = sql<string | null>`(select u.user_name from ${users} u where u.user_id = project_members.user_id)`;
const userPhone = sql<string | null>`(select u.phone from ${users} u where u.user_id = project_members.user_id)`;

/** The members table with each member's name, phone, unit and project by subqueries (named in full: one table). */
export function memberTableRepo(db: Db) {
  return tableRepo(db, members.projectMemberResource, {
    table: m,
    companyKey: 'company_id',
    select: {
      member_id: m.member_id,
      project_id: m.project_id,
      project_name: sql<string | null>`(select p.project_name from ${projects} p where p.company_id = project_members.company_id and p.project_id = project_members.project_id)`,
      user_id: m.user_id,
      user_name: userName,
      phone: userPhone,
      unit_company_id: m.unit_company_id,
      unit_name: sql<string | null>`(select c.company_name from ${companies} c where c.company_id = project_members.unit_company_id)`,
      role: m.role,
      entry_date: m.entry_date,
      exit_date: m.exit_date,
      remark: m.remark,
      created_at: m.created_at,
    },
    sort: { created_at: m.created_at, entry_date: m.entry_date, role: m.role },
    // Managers first, then as they joined.
    defaultOrder: [asc(sql`case when ${m.role} = 'manager' then 0 else 1 end`), asc(m.created_at), asc(m.member_id)],
    // A name or phone is matched through its subquery (ilike takes SQL as well as a column).
    search: [userName as unknown as AnyColumn, userPhone as unknown as AnyColumn],
    filters: { project_id: m.project_id, role: m.role, unit_company_id: m.unit_company_id },
  });
}

/** The units whose people may join a project: its own unit, then its participating units. */
const unitsOf = (companyId: string, projectId: string) =>
  or(
    eq(companyMembers.company_id, companyId),
    inArray(
      companyMembers.company_id,
      sql`(select pu.unit_company_id from ${projectUnits} pu where pu.company_id = ${companyId} and pu.project_id = ${projectId})`,
    ),
  );

/** People of the project's unit and of its participating units, the project's unit first, 200 at most. */
export async function memberCandidates(db: Db, companyId: string, projectId: string, search: string | undefined): Promise<members.MemberCandidate[]> {
  // The participating units' people are other units' rows: the system scope `project-participants` (decision 024),
  // bounded by the project's own unit list below.
  const rows = await inSystemScope('project-participants', () => db
    .select({
      user_id: users.user_id,
      user_name: users.user_name,
      phone: users.phone,
      unit_company_id: companyMembers.company_id,
      unit_name: companies.company_name,
      is_member: sql<boolean>`exists (select 1 from ${m} pm where pm.company_id = ${companyId} and pm.project_id = ${projectId} and pm.user_id = ${users.user_id})`,
    })
    .from(companyMembers)
    .innerJoin(users, eq(users.user_id, companyMembers.user_id))
    .innerJoin(companies, eq(companies.company_id, companyMembers.company_id))
    .where(
      and(
        eq(companyMembers.status, APPROVED),
        unitsOf(companyId, projectId),
        search ? or(ilike(users.user_name, likePattern(search)), ilike(users.phone, likePattern(search))) : undefined,
      ),
    )
    .orderBy(desc(sql`${companyMembers.company_id} = ${companyId}`), asc(users.user_name), asc(users.user_id))
    .limit(200));
  return rows.map((r) => ({ ...r, is_member: Boolean(r.is_member) }));
}

/** The unit a person works for on the project: the project's own when they belong to it, else a participating one. */
export async function unitOfPerson(db: Db, companyId: string, projectId: string, userId: string): Promise<string> {
  // Possibly a participating unit's membership: the system scope `project-participants` (decision 024).
  const [found] = await inSystemScope('project-participants', () => db
    .select({ unit: companyMembers.company_id })
    .from(companyMembers)
    .where(and(eq(companyMembers.user_id, userId), eq(companyMembers.status, APPROVED), unitsOf(companyId, projectId)))
    .orderBy(desc(sql`${companyMembers.company_id} = ${companyId}`), asc(companyMembers.company_id))
    .limit(1));
  if (!found) throw fail.validation(members.MembersMsg.userNotInUnits);
  return found.unit;
}

/**
 * Refuses (10003) a change that would leave the project without a manager: `leaving` are the user ids whose manager
 * role goes away. Called inside the transaction that locked the project.
 */
export async function keepAManager(tx: Tx, companyId: string, projectId: string, leaving: string[]): Promise<void> {
  if (!leaving.length) return;
  const [other] = await tx
    .select({ id: m.member_id })
    .from(m)
    .where(and(eq(m.company_id, companyId), eq(m.project_id, projectId), eq(m.role, members.MANAGER_ROLE), notInArray(m.user_id, leaving)))
    .limit(1);
  if (!other) throw fail.conflict(members.MembersMsg.lastManager);
}

/** The managers among the given members of a project. */
export async function managersAmong(tx: Tx, companyId: string, projectId: string, where: 'user' | 'unit', id: string): Promise<string[]> {
  const rows = await tx
    .select({ user_id: m.user_id })
    .from(m)
    .where(
      and(
        eq(m.company_id, companyId),
        eq(m.project_id, projectId),
        eq(m.role, members.MANAGER_ROLE),
        where === 'user' ? eq(m.user_id, id) : eq(m.unit_company_id, id),
      ),
    );
  return rows.map((r) => r.user_id);
}
