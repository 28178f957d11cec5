import { z } from 'zod';
import { defineRoute } from '../route';
import { MaxLength, boundedText, numericCode, optionalInteger, pagingQuery, requiredText, signingParams, sortQuery } from '../fields';
import { page } from '../envelope';
import { Msg } from '../messages';
import { ReviewStatus } from '../constants';
import { optionalUuidId, uuidId } from '../rules/uuid-id';
import { sortShape } from '../resource/paging';

// Status, type and area codes: integers (a fraction or NaN answers 10001, not a database error).
const optionalNumber = optionalInteger();

/** 1 a sub-application mounted by path prefix, 2 an external platform of the switcher. */
export const SystemKind = { subApp: 1, externalPlatform: 2 } as const;

export const systemRow = z.object({
  sid: z.string(),
  system_no: z.string(),
  system_name: z.string(),
  system_alias: z.string().nullable(),
  kind: z.number(),
  /** 0 not applied, 2 under review, 3 approved, 4 rejected. */
  status: z.number(),
  applied_at: z.string().nullable(),
  remark: z.string().nullable(),
});

/** The columns the unit's system list sorts by on the server (a paged list cannot sort one page in the browser). */
export const AUTH_SYSTEM_SORT_FIELDS = ['system_name', 'status'] as const;

/** A unit's business systems with its authorisation status in each (auth_sys_type 2: unit authorisation). */
export const getAuthSystemList = defineRoute({
  method: 'GET',
  path: '/api/v1/system/p_system/get_auth_sys_list',
  summary: 'System list',
  tag: 'systems',
  auth: 'session',
  signed: true,
  request: z.object({
    id: requiredText(Msg.companyIdRequired),
    auth_sys_type: numericCode([2], Msg.authSysTypeInvalid),
    system_name: boundedText(MaxLength.title).trim().optional(),
    ...sortShape(AUTH_SYSTEM_SORT_FIELDS),
    ...pagingQuery,
    ...signingParams,
  }),
  response: page(systemRow),
});

export const applySystemAuth = defineRoute({
  method: 'POST',
  path: '/api/v1/system/p_system/apply_auth_sys',
  summary: 'Apply authorisation',
  tag: 'systems',
  auth: 'session',
  signed: true,
  request: z.object({
    org_id: uuidId(Msg.orgIdRequired),
    sid: requiredText(Msg.sidRequired),
    system_no: requiredText(Msg.systemNoRequired, MaxLength.code),
    type: numericCode([2], Msg.authSysTypeInvalid),
    ...signingParams,
  }),
  response: z.object({ status: z.number() }),
});

export const platformRow = z.object({
  sid: z.string(),
  system_no: z.string(),
  system_name: z.string(),
  kind: z.number(),
  path_prefix: z.string().nullable(),
});

/** The systems a unit may use (status 3): the platform switcher and the sub-application host read it. */
export const getPlatformList = defineRoute({
  method: 'GET',
  path: '/api/v1/system/p_system/get_platform_list',
  summary: 'Platform list',
  tag: 'systems',
  auth: 'session',
  signed: true,
  request: z.object({ company_id: optionalUuidId(), status: optionalNumber, ...pagingQuery, ...signingParams }),
  response: z.object({ list: z.array(platformRow) }),
});

export const authApplyRow = z.object({
  company_id: z.string(),
  company_name: z.string(),
  sid: z.string(),
  system_no: z.string(),
  system_name: z.string(),
  status: z.number(),
  applicant_name: z.string().nullable(),
  applied_at: z.string(),
  reviewed_at: z.string().nullable(),
  remark: z.string().nullable(),
});

/** Platform administrators review business-system authorisations. */
export const AUTH_APPLY_SORT_FIELDS = ['company_name', 'system_name', 'applied_at', 'status'] as const;

export const getAuthApplyList = defineRoute({
  method: 'GET',
  path: '/api/v1/system/p_system/get_auth_apply_list',
  summary: 'Business system authorisation reviews',
  tag: 'systems',
  auth: 'session',
  signed: true,
  permission: 'platform.system_review',
  request: z.object({
    status: optionalNumber,
    search: boundedText(MaxLength.title).trim().optional(),
    ...sortQuery(AUTH_APPLY_SORT_FIELDS),
    ...pagingQuery,
    ...signingParams,
  }),
  response: page(authApplyRow),
});

export const examineAuthApply = defineRoute({
  method: 'POST',
  path: '/api/v1/system/p_system/examine_auth_apply',
  summary: 'Approve or reject a business system authorisation',
  tag: 'systems',
  auth: 'session',
  signed: true,
  permission: 'platform.system_review',
  request: z.object({
    company_id: uuidId(Msg.companyIdRequired),
    sid: requiredText(Msg.sidRequired),
    status: numericCode([ReviewStatus.approved, ReviewStatus.rejected], Msg.examineStatusInvalid),
    remark: z.string().trim().max(200).optional(),
    ...signingParams,
  }),
  response: z.null(),
});
