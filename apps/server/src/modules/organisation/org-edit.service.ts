import { and, eq } from 'drizzle-orm';
import { uuidv7 } from 'uuidv7';
import { Msg, OrgMsg } from '@zhuyun/contracts';
import type { Db } from '../../db/client';
import { departments, jobs } from '../../db/schema';
import { fail } from '../../platform/errors';
import { DeptType } from '../company';
import type { OrgRepo } from './org.repo';

/**
 * The unit administrator's edits of the organisation tree. Another unit's node answers 10002 like a missing one;
 * anything that would strand people (a department or job they hold, a pending join request) is refused with 10003.
 */
export class OrgEditService {
  constructor(
    private readonly db: Db,
    private readonly repo: OrgRepo,
  ) {}

  async create(
    companyId: string,
    userId: string,
    input: { input_node_type: number; input_name?: string; input_is_admin?: boolean; dept_type: number; no: string },
  ): Promise<{ id: string }> {
    const name = (input.input_name ?? '').trim();
    return this.db.transaction(async (tx) => {
      const parent = await this.repo.dept(companyId, input.no, tx);
      if (!parent) throw fail.notFound();
      const id = uuidv7();
      if (input.input_node_type === 3) {
        if (parent.dept_type === DeptType.org) throw fail.validation(OrgMsg.jobNeedsDept);
        if (await this.repo.jobByName(companyId, parent.dept_id, name, tx)) throw fail.conflict(OrgMsg.jobNameTaken);
        const sort_no = await this.repo.nextSort(companyId, { jobDept: parent.dept_id }, tx);
        await tx.insert(jobs).values({ company_id: companyId, job_id: id, dept_id: parent.dept_id, job_name: name, is_manager: input.input_is_admin ?? false, sort_no });
        return { id };
      }
      if (await this.repo.deptByName(companyId, name, tx)) throw fail.conflict(Msg.deptNameTaken);
      const sort_no = await this.repo.nextSort(companyId, { deptParent: parent.dept_id }, tx);
      await tx
        .insert(departments)
        .values({ company_id: companyId, dept_id: id, parent_id: parent.dept_id, dept_type: input.dept_type, dept_name: name, sort_no, created_by: userId });
      return { id };
    });
  }

  async updateDept(companyId: string, input: { dept_id: string; dept_name?: string; p_dept_no?: string }): Promise<void> {
    await this.db.transaction(async (tx) => {
      const dept = await this.repo.dept(companyId, input.dept_id, tx);
      if (!dept) throw fail.notFound();
      const changes: Partial<typeof departments.$inferInsert> = {};
      if (input.dept_name !== undefined && input.dept_name !== dept.dept_name) {
        if (await this.repo.deptByName(companyId, input.dept_name, tx)) throw fail.conflict(Msg.deptNameTaken);
        changes.dept_name = input.dept_name;
      }
      if (input.p_dept_no !== undefined && input.p_dept_no !== dept.parent_id) {
        if (dept.dept_type === DeptType.org) throw fail.conflict(OrgMsg.rootNotMovable);
        const all = await this.repo.departments(companyId, tx);
        const target = all.find((d) => d.dept_id === input.p_dept_no);
        if (!target) throw fail.notFound();
        // Walk up from the new parent: meeting the department itself means a move into its own subtree.
        const byId = new Map(all.map((d) => [d.dept_id, d]));
        for (let at: typeof target | undefined = target; at; at = at.parent_id ? byId.get(at.parent_id) : undefined) {
          if (at.dept_id === dept.dept_id) throw fail.conflict(OrgMsg.moveIntoOwnSubtree);
        }
        changes.parent_id = target.dept_id;
        changes.sort_no = await this.repo.nextSort(companyId, { deptParent: target.dept_id }, tx);
      }
      if (Object.keys(changes).length === 0) return;
      await tx.update(departments).set(changes).where(and(eq(departments.company_id, companyId), eq(departments.dept_id, dept.dept_id)));
    });
  }

  async deleteDept(companyId: string, deptId: string): Promise<void> {
    await this.db.transaction(async (tx) => {
      const dept = await this.repo.dept(companyId, deptId, tx);
      if (!dept) throw fail.notFound();
      if (dept.dept_type === DeptType.org) throw fail.conflict(OrgMsg.rootNotDeletable);
      const [child] = await tx
        .select({ dept_id: departments.dept_id })
        .from(departments)
        .where(and(eq(departments.company_id, companyId), eq(departments.parent_id, deptId)))
        .limit(1);
      if (child) throw fail.conflict(OrgMsg.deptHasChildren);
      const jobIds = (await tx.select({ job_id: jobs.job_id }).from(jobs).where(and(eq(jobs.company_id, companyId), eq(jobs.dept_id, deptId)))).map(
        (j) => j.job_id,
      );
      if ((await this.repo.holders(companyId, jobIds, tx)) > 0) throw fail.conflict(OrgMsg.deptHasPeople);
      if ((await this.repo.pendingRequests(companyId, { deptId }, tx)) > 0) throw fail.conflict(OrgMsg.deptHasRequests);
      await tx.delete(jobs).where(and(eq(jobs.company_id, companyId), eq(jobs.dept_id, deptId)));
      await tx.delete(departments).where(and(eq(departments.company_id, companyId), eq(departments.dept_id, deptId)));
    });
  }

  async updateJob(companyId: string, input: { job_id: string; job_name?: string; dept_id?: string; input_is_admin?: boolean }): Promise<void> {
    await this.db.transaction(async (tx) => {
      const job = await this.repo.job(companyId, input.job_id, tx);
      if (!job) throw fail.notFound();
      const deptId = input.dept_id ?? job.dept_id;
      if (deptId !== job.dept_id) {
        const dept = await this.repo.dept(companyId, deptId, tx);
        if (!dept) throw fail.notFound();
        if (dept.dept_type === DeptType.org) throw fail.validation(OrgMsg.jobNeedsDept);
      }
      const name = input.job_name ?? job.job_name;
      if (name !== job.job_name || deptId !== job.dept_id) {
        const same = await this.repo.jobByName(companyId, deptId, name, tx);
        if (same && same.job_id !== job.job_id) throw fail.conflict(OrgMsg.jobNameTaken);
      }
      await tx
        .update(jobs)
        .set({ job_name: name, dept_id: deptId, is_manager: input.input_is_admin ?? job.is_manager })
        .where(and(eq(jobs.company_id, companyId), eq(jobs.job_id, job.job_id)));
    });
  }

  async deleteJob(companyId: string, jobId: string): Promise<void> {
    await this.db.transaction(async (tx) => {
      const job = await this.repo.job(companyId, jobId, tx);
      if (!job) throw fail.notFound();
      if ((await this.repo.holders(companyId, [jobId], tx)) > 0) throw fail.conflict(OrgMsg.jobHasPeople);
      if ((await this.repo.pendingRequests(companyId, { jobIds: [jobId] }, tx)) > 0) throw fail.conflict(OrgMsg.jobHasRequests);
      await tx.delete(jobs).where(and(eq(jobs.company_id, companyId), eq(jobs.job_id, jobId)));
    });
  }
}
