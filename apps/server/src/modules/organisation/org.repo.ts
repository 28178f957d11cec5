import { and, asc, count, eq, inArray } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { authJobTemplates, departments, jobUsers, jobs, joinRequests } from '../../db/schema';

export type DeptRow = typeof departments.$inferSelect;
export type JobRow = typeof jobs.$inferSelect;

/** The organisation tree's reads and writes; every query takes the session's unit as its first condition. */
export class OrgRepo {
  constructor(private readonly db: Db) {}

  async departments(companyId: string, tx: Tx | Db = this.db): Promise<DeptRow[]> {
    return tx
      .select()
      .from(departments)
      .where(eq(departments.company_id, companyId))
      .orderBy(asc(departments.sort_no), asc(departments.created_at), asc(departments.dept_id));
  }

  async jobs(companyId: string): Promise<JobRow[]> {
    return this.db.select().from(jobs).where(eq(jobs.company_id, companyId)).orderBy(asc(jobs.sort_no), asc(jobs.created_at), asc(jobs.job_id));
  }

  /** The unit's jobs that hold at least one permission template. */
  async jobsWithTemplate(companyId: string): Promise<Set<string>> {
    const rows = await this.db
      .selectDistinct({ job_id: authJobTemplates.job_id })
      .from(authJobTemplates)
      .where(eq(authJobTemplates.company_id, companyId));
    return new Set(rows.map((r) => r.job_id));
  }

  async dept(companyId: string, deptId: string, tx: Tx | Db = this.db): Promise<DeptRow | undefined> {
    const [row] = await tx.select().from(departments).where(and(eq(departments.company_id, companyId), eq(departments.dept_id, deptId)));
    return row;
  }

  async job(companyId: string, jobId: string, tx: Tx | Db = this.db): Promise<JobRow | undefined> {
    const [row] = await tx.select().from(jobs).where(and(eq(jobs.company_id, companyId), eq(jobs.job_id, jobId)));
    return row;
  }

  async deptByName(companyId: string, name: string, tx: Tx | Db = this.db) {
    const [row] = await tx
      .select({ dept_id: departments.dept_id })
      .from(departments)
      .where(and(eq(departments.company_id, companyId), eq(departments.dept_name, name)));
    return row;
  }

  async jobByName(companyId: string, deptId: string, name: string, tx: Tx | Db = this.db) {
    const [row] = await tx
      .select({ job_id: jobs.job_id })
      .from(jobs)
      .where(and(eq(jobs.company_id, companyId), eq(jobs.dept_id, deptId), eq(jobs.job_name, name)));
    return row;
  }

  async nextSort(companyId: string, parent: { deptParent?: string; jobDept?: string }, tx: Tx): Promise<number> {
    const [row] = parent.jobDept
      ? await tx.select({ n: count() }).from(jobs).where(and(eq(jobs.company_id, companyId), eq(jobs.dept_id, parent.jobDept)))
      : await tx
          .select({ n: count() })
          .from(departments)
          .where(and(eq(departments.company_id, companyId), eq(departments.parent_id, parent.deptParent as string)));
    return Number(row?.n ?? 0) + 1;
  }

  async holders(companyId: string, jobIds: string[], tx: Tx | Db = this.db): Promise<number> {
    if (jobIds.length === 0) return 0;
    const [row] = await tx.select({ n: count() }).from(jobUsers).where(and(eq(jobUsers.company_id, companyId), inArray(jobUsers.job_id, jobIds)));
    return Number(row?.n ?? 0);
  }

  async pendingRequests(companyId: string, where: { deptId?: string; jobIds?: string[] }, tx: Tx | Db = this.db): Promise<number> {
    const target = where.deptId ? eq(joinRequests.dept_id, where.deptId) : inArray(joinRequests.job_id, where.jobIds ?? []);
    const [row] = await tx
      .select({ n: count() })
      .from(joinRequests)
      .where(and(eq(joinRequests.company_id, companyId), eq(joinRequests.status, 2), target));
    return Number(row?.n ?? 0);
  }
}
