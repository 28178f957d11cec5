import { z } from 'zod';
import { defineRoute } from '../route';
import { MaxLength, boundedText, numericCode, passwordText, requiredText, signingParams } from '../fields';
import { loginResponse } from '../auth/login.contract';
import { ThirdPartyMsg } from './third-party.messages';

/** third_type of a binding (spec-1 §9: 2 for binding) — a WeChat scan account. */
export const ThirdType = { wechat: 2 } as const;
/** type of the bound check (spec-1 §7: type 0) — scan login; 1 (ours) — a signed-in person's scan to bind. */
export const ThirdCheckType = { scanLogin: 0, scanBind: 1 } as const;
/** How long the bind panel's unique_token lives (ours). */
export const UNIQUE_TOKEN_SECONDS = 600;

/**
 * Third-party login platform (spec-1 §7, GET → url, token, sid): starts an OAuth 2.0 authorisation-code flow. `url` is
 * the provider's QR page for the scan dialog, `token` the state the callback must bring back, `sid` the attempt.
 */
export const getThirdLoginPlatform = defineRoute({
  method: 'GET',
  path: '/api/v1/system/p_user_third/get_login_platform',
  summary: 'Third-party login platform',
  tag: 'third-party',
  auth: 'none',
  signed: true,
  request: z.object({ ...signingParams }),
  response: z.object({ url: z.string(), token: z.string(), sid: z.string(), provider: z.enum(['wechat', 'dev']) }),
  handlesErrors: true,
});

export const unboundAnswer = z.object({
  unique_token: z.string(),
  nick_name: z.string().nullable(),
  expires_in: z.number().int(),
});

/**
 * Check bound (spec-1 §7: system_no, type 0, code): redeems the callback's code and state. A bound account signs in
 * (the login answer); an unbound one answers code 33199 with a short-lived unique_token for the bind panel.
 * type 1 (ours, /loginMode): the caller must be signed in (access_token); it never signs in, it answers code 0 with
 * a unique_token for bindCurrentUser.
 */
export const checkThirdBound = defineRoute({
  method: 'GET',
  path: '/api/v1/system/p_user_third/get_wechat_openid',
  summary: 'Check bound',
  tag: 'third-party',
  auth: 'none',
  signed: true,
  request: z.object({
    system_no: boundedText(MaxLength.code).optional(),
    type: numericCode([ThirdCheckType.scanLogin, ThirdCheckType.scanBind], ThirdPartyMsg.checkTypeInvalid),
    code: requiredText(ThirdPartyMsg.codeRequired),
    state: requiredText(ThirdPartyMsg.stateRequired),
    ...signingParams,
  }),
  response: z.union([loginResponse, unboundAnswer]),
  handlesErrors: true,
});

/** Third-party bind (spec-1 §7: unique_token, password, user_no, third_type 2): binds to an existing account. */
export const bindThirdAccount = defineRoute({
  method: 'POST',
  path: '/api/v1/system/p_user_third/bind_user',
  summary: 'Third-party bind',
  tag: 'third-party',
  auth: 'none',
  signed: true,
  request: z.object({
    unique_token: requiredText(ThirdPartyMsg.uniqueTokenRequired),
    user_no: requiredText(ThirdPartyMsg.bindUserNoRequired, MaxLength.code),
    password: passwordText(ThirdPartyMsg.bindPasswordRequired),
    third_type: numericCode([ThirdType.wechat], ThirdPartyMsg.thirdTypeInvalid),
    ...signingParams,
  }),
  response: z.object({ user_id: z.string(), nick_name: z.string().nullable() }),
  handlesErrors: true,
});
