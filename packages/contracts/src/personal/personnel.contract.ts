import { z } from 'zod';
import { defineRoute } from '../route';
import { page } from '../envelope';
import { numericCode, statusFilter } from '../fields';
import { ReviewStatus } from '../constants';
import { Msg } from '../messages';
import { pagingShape } from '../resource/paging';
import { boundedSigningParams as signingParams, boundedString, searchText, text, textOrNull, uuidField } from '../resource/resource-fields';
import { PersonalMsg } from './personal.messages';

/** Review of people's information and certificates is the 人员审核 page's (seeded for every menu page, decision 010). */
export const PersonnelAuditObject = 'page.personnelAudit';
export const MAX_CERT_FILES = 5;

/** 18 characters, the last a digit or X (GB 11643); the check digit is verified too. */
export function isIdCard(value: string): boolean {
  if (!/^\d{17}[\dX]$/.test(value)) return false;
  const weights = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2];
  const sum = weights.reduce((s, w, i) => s + w * Number(value[i]), 0);
  return '10X98765432'[sum % 11] === value[17];
}

/** A calendar day: 2030-02-31 is refused here, not by the database. */
function isDay(v: string): boolean {
  const d = new Date(`${v}T00:00:00Z`);
  return /^\d{4}-\d{2}-\d{2}$/.test(v) && !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === v;
}
const day = textOrNull(10).refine((v) => v == null || isDay(v), { error: PersonalMsg.certValidInvalid });

/** What a person submits to the unit for review: who they are and one certificate with its scans. */
export const personnelFields = {
  real_name: text(64, PersonalMsg.realNameRequired),
  id_card: textOrNull(18).transform((v) => (v == null ? v : v.toUpperCase())).refine((v) => v == null || isIdCard(v), { error: PersonalMsg.idCardInvalid }),
  cert_name: text(100, PersonalMsg.certNameRequired),
  cert_no: textOrNull(64),
  cert_valid_until: day,
  /** Files I uploaded (module certificate): their file_path (files/<id>). */
  cert_files: z
    .array(boundedString(64, PersonalMsg.certFileInvalid), { error: PersonalMsg.certFilesRequired })
    .min(1, { error: PersonalMsg.certFilesRequired })
    .max(MAX_CERT_FILES, { error: PersonalMsg.certFilesTooMany }),
  remark: textOrNull(500),
};

/** Submits my information and certificate to the session's unit; one may be under review at a time. */
export const submitPersonnelInfo = defineRoute({
  method: 'POST',
  path: '/api/v1/user/personnel/submit',
  summary: 'Submit my information and certificate for review (path chosen)',
  tag: 'user',
  auth: 'session',
  signed: true,
  request: z.object({ ...personnelFields, ...signingParams }),
  response: z.object({ submission_id: z.string(), status: z.number() }),
});

export const personnelRow = z.object({
  submission_id: z.string(),
  user_id: z.string(),
  user_name: z.string(),
  phone: z.string(),
  real_name: z.string(),
  cert_name: z.string(),
  cert_no: z.string().nullable(),
  cert_valid_until: z.string().nullable(),
  file_count: z.number(),
  status: z.number(),
  remark: z.string().nullable(),
  submitted_at: z.string(),
  reviewed_at: z.string().nullable(),
});

export const PERSONNEL_SORT_FIELDS = ['submitted_at', 'real_name', 'status'] as const;

/** The unit's submissions, newest first; status 2 shows what waits. */
export const getPersonnelAuditList = defineRoute({
  method: 'GET',
  path: '/api/v1/user/personnel/audit_list',
  summary: 'Personnel information reviews (path chosen)',
  tag: 'user',
  auth: 'session',
  signed: true,
  permission: PersonnelAuditObject,
  request: z.object({
    status: statusFilter,
    search: searchText(64),
    sort_field: z.enum(PERSONNEL_SORT_FIELDS).optional(),
    sort_order: z.enum(['asc', 'desc', 'ascend', 'descend']).optional(),
    ...pagingShape(false),
    ...signingParams,
  }),
  response: page(personnelRow),
});

const fileLink = z.object({ file_path: z.string(), file_name: z.string(), mime: z.string(), url: z.string() });

export const getPersonnelAuditDetail = defineRoute({
  method: 'GET',
  path: '/api/v1/user/personnel/audit_detail',
  summary: 'Personnel information detail (path chosen)',
  tag: 'user',
  auth: 'session',
  signed: true,
  permission: PersonnelAuditObject,
  request: z.object({ submission_id: uuidField(PersonalMsg.submissionIdRequired), ...signingParams }),
  response: personnelRow.extend({
    id_card: z.string().nullable(),
    /** What the person wrote with the submission (remark is the reviewer's reason). */
    note: z.string().nullable(),
    files: z.array(fileLink),
    reviewer_name: z.string().nullable(),
  }),
});

/** Approves or rejects one submission under review; a rejection needs a reason, which the person reads. */
export const auditPersonnel = defineRoute({
  method: 'POST',
  path: '/api/v1/user/personnel/audit',
  summary: 'Approve or reject personnel information (path chosen)',
  tag: 'user',
  auth: 'session',
  signed: true,
  permission: PersonnelAuditObject,
  request: z
    .object({
      submission_id: uuidField(PersonalMsg.submissionIdRequired),
      status: numericCode([ReviewStatus.approved, ReviewStatus.rejected], Msg.examineStatusInvalid),
      remark: textOrNull(200),
      ...signingParams,
    })
    .superRefine((v, ctx) => {
      if (v.status === ReviewStatus.rejected && !v.remark) ctx.addIssue({ code: 'custom', path: ['remark'], message: PersonalMsg.rejectReasonRequired });
    }),
  response: z.object({ submission_id: z.string(), status: z.number() }),
});
