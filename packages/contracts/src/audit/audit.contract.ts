import { z } from 'zod';
import { defineRoute } from '../route';
import { page } from '../envelope';
import { pagingShape } from '../resource/paging';
import { boundedSigningParams as signingParams, boundedString, searchText } from '../resource/resource-fields';
import { AUDIT_ACTIONS, AuditMsg, AuditObject, ChainBreak } from './audit.messages';

export const auditEntry = z.object({
  entry_id: z.string(),
  seq: z.number().int(),
  at: z.string(),
  actor_id: z.string().nullable(),
  actor_name: z.string().nullable(),
  action: z.string(),
  object_type: z.string(),
  object_id: z.string().nullable(),
  before_digest: z.string().nullable(),
  after_digest: z.string().nullable(),
  ip: z.string().nullable(),
  device: z.string().nullable(),
  detail: z.string().nullable(),
  hash: z.string(),
});
export type AuditEntry = z.infer<typeof auditEntry>;

const time = boundedString(40, AuditMsg.timeInvalid)
  .optional()
  .transform((v) => (v === undefined || v.trim() === '' ? undefined : v.trim()))
  .refine((v) => v === undefined || !Number.isNaN(Date.parse(v)), { error: AuditMsg.timeInvalid });

/** One action, or several comma-joined (the sign-in history asks for sign_in,sign_in_failed,sign_out). */
const actions = boundedString(300, AuditMsg.actionInvalid)
  .optional()
  .transform((v) => (v === undefined || v.trim() === '' ? undefined : v.split(',').map((a) => a.trim()).filter(Boolean)))
  .refine((v) => v === undefined || v.every((a) => (AUDIT_ACTIONS as string[]).includes(a)), { error: AuditMsg.actionInvalid });

/** A page of the company's audit trail, newest first (the company is the session's, never a parameter). */
export const getAuditLog = defineRoute({
  method: 'GET',
  path: '/api/v1/system/log/audit_list',
  summary: 'Audit log',
  tag: 'log',
  auth: 'session',
  signed: true,
  permission: AuditObject,
  request: z.object({
    start_time: time,
    end_time: time,
    /** A person's id, or part of their name. */
    actor: searchText(50),
    action: actions,
    /** An object type (car, session, template …) or one object's id. */
    object: searchText(64),
    ...pagingShape(false),
    ...signingParams,
  }),
  response: page(auditEntry),
});

export const chainBreak = z.object({
  seq: z.number().int(),
  entry_id: z.string().nullable(),
  reason: z.enum([ChainBreak.altered, ChainBreak.link, ChainBreak.missing, ChainBreak.truncated]),
});

/** Recomputes the company's chain from its first entry: answers the first broken link, or none. */
export const verifyAuditChain = defineRoute({
  method: 'POST',
  path: '/api/v1/system/log/audit_verify',
  summary: 'Verify audit chain',
  tag: 'log',
  auth: 'session',
  signed: true,
  permission: AuditObject,
  request: z.object({ ...signingParams }),
  response: z.object({ ok: z.boolean(), checked: z.number().int(), broken: chainBreak.nullable() }),
});
