import { z } from 'zod';
import { defineRoute } from '../route';
import { page } from '../envelope';
import { pagingShape } from '../resource/paging';
import { boundedSigningParams as signingParams, boundedString } from '../resource/resource-fields';
import { statusFilter } from '../fields';
import { ApplyKind, PersonalMsg, RecordKind } from './personal.messages';

const kindFilter = <const K extends readonly [string, ...string[]]>(kinds: K) =>
  boundedString(20, PersonalMsg.kindInvalid)
    .optional()
    .transform((v) => (v === undefined || v.trim() === '' ? undefined : v.trim()))
    .refine((v) => v === undefined || (kinds as readonly string[]).includes(v), { error: PersonalMsg.kindInvalid })
    .transform((v) => v as K[number] | undefined);

export const auditRecordRow = z.object({
  kind: z.enum([RecordKind.personnel, RecordKind.company]),
  id: z.string(),
  /** What was submitted: the certificate's name, or the company's name. */
  title: z.string(),
  /** Whom it went to: the unit that reviews it, or the platform. */
  reviewer: z.string(),
  status: z.number(),
  remark: z.string().nullable(),
  submitted_at: z.string(),
  reviewed_at: z.string().nullable(),
});

/** /auditRecords: what I submitted for review (personnel information, company applications), newest first. */
export const getMyAuditRecords = defineRoute({
  method: 'GET',
  path: '/api/v1/user/user/get_my_audit_records',
  summary: 'My submissions and their review state (path chosen)',
  tag: 'user',
  auth: 'session',
  signed: true,
  request: z.object({ kind: kindFilter([RecordKind.personnel, RecordKind.company]), status: statusFilter, ...pagingShape(false), ...signingParams }),
  response: page(auditRecordRow),
});

export const myApplyRow = z.object({
  kind: z.enum([ApplyKind.unit, ApplyKind.company, ApplyKind.system]),
  id: z.string(),
  /** The unit I asked to join or to create, or the business system. */
  target: z.string(),
  /** The department and post of a join, the unit a system was asked for. */
  detail: z.string().nullable(),
  status: z.number(),
  remark: z.string().nullable(),
  applied_at: z.string(),
  reviewed_at: z.string().nullable(),
});

/** /myapply: my applications to units (joins, company applications) and business systems, with their state. */
export const getMyApplies = defineRoute({
  method: 'GET',
  path: '/api/v1/user/user/get_my_apply_list',
  summary: 'My applications (path chosen)',
  tag: 'user',
  auth: 'session',
  signed: true,
  request: z.object({ kind: kindFilter([ApplyKind.unit, ApplyKind.company, ApplyKind.system]), status: statusFilter, ...pagingShape(false), ...signingParams }),
  response: page(myApplyRow),
});

export const myLimitJob = z.object({
  job_id: z.string(),
  job_name: z.string(),
  dept_name: z.string(),
  is_current: z.boolean(),
  templates: z.array(z.object({ auth_template_id: z.string(), auth_template_name: z.string() })),
});

export const myLimitPage = z.object({ object_no: z.string(), object_name: z.string(), route: z.string().nullable(), group: z.string().nullable() });

/** /MyLimit: my jobs in the current unit, the templates each holds, and the pages my current job opens (read-only). */
export const getMyLimit = defineRoute({
  method: 'GET',
  path: '/api/v1/user/user/get_my_limit',
  summary: 'My permissions (path chosen)',
  tag: 'user',
  auth: 'session',
  signed: true,
  request: z.object({ ...signingParams }),
  response: z.object({
    company_name: z.string().nullable(),
    /** The unit's administrator holds every page without a template. */
    is_admin: z.boolean(),
    jobs: z.array(myLimitJob),
    pages: z.array(myLimitPage),
  }),
});
