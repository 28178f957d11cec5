import { z } from 'zod';
import { defineRoute } from '../route';
import { boundedSigningParams as signingParams, optionalUuid } from '../resource/resource-fields';
import { AuditMsg } from './audit.messages';

export const mySession = z.object({
  session_id: z.string(),
  device: z.string().nullable(),
  ip: z.string().nullable(),
  platform: z.string(),
  created_at: z.string(),
  last_seen_at: z.string(),
  current: z.boolean(),
});
export type MySession = z.infer<typeof mySession>;

/** The caller's live sessions, newest first, the one making this call marked `current`. */
export const getMySessions = defineRoute({
  method: 'GET',
  path: '/api/v1/user/session/list',
  summary: 'My sessions',
  tag: 'login',
  auth: 'session',
  signed: true,
  request: z.object({ ...signingParams }),
  response: z.object({ list: z.array(mySession) }),
});

/** Ends one of the caller's sessions (session_id), or all the others (others: true); its next call answers 10204. */
export const endSession = defineRoute({
  method: 'POST',
  path: '/api/v1/user/session/end',
  summary: 'End a session',
  tag: 'login',
  auth: 'session',
  signed: true,
  request: z
    .object({ session_id: optionalUuid(AuditMsg.sessionIdRequired), others: z.boolean({ error: AuditMsg.endTargetRequired }).optional(), ...signingParams })
    .refine((v) => Boolean(v.session_id) !== Boolean(v.others), { error: AuditMsg.endTargetRequired }),
  response: z.object({ ended: z.number().int() }),
});
