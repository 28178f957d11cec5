import { z } from 'zod';
import { defineRoute } from '../route';
import { MaxLength, boundedText, numericCode, pagingQuery, requiredText, signingParams, sortQuery, statusFilter } from '../fields';
import { page } from '../envelope';
import { Msg } from '../messages';
import { ReviewStatus } from '../constants';
import { isInviteCode, normaliseInviteCode } from '../rules/invite-code';
import { uuidCsv, uuidId } from '../rules/uuid-id';

/** 邀请码不能为空 first, then its shape; typed codes are upper-cased and stripped of spaces. */
export const inviteCodeField = requiredText(Msg.inviteCodeRequired)
  .transform(normaliseInviteCode)
  .pipe(z.string().refine(isInviteCode, { error: Msg.inviteCodeInvalid }));

export const getCompanyByInviteCode = defineRoute({
  method: 'GET',
  path: '/api/v1/org/company/get_company_by_invite_code',
  summary: 'Invite-code company info',
  tag: 'join',
  auth: 'session',
  signed: true,
  request: z.object({ invite_code: inviteCodeField, ...signingParams }),
  response: z.object({ company_id: z.string(), company_name: z.string(), org_id: z.string() }),
  handlesErrors: true,
});

export interface DeptNode {
  dept_id: string;
  dept_name: string;
  dept_type: number;
  children_list: DeptNode[];
}

const deptNode: z.ZodType<DeptNode> = z.lazy(() =>
  z.object({ dept_id: z.string(), dept_name: z.string(), dept_type: z.number(), children_list: z.array(deptNode) }),
);

export const getDeptTreeByInviteCode = defineRoute({
  method: 'POST',
  path: '/api/v1/org/o_dept/get_dept_tree_by_invite_code',
  summary: 'Unit departments',
  tag: 'join',
  auth: 'session',
  signed: true,
  request: z.object({ invite_code: inviteCodeField, ...signingParams }),
  response: z.object({ list: z.array(deptNode) }),
});

export const createProjectDept = defineRoute({
  method: 'POST',
  path: '/api/v1/org/o_dept/create_project_dept',
  summary: 'Create project department',
  tag: 'join',
  auth: 'session',
  signed: true,
  request: z.object({
    invite_code: inviteCodeField,
    dept_name: requiredText(Msg.deptNameRequired, 50),
    ...signingParams,
  }),
  response: z.object({ dept_id: z.string(), dept_name: z.string() }),
});

export const jobRow = z.object({
  job_id: z.string(),
  job_name: z.string(),
  dept_id: z.string(),
  dept_name: z.string(),
  is_manager: z.boolean(),
});

/** Posts of one or more departments (dept_id comma-joined): of the caller's unit, or of the invite code's. */
export const getJobList = defineRoute({
  method: 'GET',
  path: '/api/v1/org/o_job/get_job_list',
  summary: 'Posts',
  tag: 'join',
  auth: 'session',
  signed: true,
  request: z.object({
    dept_id: uuidCsv(Msg.deptRequired),
    invite_code: inviteCodeField.optional(),
    ...pagingQuery,
    ...signingParams,
  }),
  response: page(jobRow),
});

export const joinOrg = defineRoute({
  method: 'POST',
  path: '/adminc/v2/o_org_v2/join_org',
  summary: 'Join (create post)',
  tag: 'join',
  auth: 'session',
  signed: true,
  request: z.object({
    invite_code: inviteCodeField,
    dept_id: uuidId(Msg.deptRequired),
    job_id: uuidId(Msg.jobRequired),
    ...signingParams,
  }),
  response: z.object({ id: z.string(), status: z.number() }),
});

export const joinRequestRow = z.object({
  id: z.string(),
  user_id: z.string(),
  user_name: z.string(),
  phone: z.string(),
  company_id: z.string(),
  org_id: z.string(),
  dept_id: z.string(),
  dept_name: z.string(),
  job_id: z.string(),
  job_name: z.string(),
  status: z.number(),
  remark: z.string().nullable(),
  created_at: z.string(),
});

export const JOIN_REQUEST_SORT_FIELDS = ['user_name', 'dept_name', 'created_at', 'status'] as const;

/** Join requests the caller may review: all of the unit for its administrator, its departments for a project manager. */
export const getJoinOrgList = defineRoute({
  method: 'GET',
  path: '/adminc/v2/o_org_v2/get_join_org_list',
  summary: 'Join requests',
  tag: 'join',
  auth: 'session',
  signed: true,
  request: z.object({
    ...pagingQuery,
    status: statusFilter,
    search: boundedText(MaxLength.title).trim().optional(),
    ...sortQuery(JOIN_REQUEST_SORT_FIELDS),
    ...signingParams,
  }),
  response: page(joinRequestRow),
});

export const examineJoinOrg = defineRoute({
  method: 'POST',
  path: '/adminc/v2/o_org_v2/examine_join_org',
  summary: 'Approve or reject a join request',
  tag: 'join',
  auth: 'session',
  signed: true,
  request: z.object({
    id: requiredText(Msg.idRequired),
    status: numericCode([ReviewStatus.approved, ReviewStatus.rejected], Msg.examineStatusInvalid),
    remark: z.string().trim().max(200).optional(),
    ...signingParams,
  }),
  response: z.null(),
});
