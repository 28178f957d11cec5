import { z } from 'zod';
import { defineRoute } from '../route';
import { MaxLength, boundedText, pagingQuery, signingParams, statusFilter } from '../fields';
import { page } from '../envelope';
import { jobRef } from '../auth/login.contract';
import { accountSort } from '../organisation/account.contract';
import { optionalUuidId } from '../rules/uuid-id';

/** What the web stores as userInfo (spec-1 §3), served from the session alone. */
export const userInfo = z.object({
  user_id: z.string(),
  user_no: z.string().nullable(),
  user_name: z.string(),
  real_name: z.string(),
  phone: z.string(),
  email: z.string().nullable(),
  comp_id: z.string().nullable(),
  company_type: z.number().nullable(),
  job: z.string().nullable(),
  job_list: z.array(jobRef),
  is_platform_admin: z.boolean(),
});

export const getUserInfo = defineRoute({
  method: 'GET',
  path: '/api/v1/user/user/get_user_info',
  summary: 'User info / user detail',
  tag: 'user',
  auth: 'session',
  signed: true,
  request: z.object({ user_id: optionalUuidId(), ...signingParams }),
  response: userInfo,
});

export const userDetail = z.object({
  user_id: z.string(),
  user_no: z.string().nullable(),
  user_name: z.string(),
  phone: z.string(),
  email: z.string().nullable(),
  status: z.number(),
  pwd_strong_flag: z.boolean(),
  create_date: z.string(),
  company_id: z.string().nullable(),
  company_name: z.string().nullable(),
  job_data: z.array(jobRef),
});

export const getUserDetail = defineRoute({
  method: 'POST',
  path: '/api/v1/user/user/get_detail',
  summary: 'User info / user detail',
  tag: 'user',
  auth: 'session',
  signed: true,
  request: z.object({ ...signingParams }),
  response: userDetail,
});

export const companyUserRow = z.object({
  user_id: z.string(),
  user_no: z.string().nullable(),
  user_name: z.string(),
  phone: z.string(),
  status: z.number(),
  is_admin: z.boolean(),
  join_date: z.string(),
});

/**
 * The unit's memberships, newest first. Optional filters: dept_id (members holding a job in it or below it), job_id,
 * status (the membership's: 2, 3, 4) and sort_field/sort_order; another unit's department or job answers 10002.
 */
export const getCompanyUsers = defineRoute({
  method: 'POST',
  path: '/api/v1/user/user/get_comp_user_lists',
  summary: 'Company users',
  tag: 'user',
  auth: 'session',
  signed: true,
  request: z.object({
    ...pagingQuery,
    search: boundedText(MaxLength.text).optional(),
    dept_id: optionalUuidId(),
    job_id: optionalUuidId(),
    status: statusFilter,
    ...accountSort,
    ...signingParams,
  }),
  response: page(companyUserRow),
});
