import { and, count, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { companyMembers, jobUsers, users } from '../../db/schema';
import { fail } from '../../platform/errors';
import { memberOrder, searchCondition, type AccountsRepo, type Sort } from '../user';
import type { OrgRepo } from './org.repo';

/** Who holds a job: the list, giving the job to members of the unit, taking it away. */
export class JobUsersService {
  constructor(
    private readonly db: Db,
    private readonly repo: OrgRepo,
    private readonly accounts: AccountsRepo,
  ) {}

  async list(companyId: string, input: { job_id: string; search?: string } & Sort, window: { offset: number; limit: number }) {
    if (!(await this.repo.job(companyId, input.job_id))) throw fail.notFound();
    const where = and(eq(jobUsers.company_id, companyId), eq(jobUsers.job_id, input.job_id), searchCondition(input.search));
    const from = () =>
      this.db
        .select({
          user_id: users.user_id,
          user_no: users.user_no,
          user_name: users.user_name,
          phone: users.phone,
          status: users.status,
          is_admin: companyMembers.is_admin,
          created_at: jobUsers.created_at,
        })
        .from(jobUsers)
        .innerJoin(users, eq(users.user_id, jobUsers.user_id))
        .innerJoin(companyMembers, and(eq(companyMembers.company_id, jobUsers.company_id), eq(companyMembers.user_id, jobUsers.user_id)));
    const rows = await from().where(where).orderBy(...memberOrder(input, jobUsers.created_at)).limit(window.limit).offset(window.offset);
    const [total] = await this.db.select({ n: count() }).from(jobUsers).innerJoin(users, eq(users.user_id, jobUsers.user_id)).where(where);
    return {
      total: Number(total?.n ?? 0),
      rows: rows.map(({ created_at, ...r }) => ({ ...r, create_date: created_at.toISOString() })),
    };
  }

  /** Every id must be an approved member of the unit, else nothing is assigned (10002). */
  async assign(companyId: string, jobId: string, userIds: string[]): Promise<number> {
    return this.db.transaction(async (tx) => {
      if (!(await this.repo.job(companyId, jobId, tx))) throw fail.notFound();
      const members = await tx
        .select({ user_id: companyMembers.user_id })
        .from(companyMembers)
        .where(and(eq(companyMembers.company_id, companyId), eq(companyMembers.status, 3), inArray(companyMembers.user_id, userIds)));
      if (members.length !== userIds.length) throw fail.notFound();
      const added = await tx
        .insert(jobUsers)
        .values(userIds.map((user_id) => ({ company_id: companyId, job_id: jobId, user_id })))
        .onConflictDoNothing()
        .returning({ user_id: jobUsers.user_id });
      for (const user_id of userIds) await this.accounts.settleCurrentJob(companyId, user_id, tx);
      return added.length;
    });
  }

  async remove(companyId: string, jobId: string, userId: string): Promise<void> {
    await this.db.transaction(async (tx) => {
      const removed = await tx
        .delete(jobUsers)
        .where(and(eq(jobUsers.company_id, companyId), eq(jobUsers.job_id, jobId), eq(jobUsers.user_id, userId)))
        .returning({ user_id: jobUsers.user_id });
      if (removed.length === 0) throw fail.notFound();
      await this.accounts.settleCurrentJob(companyId, userId, tx);
    });
  }
}
