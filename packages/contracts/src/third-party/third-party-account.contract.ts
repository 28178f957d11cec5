import { z } from 'zod';
import { defineRoute } from '../route';
import { numericCode, requiredText, signingParams } from '../fields';
import { ThirdType } from './third-party.contract';
import { ThirdPartyMsg } from './third-party.messages';

/**
 * The signed-in person's own third-party bindings (personal centre /loginMode). Paths in spec-1 §7's family
 * `/api/v1/system/p_user_third/`; the person is always the session's, never a request field.
 */

export const userThirdBinding = z.object({
  third_type: z.number().int(),
  provider: z.string(),
  nick_name: z.string().nullable(),
  /** When the binding was made (ISO 8601). */
  created_at: z.string(),
});

/** My third-party bindings (ours): the signed-in person's bound scan accounts. */
export const getUserThirdList = defineRoute({
  method: 'GET',
  path: '/api/v1/system/p_user_third/get_user_third_list',
  summary: 'My third-party bindings',
  tag: 'third-party',
  auth: 'session',
  signed: true,
  request: z.object({ ...signingParams }),
  response: z.object({ list: z.array(userThirdBinding) }),
});

/**
 * Third-party bind, the variant without user number (spec-1 §7): binds the account behind a unique_token (from check
 * bound type 1) to the signed-in person. As the spec says, unique_token travels as a query parameter (signed).
 */
export const bindCurrentUser = defineRoute({
  method: 'POST',
  path: '/api/v1/system/p_user_third/bind_current_user',
  paramsIn: 'query',
  summary: 'Third-party bind (without user number)',
  tag: 'third-party',
  auth: 'session',
  signed: true,
  request: z.object({
    unique_token: requiredText(ThirdPartyMsg.uniqueTokenRequired),
    third_type: numericCode([ThirdType.wechat], ThirdPartyMsg.thirdTypeInvalid),
    ...signingParams,
  }),
  response: z.object({ user_id: z.string(), nick_name: z.string().nullable() }),
  handlesErrors: true,
});

/** Unbind a third-party account (ours): removes the signed-in person's binding of that third_type. */
export const unbindThirdAccount = defineRoute({
  method: 'DELETE',
  path: '/api/v1/system/p_user_third/unbind_user',
  summary: 'Third-party unbind',
  tag: 'third-party',
  auth: 'session',
  signed: true,
  request: z.object({
    third_type: numericCode([ThirdType.wechat], ThirdPartyMsg.thirdTypeInvalid),
    ...signingParams,
  }),
  response: z.null(),
});
