import { LoginType, ResultCode, UsageCode, WEB_SYSTEM_NO } from '@zhuyun/contracts';
import type { ResponseOf } from '@zhuyun/contracts';
import type { auth } from '@zhuyun/contracts';
import { AppError } from '../../platform/errors';
import { verifyPassword } from '../../platform/passwords';
import type { SessionService } from '../../platform/session/session.service';
import type { UserRepo, UserRow } from '../user';
import type { SmsCodeService } from './sms-code.service';
import type { UnknownNameLockout } from './unknown-name-lockout';

export const Lockout = { maxFailures: 5, windowMs: 15 * 60_000, lockMs: 15 * 60_000 } as const;

type LoginAnswer = ResponseOf<typeof auth.login>;
type LoginInput = { login_type: number; user_no?: string; password?: string; phone?: string; code?: string; system_no?: string };

/** Password login with lockout, phone-code login, and the answer both give (spec-1 §3 "Login response"). */
export class LoginService {
  constructor(
    private readonly users: UserRepo,
    private readonly sessions: SessionService,
    private readonly codes: SmsCodeService,
    private readonly unknownNames: UnknownNameLockout,
  ) {}

  async login(input: LoginInput): Promise<LoginAnswer> {
    const user = input.login_type === LoginType.password ? await this.byPassword(input) : await this.byPhoneCode(input);
    if (user.status === 2) throw new AppError(ResultCode.ACCOUNT_FROZEN);
    return this.startSession(user, input.system_no ?? WEB_SYSTEM_NO);
  }

  /** The password check of login, lockout included (also what the third-party bind panel asks). */
  async byPassword(input: Pick<LoginInput, 'user_no' | 'password'>): Promise<UserRow> {
    const userNo = String(input.user_no).trim();
    const user = await this.users.byUserNo(userNo);
    // An unknown user_no answers exactly as a known one (issue 15 fix 8): 10101 for each failure, then 10102 for the
    // lock's length, so neither the answer nor the lock tells which names exist.
    const lockedUntil = user ? (user.locked_until?.getTime() ?? 0) : this.unknownNames.lockedUntil(userNo);
    if (lockedUntil > Date.now()) throw new AppError(ResultCode.ACCOUNT_LOCKED);
    const ok = await verifyPassword(user?.password_hash ?? null, String(input.password));
    if (!user || !ok) {
      if (user) await this.users.recordFailure(user.user_id, Lockout.maxFailures, Lockout.windowMs, Lockout.lockMs);
      else this.unknownNames.recordFailure(userNo);
      throw new AppError(ResultCode.WRONG_CREDENTIALS);
    }
    await this.users.clearFailures(user.user_id);
    return user;
  }

  private async byPhoneCode(input: LoginInput): Promise<UserRow> {
    const phone = String(input.phone).trim();
    const user = await this.users.byPhone(phone);
    if (!user) throw new AppError(ResultCode.CODE_INVALID);
    // The password lock does not apply here (issue 15 fix 8): five wrong passwords from anyone must not keep the
    // owner, who holds the phone, out of their work. The code has its own limits (5 wrong tries burn it).
    await this.codes.redeem(phone, UsageCode.login, String(input.code), async () => undefined);
    return user;
  }

  async startSession(user: UserRow, platform: string): Promise<LoginAnswer> {
    const membership = await this.users.startingMembership(user.user_id, user.default_company_id);
    return this.startSessionIn(user, { companyId: membership?.company_id ?? null, orgId: membership?.org_id ?? null, jobId: membership?.job_id ?? null }, platform);
  }

  /** A session in a given unit and job (the token hand-over keeps the issuer's), answered like a login. */
  async startSessionIn(user: UserRow, at: { companyId: string | null; orgId: string | null; jobId: string | null }, platform: string): Promise<LoginAnswer> {
    const access_token = await this.sessions.create({ userId: user.user_id, ...at, platform });
    const context = await this.sessions.resolve(access_token);
    return {
      access_token,
      user_id: user.user_id,
      user_no: user.user_no,
      user_name: user.user_name,
      phone: user.phone,
      email: user.email,
      comp_id: context.companyId,
      company_type: context.company?.company_type ?? null,
      pwd_strong_flag: user.pwd_strong,
      job_list: context.jobs,
    };
  }
}

