import { ResultCode, ThirdPartyMsg } from '@zhuyun/contracts';
import { AppError } from '../errors';
import type { OAuthProvider, ThirdPartyIdentity } from './oauth-provider';

export interface WeChatOptions {
  appId: string;
  appSecret: string;
  fetch?: typeof fetch;
  /** Overridable for tests against a local stand-in; WeChat's own hosts by default. */
  openBase?: string;
  apiBase?: string;
}

interface WeChatError {
  errcode?: number;
  errmsg?: string;
}

/** Codes WeChat answers for a code that is wrong, expired or already used. */
const BAD_CODE = new Set([40029, 40163, 41008, 42003]);

/**
 * WeChat Open Platform website login (网站应用微信登录): the QR page is `connect/qrconnect` with scope snsapi_login;
 * the code becomes an access token and openid at `sns/oauth2/access_token`, and `sns/userinfo` gives the nickname
 * and unionid. The QR page is embedded in the scan dialog the way WeChat's wxLogin.js does (login_type=jssdk,
 * self_redirect=false: the whole window, not the frame, goes to the redirect URI).
 */
export class WeChatProvider implements OAuthProvider {
  readonly name = 'wechat' as const;
  private readonly fetchImpl: typeof fetch;
  private readonly openBase: string;
  private readonly apiBase: string;

  constructor(private readonly options: WeChatOptions) {
    this.fetchImpl = options.fetch ?? globalThis.fetch.bind(globalThis);
    this.openBase = options.openBase ?? 'https://open.weixin.qq.com';
    this.apiBase = options.apiBase ?? 'https://api.weixin.qq.com';
  }

  authorizeUrl(state: string, redirectUri: string): string {
    const query = new URLSearchParams({
      appid: this.options.appId,
      redirect_uri: redirectUri,
      response_type: 'code',
      scope: 'snsapi_login',
      state,
      login_type: 'jssdk',
      self_redirect: 'false',
    });
    return `${this.openBase}/connect/qrconnect?${query.toString()}#wechat_redirect`;
  }

  async exchangeCode(code: string): Promise<ThirdPartyIdentity> {
    const token = await this.get<{ access_token?: string; openid?: string; unionid?: string }>('/sns/oauth2/access_token', {
      appid: this.options.appId,
      secret: this.options.appSecret,
      code,
      grant_type: 'authorization_code',
    });
    if (!token.access_token || !token.openid) throw new AppError(ResultCode.INTERNAL, ThirdPartyMsg.providerFailed);
    // The nickname is a courtesy for the bind panel; a failing userinfo call does not stop the login.
    const info = await this.get<{ nickname?: string; unionid?: string }>('/sns/userinfo', {
      access_token: token.access_token,
      openid: token.openid,
      lang: 'zh_CN',
    }).catch(() => ({}) as { nickname?: string; unionid?: string });
    return { open_id: token.openid, union_id: info.unionid ?? token.unionid ?? null, nick_name: info.nickname ?? null };
  }

  private async get<T>(path: string, params: Record<string, string>): Promise<T> {
    let body: T & WeChatError;
    try {
      const response = await this.fetchImpl(`${this.apiBase}${path}?${new URLSearchParams(params).toString()}`, {
        signal: AbortSignal.timeout(10_000),
      });
      body = (await response.json()) as T & WeChatError;
    } catch {
      throw new AppError(ResultCode.INTERNAL, ThirdPartyMsg.providerFailed);
    }
    if (body.errcode) {
      if (BAD_CODE.has(body.errcode)) throw new AppError(ResultCode.CODE_INVALID, ThirdPartyMsg.authCodeInvalid);
      throw new AppError(ResultCode.INTERNAL, ThirdPartyMsg.providerFailed);
    }
    return body;
  }
}
