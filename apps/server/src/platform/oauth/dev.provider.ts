import { ResultCode, ThirdPartyMsg } from '@zhuyun/contracts';
import { AppError } from '../errors';
import { sha256Hex } from '../crypto';
import type { OneTimeTokens } from '../one-time-tokens';
import type { OAuthProvider, ThirdPartyIdentity } from './oauth-provider';

export const DEV_AUTHORIZE_PATH = '/dev/oauth/authorize';
export const DEV_CONSENT_PATH = '/dev/oauth/consent';
const DEV_CODE_SECONDS = 300;

export interface DevCode {
  open_id: string;
  nick_name: string;
  redirect_uri: string;
}

/** The same nickname is the same person on every scan, so a second scan finds the account bound by the first. */
export const devOpenId = (nickName: string): string => `dev-${sha256Hex(nickName.trim()).slice(0, 24)}`;

/**
 * A built-in stand-in for WeChat outside production: its authorise page (dev-oauth.page.ts) plays the QR scan and
 * the consent, then sends the browser back with a single-use code that this provider redeems.
 */
export class DevOAuthProvider implements OAuthProvider {
  readonly name = 'dev' as const;
  constructor(
    private readonly origin: string,
    private readonly tokens: OneTimeTokens,
  ) {}

  authorizeUrl(state: string, redirectUri: string): string {
    const query = new URLSearchParams({ appid: 'zhuyun-dev', redirect_uri: redirectUri, response_type: 'code', scope: 'snsapi_login', state });
    return `${this.origin}${DEV_AUTHORIZE_PATH}?${query.toString()}`;
  }

  /** What the consent button does: a code for this person, valid five minutes, once. */
  issueCode(nickName: string, redirectUri: string): Promise<string> {
    const payload: DevCode = { open_id: devOpenId(nickName), nick_name: nickName.trim(), redirect_uri: redirectUri };
    return this.tokens.issue('dev_code', payload, DEV_CODE_SECONDS);
  }

  async exchangeCode(code: string, redirectUri: string): Promise<ThirdPartyIdentity> {
    const redeemed = await this.tokens.redeem<DevCode>('dev_code', code);
    // RFC 6749 §4.1.3: the code is only good with the redirect URI it was issued for.
    if (!redeemed.ok || redeemed.payload.redirect_uri !== redirectUri) {
      throw new AppError(ResultCode.CODE_INVALID, ThirdPartyMsg.authCodeInvalid);
    }
    return { open_id: redeemed.payload.open_id, union_id: null, nick_name: redeemed.payload.nick_name };
  }
}
