import { and, count, eq, inArray, ne } from 'drizzle-orm';
import { ReviewStatus } from '@zhuyun/contracts';
import type { Tx } from '../../db/client';
import { departments, jobUsers, jobs, joinRequests } from '../../db/schema';
import { DeptType } from '../company';

/**
 * A project department made through an invite code exists only for its maker's request (issue 21 item 10). When that
 * request is rejected the department goes too — but only while nobody else uses it: no member in its posts, no child
 * department, no other request waiting or approved. A department an administrator made, or one that has taken on a
 * life of its own, stays.
 */
export async function removeAbandonedProjectDept(tx: Tx, companyId: string, deptId: string, requesterId: string): Promise<boolean> {
  const inDept = and(eq(departments.company_id, companyId), eq(departments.dept_id, deptId));
  const [dept] = await tx.select({ type: departments.dept_type, maker: departments.created_by }).from(departments).where(inDept).for('update');
  if (!dept || dept.type !== DeptType.projectDepartment || dept.maker !== requesterId) return false;

  const postsOfDept = and(eq(jobs.company_id, companyId), eq(jobs.dept_id, deptId));
  const postIds = (await tx.select({ id: jobs.job_id }).from(jobs).where(postsOfDept)).map((p) => p.id);
  const counts = await Promise.all([
    postIds.length
      ? tx.select({ n: count() }).from(jobUsers).where(and(eq(jobUsers.company_id, companyId), inArray(jobUsers.job_id, postIds)))
      : [{ n: 0 }],
    tx.select({ n: count() }).from(departments).where(and(eq(departments.company_id, companyId), eq(departments.parent_id, deptId))),
    tx
      .select({ n: count() })
      .from(joinRequests)
      .where(and(eq(joinRequests.company_id, companyId), eq(joinRequests.dept_id, deptId), ne(joinRequests.status, ReviewStatus.rejected))),
  ]);
  if (counts.some(([row]) => Number(row?.n ?? 0) > 0)) return false;
  await tx.delete(jobs).where(postsOfDept);
  await tx.delete(departments).where(inDept);
  return true;
}
