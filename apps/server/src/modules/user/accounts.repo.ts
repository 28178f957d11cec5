import { and, asc, count, desc, eq, ilike, inArray, or, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { companyMembers, departments, jobUsers, jobs, users } from '../../db/schema';
import { likePattern } from '../../platform/query-helpers';

export type SortField = 'user_name' | 'user_no' | 'phone' | 'join_date';
export interface Sort {
  sort_field?: SortField;
  sort_order?: 'asc' | 'desc';
}

/** The ORDER BY of a member list: the chosen column, then a stable tie-break; newest members first by default. */
export function memberOrder(sort: Sort, joinedAt: AnyColumn = companyMembers.created_at): SQL[] {
  const column = { user_name: users.user_name, user_no: users.user_no, phone: users.phone, join_date: joinedAt }[sort.sort_field ?? 'join_date'];
  const dir = (sort.sort_order ?? (sort.sort_field ? 'asc' : 'desc')) === 'asc' ? asc : desc;
  return [dir(column), dir(users.user_id)];
}

export function searchCondition(search: string | undefined): SQL | undefined {
  const term = search?.trim();
  if (!term) return undefined;
  const like = likePattern(term);
  return or(ilike(users.user_name, like), ilike(users.phone, like), ilike(users.user_no, like));
}

/** Members holding a job in one of `deptIds` (when given) and holding `jobId` (when given). */
export function holdingCondition(companyId: string, filter: { deptIds?: string[]; jobId?: string }): SQL | undefined {
  const holding = (extra: SQL) =>
    sql`exists (select 1 from ${jobUsers} inner join ${jobs} on ${jobs.company_id} = ${jobUsers.company_id} and ${jobs.job_id} = ${jobUsers.job_id}
      where ${jobUsers.company_id} = ${companyId} and ${jobUsers.user_id} = ${companyMembers.user_id} and ${extra})`;
  return and(
    filter.deptIds ? (filter.deptIds.length ? holding(inArray(jobs.dept_id, filter.deptIds)) : sql`false`) : undefined,
    filter.jobId ? holding(eq(jobUsers.job_id, filter.jobId)) : undefined,
  );
}

/** A department and every department below it; undefined when the department is not the unit's. */
export async function deptSubtree(db: Db, companyId: string, deptId: string): Promise<string[] | undefined> {
  const all = await db.select({ dept_id: departments.dept_id, parent_id: departments.parent_id }).from(departments).where(eq(departments.company_id, companyId));
  if (!all.some((d) => d.dept_id === deptId)) return undefined;
  const ids = [deptId];
  for (let i = 0; i < ids.length; i++) for (const d of all) if (d.parent_id === ids[i]) ids.push(d.dept_id);
  return ids;
}

export interface AccountFilter {
  /** Members holding a job in one of these departments; undefined: every approved member. */
  deptIds?: string[];
  jobId?: string;
  status?: number;
  search?: string;
}

/** Accounts of a unit as its administrator manages them; every query is scoped by the session's unit. */
export class AccountsRepo {
  constructor(private readonly db: Db) {}

  async page(companyId: string, filter: AccountFilter, sort: Sort, window: { offset: number; limit: number }) {
    const where = and(
      eq(companyMembers.company_id, companyId),
      eq(companyMembers.status, 3),
      holdingCondition(companyId, filter),
      filter.status !== undefined ? eq(users.status, filter.status) : undefined,
      searchCondition(filter.search),
    );
    const [rows, [total]] = await Promise.all([
      this.db
        .select({
          user_id: users.user_id,
          user_no: users.user_no,
          user_name: users.user_name,
          phone: users.phone,
          status: users.status,
          is_admin: companyMembers.is_admin,
          created_at: companyMembers.created_at,
        })
        .from(companyMembers)
        .innerJoin(users, eq(users.user_id, companyMembers.user_id))
        .where(where)
        .orderBy(...memberOrder(sort))
        .limit(window.limit)
        .offset(window.offset),
      this.db.select({ n: count() }).from(companyMembers).innerJoin(users, eq(users.user_id, companyMembers.user_id)).where(where),
    ]);
    const held = await this.jobsOf(companyId, rows.map((r) => r.user_id));
    return {
      total: Number(total?.n ?? 0),
      rows: rows.map((r) => {
        const job_data = held.get(r.user_id) ?? [];
        return {
          user_id: r.user_id,
          user_no: r.user_no,
          user_name: r.user_name,
          phone: r.phone,
          status: r.status,
          is_admin: r.is_admin,
          join_date: r.created_at.toISOString(),
          job_data,
          job_name: job_data.map((j) => j.job_name).join('、'),
          dept_name: [...new Set(job_data.map((j) => j.dept_name))].join('、'),
        };
      }),
    };
  }

  /** The jobs each of these people holds in the unit, with their departments. */
  async jobsOf(companyId: string, userIds: string[]) {
    const byUser = new Map<string, { job_id: string; job_name: string; dept_id: string; dept_name: string }[]>();
    if (userIds.length === 0) return byUser;
    const rows = await this.db
      .select({ user_id: jobUsers.user_id, job_id: jobs.job_id, job_name: jobs.job_name, dept_id: departments.dept_id, dept_name: departments.dept_name })
      .from(jobUsers)
      .innerJoin(jobs, and(eq(jobs.company_id, jobUsers.company_id), eq(jobs.job_id, jobUsers.job_id)))
      .innerJoin(departments, and(eq(departments.company_id, jobs.company_id), eq(departments.dept_id, jobs.dept_id)))
      .where(and(eq(jobUsers.company_id, companyId), inArray(jobUsers.user_id, userIds)))
      .orderBy(asc(departments.sort_no), asc(jobs.sort_no), asc(jobs.job_id));
    for (const { user_id, ...job } of rows) byUser.set(user_id, [...(byUser.get(user_id) ?? []), job]);
    return byUser;
  }

  async membership(companyId: string, userId: string, tx: Tx | Db = this.db) {
    const [row] = await tx
      .select()
      .from(companyMembers)
      .where(and(eq(companyMembers.company_id, companyId), eq(companyMembers.user_id, userId)));
    return row;
  }

  async adminCount(companyId: string, tx: Tx | Db = this.db): Promise<number> {
    const [row] = await tx
      .select({ n: count() })
      .from(companyMembers)
      .where(and(eq(companyMembers.company_id, companyId), eq(companyMembers.status, 3), eq(companyMembers.is_admin, true)));
    return Number(row?.n ?? 0);
  }

  /** The ids among `jobIds` that are jobs of the unit. */
  async existingJobs(companyId: string, jobIds: string[], tx: Tx | Db = this.db): Promise<string[]> {
    if (jobIds.length === 0) return [];
    const rows = await tx.select({ job_id: jobs.job_id }).from(jobs).where(and(eq(jobs.company_id, companyId), inArray(jobs.job_id, jobIds)));
    return rows.map((r) => r.job_id);
  }

  /** After a person's jobs changed: their current job stays if still held, else becomes one they hold (or none). */
  async settleCurrentJob(companyId: string, userId: string, tx: Tx): Promise<void> {
    const member = await this.membership(companyId, userId, tx);
    if (!member) return;
    const held = await tx
      .select({ job_id: jobUsers.job_id })
      .from(jobUsers)
      .where(and(eq(jobUsers.company_id, companyId), eq(jobUsers.user_id, userId)))
      .orderBy(asc(jobUsers.created_at), asc(jobUsers.job_id));
    if (member.job_id && held.some((h) => h.job_id === member.job_id)) return;
    await tx
      .update(companyMembers)
      .set({ job_id: held[0]?.job_id ?? null })
      .where(and(eq(companyMembers.company_id, companyId), eq(companyMembers.user_id, userId)));
  }
}
