import { and, asc, count, desc, eq, ilike, inArray, or } from 'drizzle-orm';
import type { company } from '@zhuyun/contracts';
import type { Db, Tx } from '../../db/client';
import { companies, companyMembers, departments, jobUsers, jobs, joinRequests, users } from '../../db/schema';
import { orderByRequest } from '../../platform/sorting';
import { likePattern } from '../../platform/query-helpers';

/** The join flow's reads and writes. Every unit-owned read takes the unit id as its first condition. */
/** What a reviewer may narrow and order the join requests by. */
export interface JoinRequestFilter {
  status?: number;
  search?: string;
  sort_field?: (typeof company.JOIN_REQUEST_SORT_FIELDS)[number];
  sort_order?: 'ascend' | 'descend';
}

export class JoinRepo {
  constructor(private readonly db: Db) {}

  /** Only approved units can be joined; an unknown code and a unit still under review look the same. */
  async unitByInviteCode(code: string) {
    const [row] = await this.db
      .select({ company_id: companies.company_id, company_name: companies.company_name, org_id: companies.org_id, status: companies.status })
      .from(companies)
      .where(eq(companies.invite_code, code));
    return row && row.status === 3 && row.org_id ? { ...row, org_id: row.org_id } : undefined;
  }

  async departments(companyId: string) {
    return this.db
      .select({ dept_id: departments.dept_id, parent_id: departments.parent_id, dept_name: departments.dept_name, dept_type: departments.dept_type })
      .from(departments)
      .where(eq(departments.company_id, companyId))
      .orderBy(asc(departments.sort_no), asc(departments.created_at));
  }

  async deptByName(companyId: string, name: string) {
    const [row] = await this.db
      .select({ dept_id: departments.dept_id })
      .from(departments)
      .where(and(eq(departments.company_id, companyId), eq(departments.dept_name, name)));
    return row;
  }

  async nextDeptSort(companyId: string, tx: Tx): Promise<number> {
    const [row] = await tx.select({ n: count() }).from(departments).where(eq(departments.company_id, companyId));
    return Number(row?.n ?? 0) + 1;
  }

  async jobsOfDepts(companyId: string, deptIds: string[], window: { offset: number; limit: number }) {
    const where = and(eq(jobs.company_id, companyId), inArray(jobs.dept_id, deptIds));
    const [rows, [total]] = await Promise.all([
      this.db
        .select({ job_id: jobs.job_id, job_name: jobs.job_name, dept_id: jobs.dept_id, dept_name: departments.dept_name, is_manager: jobs.is_manager })
        .from(jobs)
        .innerJoin(departments, eq(departments.dept_id, jobs.dept_id))
        .where(where)
        .orderBy(asc(departments.sort_no), asc(jobs.sort_no), asc(jobs.job_id))
        .limit(window.limit)
        .offset(window.offset),
      this.db.select({ n: count() }).from(jobs).where(where),
    ]);
    return { rows, total: Number(total?.n ?? 0) };
  }

  async job(companyId: string, jobId: string) {
    const [row] = await this.db.select().from(jobs).where(and(eq(jobs.company_id, companyId), eq(jobs.job_id, jobId)));
    return row;
  }

  async membership(companyId: string, userId: string) {
    const [row] = await this.db
      .select()
      .from(companyMembers)
      .where(and(eq(companyMembers.company_id, companyId), eq(companyMembers.user_id, userId)));
    return row;
  }

  /** The departments whose 项目经理 (a manager job) this person holds in the unit. */
  async managedDepts(companyId: string, userId: string): Promise<string[]> {
    const rows = await this.db
      .select({ dept_id: jobs.dept_id })
      .from(jobUsers)
      .innerJoin(jobs, and(eq(jobs.company_id, jobUsers.company_id), eq(jobs.job_id, jobUsers.job_id)))
      .where(and(eq(jobUsers.company_id, companyId), eq(jobUsers.user_id, userId), eq(jobs.is_manager, true)));
    return [...new Set(rows.map((r) => r.dept_id))];
  }

  async requestPage(
    companyId: string,
    filter: JoinRequestFilter & { deptIds?: string[] },
    window: { offset: number; limit: number },
  ) {
    const term = filter.search ? likePattern(filter.search) : undefined;
    const where = and(
      eq(joinRequests.company_id, companyId),
      filter.deptIds ? inArray(joinRequests.dept_id, filter.deptIds) : undefined,
      filter.status === undefined ? undefined : eq(joinRequests.status, filter.status),
      term ? or(ilike(users.user_name, term), ilike(users.phone, term)) : undefined,
    );
    const [rows, [total]] = await Promise.all([
      this.db
        .select({
          id: joinRequests.id,
          user_id: joinRequests.user_id,
          user_name: users.user_name,
          phone: users.phone,
          company_id: joinRequests.company_id,
          org_id: companies.org_id,
          dept_id: joinRequests.dept_id,
          dept_name: departments.dept_name,
          job_id: joinRequests.job_id,
          job_name: jobs.job_name,
          status: joinRequests.status,
          remark: joinRequests.remark,
          created_at: joinRequests.created_at,
        })
        .from(joinRequests)
        .innerJoin(users, eq(users.user_id, joinRequests.user_id))
        .innerJoin(companies, eq(companies.company_id, joinRequests.company_id))
        .innerJoin(departments, eq(departments.dept_id, joinRequests.dept_id))
        .innerJoin(jobs, eq(jobs.job_id, joinRequests.job_id))
        .where(where)
        .orderBy(
          ...orderByRequest(
            { user_name: users.user_name, dept_name: departments.dept_name, created_at: joinRequests.created_at, status: joinRequests.status },
            filter.sort_field,
            filter.sort_order,
            [desc(joinRequests.created_at), desc(joinRequests.id)],
          ),
        )
        .limit(window.limit)
        .offset(window.offset),
      this.db.select({ n: count() }).from(joinRequests).innerJoin(users, eq(users.user_id, joinRequests.user_id)).where(where),
    ]);
    return { rows, total: Number(total?.n ?? 0) };
  }

  async request(companyId: string, id: string) {
    const [row] = await this.db.select().from(joinRequests).where(and(eq(joinRequests.company_id, companyId), eq(joinRequests.id, id)));
    return row;
  }
}
