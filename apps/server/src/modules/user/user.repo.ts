import { and, eq, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { companies, companyMembers, users } from '../../db/schema';
import { inSystemScope } from '../../db/scope';

export type UserRow = typeof users.$inferSelect;

/** Global user rows; lockout counters are updated in single statements so concurrent failures all count. */
export class UserRepo {
  constructor(private readonly db: Db) {}

  async byUserNo(userNo: string): Promise<UserRow | undefined> {
    const [row] = await this.db.select().from(users).where(sql`lower(${users.user_no}) = lower(${userNo})`);
    return row;
  }

  async byPhone(phone: string): Promise<UserRow | undefined> {
    const [row] = await this.db.select().from(users).where(eq(users.phone, phone));
    return row;
  }

  async byId(userId: string): Promise<UserRow | undefined> {
    const [row] = await this.db.select().from(users).where(eq(users.user_id, userId));
    return row;
  }

  async insert(tx: Tx | Db, row: typeof users.$inferInsert): Promise<void> {
    await tx.insert(users).values(row);
  }

  /** Counts one wrong password; the failure that reaches `maxFailures` within the window locks the account. */
  async recordFailure(userId: string, maxFailures: number, windowMs: number, lockMs: number): Promise<void> {
    await this.db.execute(sql`
      update users set
        failed_logins = case when failed_since is null or failed_since < now() - make_interval(secs => ${windowMs / 1000})
                             then 1 else failed_logins + 1 end,
        failed_since  = case when failed_since is null or failed_since < now() - make_interval(secs => ${windowMs / 1000})
                             then now() else failed_since end
      where user_id = ${userId}`);
    await this.db.execute(sql`
      update users set locked_until = now() + make_interval(secs => ${lockMs / 1000}), failed_logins = 0, failed_since = null
      where user_id = ${userId} and failed_logins >= ${maxFailures}`);
  }

  async clearFailures(userId: string): Promise<void> {
    await this.db
      .update(users)
      .set({ failed_logins: 0, failed_since: null, locked_until: null })
      .where(and(eq(users.user_id, userId), sql`(${users.failed_logins} > 0 or ${users.locked_until} is not null)`));
  }

  async setPassword(userId: string, passwordHash: string, strong: boolean): Promise<void> {
    await this.db
      .update(users)
      .set({ password_hash: passwordHash, pwd_strong: strong, updated_at: new Date() })
      .where(eq(users.user_id, userId));
  }

  /** The unit a new session starts in: the user's default unit when approved there, else the first approved one. */
  async startingMembership(userId: string, defaultCompanyId: string | null) {
    // A person's units, before a session is in any: the system scope `my-units` (decision 024).
    const rows = await inSystemScope('my-units', () => this.db
      .select({
        company_id: companyMembers.company_id,
        org_id: companies.org_id,
        job_id: companyMembers.job_id,
        company_name: companies.company_name,
      })
      .from(companyMembers)
      .innerJoin(companies, eq(companies.company_id, companyMembers.company_id))
      .where(and(eq(companyMembers.user_id, userId), eq(companyMembers.status, 3), eq(companies.status, 3)))
      .orderBy(companyMembers.created_at));
    return rows.find((r) => r.company_id === defaultCompanyId) ?? rows[0] ?? null;
  }
}
