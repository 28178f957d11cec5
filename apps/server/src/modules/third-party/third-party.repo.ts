import { and, asc, eq } from 'drizzle-orm';
import { uuidv7 } from 'uuidv7';
import type { Db, Tx } from '../../db/client';
import { businessSystems, systemAuthorisations, thirdPartyAccounts } from '../../db/schema';

/** Bindings of third-party accounts, and the business-system look-ups of the external-menu check. */
export class ThirdPartyRepo {
  constructor(private readonly db: Db) {}

  async bindingOf(provider: string, openId: string, db: Db | Tx = this.db) {
    const [row] = await db
      .select()
      .from(thirdPartyAccounts)
      .where(and(eq(thirdPartyAccounts.provider, provider), eq(thirdPartyAccounts.open_id, openId)));
    return row;
  }

  async bindingOfUser(userId: string, provider: string, thirdType: number, db: Db | Tx = this.db) {
    const [row] = await db
      .select()
      .from(thirdPartyAccounts)
      .where(and(eq(thirdPartyAccounts.user_id, userId), eq(thirdPartyAccounts.provider, provider), eq(thirdPartyAccounts.third_type, thirdType)));
    return row;
  }

  /** Every binding of one person, oldest first. */
  async bindingsOfUser(userId: string) {
    return this.db.select().from(thirdPartyAccounts).where(eq(thirdPartyAccounts.user_id, userId)).orderBy(asc(thirdPartyAccounts.created_at));
  }

  /** Removes one person's bindings of a third_type; answers how many went (0: there was none). */
  async unbind(userId: string, thirdType: number): Promise<number> {
    const removed = await this.db
      .delete(thirdPartyAccounts)
      .where(and(eq(thirdPartyAccounts.user_id, userId), eq(thirdPartyAccounts.third_type, thirdType)))
      .returning({ id: thirdPartyAccounts.id });
    return removed.length;
  }

  async bind(
    tx: Tx,
    row: { user_id: string; third_type: number; provider: string; open_id: string; union_id: string | null; nick_name: string | null },
  ): Promise<boolean> {
    const inserted = await tx
      .insert(thirdPartyAccounts)
      .values({ id: uuidv7(), ...row })
      .onConflictDoNothing()
      .returning({ id: thirdPartyAccounts.id });
    return inserted.length === 1;
  }

  async systemByNo(systemNo: string) {
    const [row] = await this.db.select().from(businessSystems).where(eq(businessSystems.system_no, systemNo));
    return row;
  }

  /** The unit's authorisation status for a system: 0 when it never applied. */
  async authorisationStatus(companyId: string, sid: string): Promise<number> {
    const [row] = await this.db
      .select({ status: systemAuthorisations.status })
      .from(systemAuthorisations)
      .where(and(eq(systemAuthorisations.company_id, companyId), eq(systemAuthorisations.sid, sid)));
    return row?.status ?? 0;
  }
}
