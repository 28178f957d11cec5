import { and, eq, notInArray } from 'drizzle-orm';
import { uuidv7 } from 'uuidv7';
import { Msg, OrgMsg, organisation } from '@zhuyun/contracts';
import type { Db } from '../../db/client';
import { companyMembers, jobUsers, users } from '../../db/schema';
import { fail } from '../../platform/errors';
import { hashPassword } from '../../platform/passwords';
import type { SessionService } from '../../platform/session/session.service';
import { deptSubtree, type AccountsRepo, type Sort } from './accounts.repo';
import type { UserRepo } from './user.repo';

const { AccountStatus } = organisation;

/**
 * The unit administrator's account work (spec-2 §7.3 "Login and users"). A person outside the session's unit answers
 * 10002 like a missing one. Freezing acts on the account itself (users.status), the only status login reads.
 */
export class AccountsService {
  constructor(
    private readonly db: Db,
    private readonly accounts: AccountsRepo,
    private readonly users: UserRepo,
    private readonly sessions: SessionService,
  ) {}

  /** The department and every department below it; without one, every member of the unit. */
  async list(
    companyId: string,
    input: { dept_id?: string; job_id?: string; status?: number; search?: string } & Sort,
    window: { offset: number; limit: number },
  ) {
    const deptIds = input.dept_id ? await deptSubtree(this.db, companyId, input.dept_id) : undefined;
    if (input.dept_id && !deptIds) throw fail.notFound();
    return this.accounts.page(companyId, { deptIds, jobId: input.job_id || undefined, status: input.status, search: input.search }, input, window);
  }

  private async member(companyId: string, userId: string) {
    const member = await this.accounts.membership(companyId, userId);
    if (!member || member.status !== 3) throw fail.notFound();
    const user = await this.users.byId(userId);
    if (!user) throw fail.notFound();
    return { member, user };
  }

  async changeStatus(companyId: string, actorId: string, userId: string, type: number) {
    const { user } = await this.member(companyId, userId);
    if (userId === actorId) throw fail.forbidden(OrgMsg.cannotFreezeSelf);
    if (user.is_platform_admin) throw fail.forbidden(OrgMsg.cannotChangePlatformAdmin);
    await this.db.update(users).set({ status: type, updated_at: new Date() }).where(eq(users.user_id, userId));
    // A frozen person is out at once: every token they hold answers 10204 from the next call.
    if (type === AccountStatus.frozen) await this.sessions.endAllOfUser(userId, 'frozen');
    return { user_id: userId, status: type };
  }

  private async requireJobs(companyId: string, jobIds: string[]) {
    const found = await this.accounts.existingJobs(companyId, jobIds);
    if (found.length !== jobIds.length) throw fail.notFound();
  }

  private async requireFree(fields: { user_no?: string; phone?: string }, exceptUserId?: string) {
    if (fields.user_no !== undefined) {
      const owner = await this.users.byUserNo(fields.user_no);
      if (owner && owner.user_id !== exceptUserId) throw fail.conflict(Msg.userNoTaken);
    }
    if (fields.phone !== undefined) {
      const owner = await this.users.byPhone(fields.phone);
      if (owner && owner.user_id !== exceptUserId) throw fail.conflict(Msg.phoneTaken);
    }
  }

  async add(companyId: string, input: { user_no: string; user_name: string; phone: string; password: string; job_id: string[] }) {
    await this.requireJobs(companyId, input.job_id);
    await this.requireFree(input);
    const user_id = uuidv7();
    const password_hash = await hashPassword(input.password);
    await this.db
      .transaction(async (tx) => {
        await tx.insert(users).values({ user_id, user_no: input.user_no, user_name: input.user_name, phone: input.phone, password_hash, pwd_strong: true });
        await tx.insert(companyMembers).values({ company_id: companyId, user_id, status: 3, job_id: input.job_id[0] ?? null });
        await tx.insert(jobUsers).values(input.job_id.map((job_id) => ({ company_id: companyId, job_id, user_id })));
      })
      .catch(rethrowUniqueAsConflict);
    return { user_id };
  }

  async edit(companyId: string, input: { user_id: string; user_name?: string; phone?: string; user_no?: string; job_id?: string[] }) {
    const { user } = await this.member(companyId, input.user_id);
    if (user.is_platform_admin) throw fail.forbidden(OrgMsg.cannotChangePlatformAdmin);
    if (input.job_id) await this.requireJobs(companyId, input.job_id);
    await this.requireFree(input, user.user_id);
    await this.db
      .transaction(async (tx) => {
        const changes = { user_name: input.user_name, phone: input.phone, user_no: input.user_no };
        if (Object.values(changes).some((v) => v !== undefined)) {
          await tx.update(users).set({ ...changes, updated_at: new Date() }).where(eq(users.user_id, user.user_id));
        }
        if (!input.job_id) return;
        const mine = and(eq(jobUsers.company_id, companyId), eq(jobUsers.user_id, user.user_id));
        await tx.delete(jobUsers).where(input.job_id.length ? and(mine, notInArray(jobUsers.job_id, input.job_id)) : mine);
        await tx
          .insert(jobUsers)
          .values(input.job_id.map((job_id) => ({ company_id: companyId, job_id, user_id: user.user_id })))
          .onConflictDoNothing();
        await this.accounts.settleCurrentJob(companyId, user.user_id, tx);
      })
      .catch(rethrowUniqueAsConflict);
  }

  async checkPhone(phone: string) {
    if (await this.users.byPhone(phone)) throw fail.conflict(Msg.phoneTaken);
    return { phone, available: true };
  }

  /**
   * Leaves the account; ends its sessions so a removed person's open token no longer reaches the unit. An
   * administrator may leave while another administrator remains.
   */
  async remove(companyId: string, userId: string) {
    const { member } = await this.member(companyId, userId);
    await this.db.transaction(async (tx) => {
      if (member.is_admin && (await this.accounts.adminCount(companyId, tx)) <= 1) throw fail.conflict(OrgMsg.lastAdmin);
      await tx.delete(jobUsers).where(and(eq(jobUsers.company_id, companyId), eq(jobUsers.user_id, userId)));
      await tx.delete(companyMembers).where(and(eq(companyMembers.company_id, companyId), eq(companyMembers.user_id, userId)));
      await tx
        .update(users)
        .set({ default_company_id: null })
        .where(and(eq(users.user_id, userId), eq(users.default_company_id, companyId)));
    });
    await this.sessions.endAllOfUser(userId, 'removed_from_unit');
  }
}

/** Two writes racing for one name or phone: the loser gets the same answer as a taken one. */
function rethrowUniqueAsConflict(error: unknown): never {
  const text = String((error as { cause?: { message?: string } })?.cause?.message ?? (error as Error)?.message ?? '');
  if (text.includes('users_phone_key')) throw fail.conflict(Msg.phoneTaken);
  if (text.includes('users_user_no_key')) throw fail.conflict(Msg.userNoTaken);
  throw error;
}
