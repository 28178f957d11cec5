import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AuditAction, Msg, ResultCode, SignatureHeader, ThirdCheckType, ThirdPartyMsg, thirdParty } from '@zhuyun/contracts';
import { AppError } from '../../platform/errors';
import { registerRoute } from '../../platform/http/register-route';
import { installDevOAuthPages } from '../../platform/oauth/dev-oauth.page';
import { DevOAuthProvider } from '../../platform/oauth/dev.provider';
import type { OAuthProvider } from '../../platform/oauth/oauth-provider';
import { WeChatProvider } from '../../platform/oauth/wechat.provider';
import { OneTimeTokens } from '../../platform/one-time-tokens';
import type { Platform } from '../../platform/platform';
import { LoginService, SmsCodeService, unknownNameLockoutOf } from '../auth';
import { UserRepo } from '../user';
import { auditPersonAct, auditRefusedSignIn, auditSignIn, recordSignIn } from '../audit';
import { HandoverService } from './handover.service';
import { ThirdPartyAccountService } from './third-party-account.service';
import { ThirdPartyLoginService } from './third-party-login.service';
import { ThirdPartyRepo } from './third-party.repo';

/** The provider THIRD_PARTY_LOGIN chose; the dev provider also serves its authorise pages (never in production). */
function createProvider(app: FastifyInstance, platform: Platform, tokens: OneTimeTokens): OAuthProvider | null {
  const { config } = platform;
  if (config.thirdParty.provider === 'wechat') {
    return new WeChatProvider({ appId: config.thirdParty.wechatAppId as string, appSecret: config.thirdParty.wechatAppSecret as string });
  }
  if (config.thirdParty.provider === 'dev' && !config.production) {
    const dev = new DevOAuthProvider(new URL(config.thirdParty.redirectUri).origin, tokens);
    installDevOAuthPages(app, dev, config.thirdParty.redirectUri);
    return dev;
  }
  return null;
}

/** External systems, the token hand-over and third-party scan login (spec-1 §2, §4, §6, §7). */
export function registerThirdPartyRoutes(app: FastifyInstance, platform: Platform, provider?: OAuthProvider | null): void {
  const { db } = platform.database;
  const tokens = new OneTimeTokens(db);
  const users = new UserRepo(db);
  const repo = new ThirdPartyRepo(db);
  const logins = new LoginService(users, platform.sessions, new SmsCodeService(db, platform.sms, platform.codePepper), unknownNameLockoutOf(platform));
  const chosen = provider === undefined ? createProvider(app, platform, tokens) : provider;
  const scan = new ThirdPartyLoginService(db, tokens, chosen, platform.config.thirdParty.redirectUri, repo, users, logins);
  const handover = new HandoverService(tokens, repo, users, logins);
  const signedIn = auditSignIn(platform, users);
  const refused = auditRefusedSignIn(platform, users);
  const personAct = auditPersonAct(platform, users);
  const accounts = new ThirdPartyAccountService(db, tokens, repo);
  // Every way in without a session is limited per address like sign-in: codes and tokens cannot be guessed at speed.
  const perIp = (name: string) => async (request: FastifyRequest) => {
    if (!(await platform.rateLimiter.hit(`${name}:${request.ip}`, platform.config.rateLimits.loginPerMinute, 60))) {
      throw new AppError(ResultCode.RATE_LIMITED);
    }
  };

  registerRoute(app, platform, thirdParty.checkSysBind, {
    handler: ({ input, session }) => handover.checkSysBind(session, input),
  });

  registerRoute(app, platform, thirdParty.getAccessTokenByShort, {
    msg: Msg.loginSuccess,
    before: perIp('short-token'),
    // A sign-in by hand-over: in the audit trail like any other (a refused token in the platform chain).
    handler: ({ input }) => signedIn({}, 'short_token', () => handover.exchange(input.short_token)),
  });

  registerRoute(app, platform, thirdParty.getThirdLoginPlatform, {
    before: perIp('third-start'),
    handler: () => scan.start(),
  });

  registerRoute(app, platform, thirdParty.checkThirdBound, {
    msg: Msg.loginSuccess,
    before: perIp('third-check'),
    handler: async ({ input, request, setCode }) => {
      if (input.type === ThirdCheckType.scanBind) {
        // A bind scan belongs to a signed-in person (10201 without one); the call stays open for type 0's sign-in.
        const token = request.headers[SignatureHeader.token];
        await platform.sessions.resolve(Array.isArray(token) ? token[0] : token);
        return scan.checkForBind(input);
      }
      const result = await scan.check(input);
      if (!result.bound) setCode(ResultCode.THIRD_PARTY_UNBOUND);
      // A scan of a bound account is a sign-in: in the trail like any other (a GET, so no generic entry would be).
      else if ('access_token' in result.answer) await recordSignIn(platform, result.answer, 'third_scan');
      return result.answer;
    },
  });

  registerRoute(app, platform, thirdParty.bindThirdAccount, {
    msg: ThirdPartyMsg.bound,
    before: perIp('login'),
    // Public: a wrong password here counts toward the account's lock as at sign-in, and is recorded as one; the
    // binding lands in the unit the person signs in to (or the platform chain).
    handler: async ({ input }) => {
      const bound = await scan.bind(input).catch(async (error: unknown) => {
        await refused({ user_no: input.user_no }, 'third_bind', error);
        throw error;
      });
      await personAct(bound.user_id, { action: AuditAction.create, objectType: 'third_account', objectId: bound.user_id, after: { ...bound, third_type: input.third_type }, detail: 'third_bind' });
      return bound;
    },
  });

  registerRoute(app, platform, thirdParty.getUserThirdList, {
    handler: ({ session }) => accounts.list(session.userId),
  });

  registerRoute(app, platform, thirdParty.bindCurrentUser, {
    msg: ThirdPartyMsg.bound,
    handler: ({ input, session }) => accounts.bindCurrent(session.userId, input),
  });

  registerRoute(app, platform, thirdParty.unbindThirdAccount, {
    msg: ThirdPartyMsg.unbound,
    handler: ({ input, session }) => accounts.unbind(session.userId, input.third_type),
  });
}
