import { z } from 'zod';
import { defineRoute } from '../route';
import { MaxLength, requiredText, signingParams } from '../fields';
import { loginResponse } from '../auth/login.contract';
import { ThirdPartyMsg } from './third-party.messages';
import { optionalUuidId } from '../rules/uuid-id';

/** Lifetime of a hand-over short token (ours: one minute is enough for a browser to open the other system). */
export const SHORT_TOKEN_SECONDS = 60;

/**
 * Check system bind (spec-1 §7): the session's unit must hold an approved authorisation (status 3) for the system;
 * then a one-time short token is issued for it. Unbound answers bound false with no token, and the web shows the
 * warning of spec-1 §6. `access_token` is the short token the external app exchanges on its hand-over page.
 */
export const checkSysBind = defineRoute({
  method: 'POST',
  path: '/api/v1/system/p_system/check_sys_bind',
  summary: 'Check system bind',
  tag: 'system',
  auth: 'session',
  signed: true,
  request: z.object({
    app_sys_no: requiredText(ThirdPartyMsg.appSysNoRequired, MaxLength.code),
    user_id: optionalUuidId(),
    ...signingParams,
  }),
  response: z.object({
    bound: z.boolean(),
    system_no: z.string(),
    system_name: z.string(),
    access_token: z.string().nullable(),
    expires_in: z.number().int().nullable(),
  }),
  handlesErrors: true,
});

/** Access token by short token (spec-1 §7): single use, 60 s; opens a session in the issuer's unit and job. */
export const getAccessTokenByShort = defineRoute({
  method: 'POST',
  path: '/api/v1/access/token/get_access_token_by_short',
  summary: 'Access token by short token',
  tag: 'login',
  auth: 'none',
  signed: true,
  request: z.object({ short_token: requiredText(ThirdPartyMsg.shortTokenRequired), ...signingParams }),
  response: loginResponse,
  handlesErrors: true,
});
