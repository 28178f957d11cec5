import { AuditAction, LoginType } from '@zhuyun/contracts';
import type { SessionContext } from '../../platform/session/session.types';
import { AppError } from '../../platform/errors';
import type { AuditEvent } from '../../platform/audit/audit-trail';
import type { Platform } from '../../platform/platform';
import type { UserRepo } from '../user';

interface SignInAnswer {
  user_id: string;
  user_name: string;
  comp_id: string | null;
}

interface SignInInput {
  login_type?: number;
  user_no?: string;
  phone?: string;
}

/**
 * Wraps a sign-in so that its outcome lands in the audit trail (issue 15): a success in the unit the session starts
 * in, a refusal in the unit the person would have started in (or the platform chain when nobody matched). What was
 * typed is never recorded — a password typed into the account field must not end up in a log.
 */
export function auditSignIn(platform: Platform, users: UserRepo) {
  const refused = auditRefusedSignIn(platform, users);
  return async <T extends SignInAnswer>(input: SignInInput, method: string, run: () => Promise<T>): Promise<T> => {
    try {
      const answer = await run();
      await recordSignIn(platform, answer, method);
      return answer;
    } catch (error) {
      await refused(input, method, error);
      throw error;
    }
  };
}

/** A sign-in that succeeded (a scan of a bound account, a registration that signs in): in the session's unit. */
export function recordSignIn(platform: Platform, answer: SignInAnswer, method: string): Promise<void> {
  return platform.audit.record(
    { userId: answer.user_id, userName: answer.user_name, companyId: answer.comp_id },
    { action: AuditAction.signIn, objectType: 'session', objectId: answer.user_id, detail: method },
  );
}

/**
 * A refused check of someone's password or code (a sign-in, a third-party bind): `sign_in_failed` with the result
 * code, in the unit of the person the account or phone names, or the platform chain when it names nobody.
 */
export function auditRefusedSignIn(platform: Platform, users: UserRepo) {
  return async (input: SignInInput, method: string, error: unknown): Promise<void> => {
    if (!(error instanceof AppError)) return;
    const byPassword = input.login_type === undefined || input.login_type === LoginType.password;
    const key = String((byPassword ? input.user_no : input.phone) ?? '').trim();
    const user = key ? await (byPassword ? users.byUserNo(key) : users.byPhone(key)) : undefined;
    const unit = user ? await users.startingMembership(user.user_id, user.default_company_id) : undefined;
    await platform.audit.record(
      { userId: user?.user_id ?? null, userName: user?.user_name ?? null, companyId: unit?.company_id ?? null },
      { action: AuditAction.signInFailed, objectType: 'session', objectId: user?.user_id ?? null, detail: `${method}:${error.code}` },
    );
  };
}

/**
 * A person's write without a unit session (a registration, a third-party bind) in the audit trail (issue 15): in the
 * chain of the unit their sign-in would start in, or the platform chain for a person of no unit yet — where refused
 * sign-ins of nobody go too (decision 021).
 */
export function auditPersonAct(platform: Platform, users: UserRepo) {
  return async (userId: string, event: Omit<AuditEvent, 'companyId'>): Promise<void> => {
    const user = await users.byId(userId);
    const unit = user ? await users.startingMembership(user.user_id, user.default_company_id) : null;
    await platform.audit.record({ userId, userName: user?.user_name ?? null, companyId: unit?.company_id ?? null }, event);
  };
}

/** After a switch of unit or job: recorded in the unit the new session is in, its company id as the after state. */
export function auditSwitch(platform: Platform) {
  return (session: SessionContext, action: AuditAction, objectType: string, objectId: string) =>
    async <T extends { comp_id: string | null }>(answer: T): Promise<T> => {
      await platform.audit.record({ userId: session.userId, userName: session.user.user_name, companyId: answer.comp_id }, { action, objectType, objectId, after: { company_id: answer.comp_id } });
      return answer;
    };
}
