import { and, eq, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { evalRespondents } from '../../db/schema';

export type RespondentRow = typeof evalRespondents.$inferSelect;

/**
 * The global credential of a phone on the questionnaire: its service password, failed tries and lock, and the
 * companies where the phone is a person (kept in step with eval_persons inside the same transactions).
 */
export class RespondentRepo {
  constructor(private readonly db: Db) {}

  async byPhone(phone: string): Promise<RespondentRow | undefined> {
    const [row] = await this.db.select().from(evalRespondents).where(eq(evalRespondents.phone, phone));
    return row;
  }

  static async enrol(tx: Tx | Db, phone: string, companyId: string): Promise<void> {
    await tx
      .insert(evalRespondents)
      .values({ phone, company_ids: [companyId] })
      .onConflictDoUpdate({
        target: evalRespondents.phone,
        set: {
          company_ids: sql`case when ${companyId}::uuid = any(${evalRespondents.company_ids}) then ${evalRespondents.company_ids}
                                else array_append(${evalRespondents.company_ids}, ${companyId}::uuid) end`,
        },
      });
  }

  static async withdraw(tx: Tx | Db, phone: string, companyId: string): Promise<void> {
    await tx
      .update(evalRespondents)
      .set({ company_ids: sql`array_remove(${evalRespondents.company_ids}, ${companyId}::uuid)` })
      .where(eq(evalRespondents.phone, phone));
  }

  /** Counts a wrong password within the window and locks the phone once it reaches the limit. */
  async recordFailure(phone: string, rules: { max: number; windowMs: number; lockMs: number }): Promise<boolean> {
    const windowSecs = rules.windowMs / 1000;
    const [row] = await this.db
      .update(evalRespondents)
      .set({
        failed_tries: sql`case when ${evalRespondents.failed_since} is null or ${evalRespondents.failed_since} < now() - make_interval(secs => ${windowSecs}) then 1 else ${evalRespondents.failed_tries} + 1 end`,
        failed_since: sql`case when ${evalRespondents.failed_since} is null or ${evalRespondents.failed_since} < now() - make_interval(secs => ${windowSecs}) then now() else ${evalRespondents.failed_since} end`,
      })
      .where(eq(evalRespondents.phone, phone))
      .returning({ tries: evalRespondents.failed_tries });
    if (!row || row.tries < rules.max) return false;
    await this.db
      .update(evalRespondents)
      .set({ locked_until: sql`now() + make_interval(secs => ${rules.lockMs / 1000})`, failed_tries: 0, failed_since: null })
      .where(eq(evalRespondents.phone, phone));
    return true;
  }

  async clearFailures(phone: string): Promise<void> {
    await this.db
      .update(evalRespondents)
      .set({ failed_tries: 0, failed_since: null, locked_until: null })
      .where(and(eq(evalRespondents.phone, phone), sql`(${evalRespondents.failed_tries} > 0 or ${evalRespondents.locked_until} is not null)`));
  }

  /** A new password also lifts the lock: the person proved the phone with a code. */
  static async setPassword(tx: Tx | Db, phone: string, passwordHash: string): Promise<void> {
    await tx
      .update(evalRespondents)
      .set({ password_hash: passwordHash, password_set_at: new Date(), failed_tries: 0, failed_since: null, locked_until: null })
      .where(eq(evalRespondents.phone, phone));
  }
}
