import { AuditAction, LoginType } from '@zhuyun/contracts';
import type { SessionContext } from '../../platform/session/session.types';
import { AppError } from '../../platform/errors';
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
  return async <T extends SignInAnswer>(input: SignInInput, method: string, run: () => Promise<T>): Promise<T> => {
    try {
      const answer = await run();
      await platform.audit.record(
        { userId: answer.user_id, userName: answer.user_name, companyId: answer.comp_id },
        { action: AuditAction.signIn, objectType: 'session', objectId: answer.user_id, detail: method },
      );
      return answer;
    } catch (error) {
      if (error instanceof AppError) {
        const byPassword = input.login_type === undefined || input.login_type === LoginType.password;
        const key = String((byPassword ? input.user_no : input.phone) ?? '').trim();
        const user = key ? await (byPassword ? users.byUserNo(key) : users.byPhone(key)) : undefined;
        const unit = user ? await users.startingMembership(user.user_id, user.default_company_id) : undefined;
        await platform.audit.record(
          { userId: user?.user_id ?? null, userName: user?.user_name ?? null, companyId: unit?.company_id ?? null },
          { action: AuditAction.signInFailed, objectType: 'session', objectId: user?.user_id ?? null, detail: `${method}:${error.code}` },
        );
      }
      throw error;
    }
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
