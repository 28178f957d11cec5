import { and, count, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { companyMembers, users } from '../../db/schema';
import { fail } from '../../platform/errors';
import { knownIds } from '../../platform/ids';
import { AccountsRepo, deptSubtree, holdingCondition, memberOrder, searchCondition, type Sort } from './accounts.repo';

export interface CompanyUsersFilter extends Sort {
  dept_id?: string;
  job_id?: string;
  /** The membership status (2, 3, 4), as the list's own status column. */
  status?: number;
  search?: string;
}

/**
 * get_comp_user_lists with filters or a chosen order: built per call, unlike the prepared statements of the plain list
 * (CompanyUsersRepo), which stay the fast path for the common unfiltered, newest-first page.
 */
export class CompanyUsersFilterRepo {
  constructor(private readonly db: Db) {}

  /** Another unit's (or an unknown) department or job answers 10002, like a missing one. */
  async page(companyId: string, filter: CompanyUsersFilter, window: { offset: number; limit: number }) {
    const deptId = filter.dept_id || undefined;
    const jobId = filter.job_id || undefined;
    knownIds(deptId, jobId);
    const deptIds = deptId ? await deptSubtree(this.db, companyId, deptId) : undefined;
    if (deptId && !deptIds) throw fail.notFound();
    if (jobId && (await new AccountsRepo(this.db).existingJobs(companyId, [jobId])).length === 0) throw fail.notFound();
    const where = and(
      eq(companyMembers.company_id, companyId),
      filter.status !== undefined ? eq(companyMembers.status, filter.status) : undefined,
      holdingCondition(companyId, { deptIds, jobId }),
      searchCondition(filter.search),
    );
    const rows = await this.db
      .select({
        user_id: users.user_id,
        user_no: users.user_no,
        user_name: users.user_name,
        phone: users.phone,
        status: companyMembers.status,
        is_admin: companyMembers.is_admin,
        created_at: companyMembers.created_at,
      })
      .from(companyMembers)
      .innerJoin(users, eq(users.user_id, companyMembers.user_id))
      .where(where)
      .orderBy(...memberOrder(filter))
      .limit(window.limit)
      .offset(window.offset);
    const [total] = await this.db.select({ n: count() }).from(companyMembers).innerJoin(users, eq(users.user_id, companyMembers.user_id)).where(where);
    return {
      total: Number(total?.n ?? 0),
      rows: rows.map(({ created_at, ...r }) => ({ ...r, join_date: created_at.toISOString() })),
    };
  }
}
