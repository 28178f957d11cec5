/** Who the provider says scanned the code (WeChat: openid, unionid when the app is in an Open Platform account). */
export interface ThirdPartyIdentity {
  open_id: string;
  union_id: string | null;
  nick_name: string | null;
}

/**
 * An OAuth 2.0 authorisation-code provider (RFC 6749 §4.1): the scan dialog shows `authorizeUrl`, the provider sends
 * the browser back to the redirect URI with `code` and our `state`, and the server trades the code for an identity.
 * `exchangeCode` throws an AppError (10104) for a code the provider refuses.
 */
export interface OAuthProvider {
  readonly name: 'wechat' | 'dev';
  authorizeUrl(state: string, redirectUri: string): string;
  exchangeCode(code: string, redirectUri: string): Promise<ThirdPartyIdentity>;
}
