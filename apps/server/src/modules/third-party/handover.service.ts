import { ResultCode, ReviewStatus, SHORT_TOKEN_SECONDS, ThirdPartyMsg, type ResponseOf, type thirdParty } from '@zhuyun/contracts';
import { AppError, fail } from '../../platform/errors';
import type { OneTimeTokens } from '../../platform/one-time-tokens';
import type { SessionContext } from '../../platform/session/session.types';
import type { LoginService } from '../auth';
import type { UserRepo } from '../user';
import type { ThirdPartyRepo } from './third-party.repo';

interface ShortTokenPayload {
  user_id: string;
  company_id: string | null;
  org_id: string | null;
  job_id: string | null;
  system_no: string;
}

const refusal = {
  unknown: ThirdPartyMsg.shortTokenUnknown,
  expired: ThirdPartyMsg.shortTokenExpired,
  used: ThirdPartyMsg.shortTokenUsed,
} as const;

/**
 * External systems and the token hand-over (spec-1 §2 "Token hand-over", §6, §7). A system is bound for a person
 * when their current unit holds an approved authorisation for it (status 3); the check then issues a short token:
 * 60 s, stored hashed, redeemable once, carrying the issuer's unit and job so the other system opens the same seat.
 */
export class HandoverService {
  constructor(
    private readonly tokens: OneTimeTokens,
    private readonly repo: ThirdPartyRepo,
    private readonly users: UserRepo,
    private readonly logins: LoginService,
  ) {}

  async checkSysBind(session: SessionContext, input: { app_sys_no: string; user_id?: string }): Promise<ResponseOf<typeof thirdParty.checkSysBind>> {
    if (input.user_id && input.user_id !== session.userId) throw fail.forbidden(ThirdPartyMsg.notYourUser);
    const system = await this.repo.systemByNo(input.app_sys_no);
    if (!system) throw fail.notFound(ThirdPartyMsg.systemNotFound);
    const status = session.companyId ? await this.repo.authorisationStatus(session.companyId, system.sid) : ReviewStatus.notApplied;
    const base = { system_no: system.system_no, system_name: system.system_name };
    if (status !== ReviewStatus.approved) return { ...base, bound: false, access_token: null, expires_in: null };
    const payload: ShortTokenPayload = {
      user_id: session.userId,
      company_id: session.companyId,
      org_id: session.orgId,
      job_id: session.jobId,
      system_no: system.system_no,
    };
    const token = await this.tokens.issue('short_token', payload, SHORT_TOKEN_SECONDS);
    return { ...base, bound: true, access_token: token, expires_in: SHORT_TOKEN_SECONDS };
  }

  async exchange(shortToken: string): Promise<ResponseOf<typeof thirdParty.getAccessTokenByShort>> {
    const redeemed = await this.tokens.redeem<ShortTokenPayload>('short_token', shortToken);
    if (!redeemed.ok) throw new AppError(ResultCode.TOKEN_INVALID, refusal[redeemed.reason]);
    const { user_id, company_id, org_id, job_id, system_no } = redeemed.payload;
    const user = await this.users.byId(user_id);
    if (!user) throw new AppError(ResultCode.TOKEN_INVALID, ThirdPartyMsg.shortTokenUnknown);
    if (user.status === 2) throw new AppError(ResultCode.ACCOUNT_FROZEN);
    return this.logins.startSessionIn(user, { companyId: company_id, orgId: org_id, jobId: job_id }, system_no);
  }
}
