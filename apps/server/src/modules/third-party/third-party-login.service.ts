import { uuidv7 } from 'uuidv7';
import { ResultCode, ThirdPartyMsg, UNIQUE_TOKEN_SECONDS, WEB_SYSTEM_NO, type ResponseOf, type thirdParty } from '@zhuyun/contracts';
import type { Db } from '../../db/client';
import { AppError, fail } from '../../platform/errors';
import type { OAuthProvider, ThirdPartyIdentity } from '../../platform/oauth/oauth-provider';
import type { OneTimeTokens } from '../../platform/one-time-tokens';
import type { LoginService } from '../auth';
import type { UserRepo } from '../user';
import type { ThirdPartyRepo } from './third-party.repo';

/** How long a scan attempt (its state) may take from dialog to callback. */
const STATE_SECONDS = 600;

interface StatePayload {
  provider: string;
  sid: string;
}
export interface PendingBind extends ThirdPartyIdentity {
  provider: string;
}

type LoginAnswer = ResponseOf<typeof thirdParty.checkThirdBound>;

/**
 * Scan login (spec-1 §2 "Login's scan dialog", "Blank page", §4): start → the provider's QR page with a state;
 * check → the callback's state and code are each redeemed once; a bound account signs in, an unbound one gets a
 * unique_token (10 min, stored hashed, single use) for the bind panel; bind → password check with the login's
 * lockout, then the binding, consuming the unique_token in the same transaction.
 */
export class ThirdPartyLoginService {
  constructor(
    private readonly db: Db,
    private readonly tokens: OneTimeTokens,
    private readonly provider: OAuthProvider | null,
    private readonly redirectUri: string,
    private readonly repo: ThirdPartyRepo,
    private readonly users: UserRepo,
    private readonly logins: LoginService,
  ) {}

  private enabled(): OAuthProvider {
    if (!this.provider) throw fail.forbidden(ThirdPartyMsg.providerOff);
    return this.provider;
  }

  async start(): Promise<{ url: string; token: string; sid: string; provider: 'wechat' | 'dev' }> {
    const provider = this.enabled();
    const sid = uuidv7();
    const state = await this.tokens.issue('oauth_state', { provider: provider.name, sid } satisfies StatePayload, STATE_SECONDS);
    return { url: provider.authorizeUrl(state, this.redirectUri), token: state, sid, provider: provider.name };
  }

  /** Redeems the callback's state (once, for this provider) and trades its code for the scanned identity. */
  private async identityOf(input: { code: string; state: string }): Promise<PendingBind> {
    const provider = this.enabled();
    const state = await this.tokens.redeem<StatePayload>('oauth_state', input.state);
    if (!state.ok || state.payload.provider !== provider.name) throw new AppError(ResultCode.CODE_INVALID, ThirdPartyMsg.stateInvalid);
    return { provider: provider.name, ...(await provider.exchangeCode(input.code, this.redirectUri)) };
  }

  /**
   * Check bound type 1 (/loginMode): a signed-in person's scan never signs in; it answers a unique_token that only
   * bindCurrentUser redeems, for the same session's person. Whether the account is free is decided there, in its
   * transaction.
   */
  async checkForBind(input: { code: string; state: string }): Promise<LoginAnswer> {
    const identity = await this.identityOf(input);
    const unique_token = await this.tokens.issue('unique_token', identity, UNIQUE_TOKEN_SECONDS);
    return { unique_token, nick_name: identity.nick_name, expires_in: UNIQUE_TOKEN_SECONDS };
  }

  async check(input: { code: string; state: string; system_no?: string }): Promise<{ bound: true; answer: LoginAnswer } | { bound: false; answer: LoginAnswer }> {
    const identity = await this.identityOf(input);
    const binding = await this.repo.bindingOf(identity.provider, identity.open_id);
    if (binding) {
      const user = await this.users.byId(binding.user_id);
      if (!user) throw new AppError(ResultCode.INTERNAL);
      if (user.status === 2) throw new AppError(ResultCode.ACCOUNT_FROZEN);
      return { bound: true, answer: await this.logins.startSession(user, input.system_no || WEB_SYSTEM_NO) };
    }
    const unique_token = await this.tokens.issue('unique_token', identity, UNIQUE_TOKEN_SECONDS);
    return { bound: false, answer: { unique_token, nick_name: identity.nick_name, expires_in: UNIQUE_TOKEN_SECONDS } };
  }

  async bind(input: { unique_token: string; user_no: string; password: string; third_type: number }): Promise<{ user_id: string; nick_name: string | null }> {
    const peeked = await this.tokens.peek<PendingBind>('unique_token', input.unique_token);
    if (!peeked.ok) throw new AppError(ResultCode.CODE_INVALID, ThirdPartyMsg.uniqueTokenInvalid);
    // A wrong password leaves the unique_token usable (and counts towards the account's lockout, as at login).
    const user = await this.logins.byPassword({ user_no: input.user_no, password: input.password });
    if (user.status === 2) throw new AppError(ResultCode.ACCOUNT_FROZEN);
    return this.db.transaction(async (tx) => {
      const redeemed = await this.tokens.redeem<PendingBind>('unique_token', input.unique_token, tx);
      if (!redeemed.ok) throw new AppError(ResultCode.CODE_INVALID, ThirdPartyMsg.uniqueTokenInvalid);
      const identity = redeemed.payload;
      const taken = await this.repo.bindingOf(identity.provider, identity.open_id, tx);
      if (taken) throw fail.conflict(ThirdPartyMsg.thirdAccountTaken);
      if (await this.repo.bindingOfUser(user.user_id, identity.provider, input.third_type, tx)) throw fail.conflict(ThirdPartyMsg.userAlreadyBound);
      const bound = await this.repo.bind(tx, {
        user_id: user.user_id,
        third_type: input.third_type,
        provider: identity.provider,
        open_id: identity.open_id,
        union_id: identity.union_id,
        nick_name: identity.nick_name,
      });
      if (!bound) throw fail.conflict(ThirdPartyMsg.thirdAccountTaken);
      return { user_id: user.user_id, nick_name: identity.nick_name };
    });
  }
}
