import { ResultCode, ThirdPartyMsg, type ResponseOf, type thirdParty } from '@zhuyun/contracts';
import type { Db } from '../../db/client';
import { AppError, fail } from '../../platform/errors';
import type { OneTimeTokens } from '../../platform/one-time-tokens';
import type { PendingBind } from './third-party-login.service';
import type { ThirdPartyRepo } from './third-party.repo';

type Binding = ResponseOf<typeof thirdParty.getUserThirdList>['list'][number];

/**
 * The signed-in person's own bindings (personal centre /loginMode): list, bind the account of a bind scan (check
 * bound type 1) to themself, unbind. The person is always the session's user id, never a request field.
 */
export class ThirdPartyAccountService {
  constructor(
    private readonly db: Db,
    private readonly tokens: OneTimeTokens,
    private readonly repo: ThirdPartyRepo,
  ) {}

  async list(userId: string): Promise<{ list: Binding[] }> {
    const rows = await this.repo.bindingsOfUser(userId);
    return {
      list: rows.map((row) => ({ third_type: row.third_type, provider: row.provider, nick_name: row.nick_name, created_at: row.created_at.toISOString() })),
    };
  }

  async bindCurrent(userId: string, input: { unique_token: string; third_type: number }): Promise<{ user_id: string; nick_name: string | null }> {
    // One transaction, and every query on tx: PGlite has a single connection, a query on the outer db would wait forever.
    return this.db.transaction(async (tx) => {
      const redeemed = await this.tokens.redeem<PendingBind>('unique_token', input.unique_token, tx);
      if (!redeemed.ok) throw new AppError(ResultCode.CODE_INVALID, ThirdPartyMsg.uniqueTokenInvalid);
      const identity = redeemed.payload;
      const taken = await this.repo.bindingOf(identity.provider, identity.open_id, tx);
      if (taken) throw fail.conflict(taken.user_id === userId ? ThirdPartyMsg.alreadyBoundToYou : ThirdPartyMsg.thirdAccountBoundToOther);
      if (await this.repo.bindingOfUser(userId, identity.provider, input.third_type, tx)) throw fail.conflict(ThirdPartyMsg.userAlreadyBound);
      const bound = await this.repo.bind(tx, {
        user_id: userId,
        third_type: input.third_type,
        provider: identity.provider,
        open_id: identity.open_id,
        union_id: identity.union_id,
        nick_name: identity.nick_name,
      });
      // A racing bind of the same account won between the check and the insert.
      if (!bound) throw fail.conflict(ThirdPartyMsg.thirdAccountBoundToOther);
      return { user_id: userId, nick_name: identity.nick_name };
    });
  }

  async unbind(userId: string, thirdType: number): Promise<null> {
    const removed = await this.repo.unbind(userId, thirdType);
    if (removed === 0) throw fail.notFound(ThirdPartyMsg.notBound);
    return null;
  }
}
