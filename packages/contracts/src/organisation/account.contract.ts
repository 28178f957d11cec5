import { z } from 'zod';
import { defineRoute } from '../route';
import { MaxLength, boundedText, numericCode, pagingQuery, passwordText, requiredText, signingParams, statusFilter } from '../fields';
import { page } from '../envelope';
import { Msg } from '../messages';
import { isStrongPassword } from '../rules/password';
import { isMobilePhone } from '../rules/phone';
import { isUserNo } from '../rules/user-no';
import { OrgMsg } from './organisation.messages';
import { isUuidText, optionalUuidId, uuidId } from '../rules/uuid-id';

/** Account status on the wire (reference chg_status "type"): 1 active, 2 frozen. */
export const AccountStatus = { active: 1, frozen: 2 } as const;

export const accountSort = {
  sort_field: z.enum(['user_name', 'user_no', 'phone', 'join_date']).optional(),
  sort_order: z.enum(['asc', 'desc']).optional(),
};

const phoneField = requiredText(Msg.phoneRequiredRegister).refine(isMobilePhone, { error: Msg.phoneInvalidRegister });
const userNoField = requiredText(Msg.userNoRequired, MaxLength.userNo).refine(isUserNo, { error: Msg.userNoCharset });
/** Comma-joined job ids (the reference's "多个用逗号隔开"), each of the session's unit. */
const jobIds = requiredText(Msg.jobRequired, 40_000)
  .transform((v) => [...new Set(v.split(',').map((s) => s.trim()).filter(Boolean))])
  .refine((ids) => ids.every(isUuidText), { error: Msg.idInvalid });

export const accountJob = z.object({ job_id: z.string(), job_name: z.string(), dept_id: z.string(), dept_name: z.string() });

export const accountRow = z.object({
  user_id: z.string(),
  user_no: z.string().nullable(),
  user_name: z.string(),
  phone: z.string(),
  /** 1 active, 2 frozen (the account, not the membership). */
  status: z.number(),
  is_admin: z.boolean(),
  join_date: z.string(),
  /** The jobs held in the unit, and their departments' names joined for display. */
  job_data: z.array(accountJob),
  job_name: z.string(),
  dept_name: z.string(),
});

/**
 * Approved members holding a job in the department or any department below it; without dept_id, every approved
 * member of the unit (what /accountList shows). Filters: job_id, status (1/2), search over name, phone and user_no.
 */
export const getDeptAndSubUserList = defineRoute({
  method: 'POST',
  path: '/api/v1/user/user/get_dept_and_sub_user_list',
  summary: 'Users of a department and its sub-departments',
  tag: 'user',
  auth: 'session',
  signed: true,
  permission: 'org.manage',
  request: z.object({
    dept_id: optionalUuidId(),
    job_id: optionalUuidId(),
    status: statusFilter,
    search: boundedText(MaxLength.title).trim().optional(),
    ...accountSort,
    ...pagingQuery,
    ...signingParams,
  }),
  response: page(accountRow),
});

/** Freezes (type 2) or unfreezes (type 1) a member's account; freezing ends their sessions at once. */
export const chgStatus = defineRoute({
  method: 'POST',
  path: '/api/v1/user/user/chg_status',
  summary: 'Freeze or unfreeze an account',
  tag: 'user',
  auth: 'session',
  signed: true,
  permission: 'org.manage',
  request: z.object({
    user_id: uuidId(OrgMsg.userIdRequired),
    type: numericCode([AccountStatus.active, AccountStatus.frozen], OrgMsg.statusTypeInvalid),
    ...signingParams,
  }),
  response: z.object({ user_id: z.string(), status: z.number() }),
});

/** Creates an account that is at once an approved member of the session's unit holding the given jobs. */
export const addUser = defineRoute({
  method: 'POST',
  path: '/api/v1/user/user/add_user',
  summary: 'Add an account to the unit',
  tag: 'user',
  auth: 'session',
  signed: true,
  permission: 'org.manage',
  request: z.object({
    user_no: userNoField,
    user_name: requiredText(Msg.userNameRequired, MaxLength.name),
    phone: phoneField,
    password: passwordText(Msg.passwordRequired, Msg.strongPassword).refine(isStrongPassword, { error: Msg.strongPassword }),
    job_id: jobIds,
    ...signingParams,
  }),
  response: z.object({ user_id: z.string() }),
});

/** Edits a member's name, phone, user_no and (job_id given) the jobs they hold in the unit. */
export const editUser = defineRoute({
  method: 'POST',
  path: '/api/v1/user/user/edit_user',
  summary: 'Edit an account of the unit',
  tag: 'user',
  auth: 'session',
  signed: true,
  permission: 'org.manage',
  request: z.object({
    user_id: uuidId(OrgMsg.userIdRequired),
    user_name: requiredText(Msg.userNameRequired, MaxLength.name).optional(),
    phone: phoneField.optional(),
    user_no: userNoField.optional(),
    job_id: jobIds.optional(),
    ...signingParams,
  }),
  response: z.null(),
});

/** Answers 10003 该手机号已注册 when an account already uses the phone. */
export const checkPhone = defineRoute({
  method: 'GET',
  path: '/api/v1/user/user/check_phone',
  summary: 'Check whether a phone is free',
  tag: 'user',
  auth: 'session',
  signed: true,
  permission: 'org.manage',
  request: z.object({ phone: phoneField, ...signingParams }),
  response: z.object({ phone: z.string(), available: z.boolean() }),
  handlesErrors: true,
});

/** Removes a member from the unit (membership and job holdings; the account stays); never the last admin. */
export const delUser = defineRoute({
  method: 'DELETE',
  path: '/adminc/v1/system_manage/p_sys_user/del_user',
  summary: 'Remove a member from the unit',
  tag: 'user',
  auth: 'session',
  signed: true,
  permission: 'org.manage',
  request: z.object({ user_id: uuidId(OrgMsg.userIdRequired), ...signingParams }),
  response: z.null(),
});
