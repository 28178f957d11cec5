import { and, eq } from 'drizzle-orm';
import { Msg, ReviewStatus } from '@zhuyun/contracts';
import type { Db } from '../../db/client';
import { companies, companyMembers, users } from '../../db/schema';
import { fail } from '../../platform/errors';
import type { SessionService } from '../../platform/session/session.service';
import type { SessionContext } from '../../platform/session/session.types';
import type { UserRepo } from '../user';
import type { LoginService } from './login.service';

/**
 * Switching unit or job (spec-1 §4): the choice is remembered (default unit, current job there), the old session
 * ends — its token answers 10204 from then on — and a new one starts where the person now is.
 */
export class SwitchService {
  constructor(
    private readonly db: Db,
    private readonly users: UserRepo,
    private readonly sessions: SessionService,
    private readonly logins: LoginService,
  ) {}

  /** `orgId`, when sent, must be the unit's own root organisation: another unit's is 10002, as an unknown unit is. */
  async toCompany(session: SessionContext, companyId: string, orgId?: string) {
    const [row] = await this.db
      .select({ unit_status: companies.status, member_status: companyMembers.status, org_id: companies.org_id })
      .from(companyMembers)
      .innerJoin(companies, eq(companies.company_id, companyMembers.company_id))
      .where(and(eq(companyMembers.company_id, companyId), eq(companyMembers.user_id, session.userId)));
    if (!row || (orgId && row.org_id !== orgId)) throw fail.notFound();
    if (row.unit_status !== ReviewStatus.approved) throw fail.forbidden(Msg.unitNotApproved);
    if (row.member_status !== ReviewStatus.approved) throw fail.forbidden(Msg.notMemberOfUnit);
    await this.db.update(users).set({ default_company_id: companyId, updated_at: new Date() }).where(eq(users.user_id, session.userId));
    return this.restart(session);
  }

  async toJob(session: SessionContext, jobId: string) {
    if (!session.companyId || !session.jobs.some((j) => j.job_id === jobId)) throw fail.forbidden(Msg.jobNotYours);
    await this.db
      .update(companyMembers)
      .set({ job_id: jobId })
      .where(and(eq(companyMembers.company_id, session.companyId), eq(companyMembers.user_id, session.userId)));
    await this.db
      .update(users)
      .set({ default_company_id: session.companyId, updated_at: new Date() })
      .where(eq(users.user_id, session.userId));
    return this.restart(session);
  }

  private async restart(session: SessionContext) {
    const user = await this.users.byId(session.userId);
    if (!user) throw fail.notFound();
    await this.sessions.end(session.tokenHash, 'switched');
    return this.logins.startSession(user, session.platform);
  }
}
