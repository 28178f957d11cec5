import { z } from 'zod';
import { defineRoute } from '../route';
import { MaxLength, boundedText, numericCode, requiredText, signingParams } from '../fields';
import { OrgMsg } from './organisation.messages';
import { uuidId } from '../rules/uuid-id';

const name = (required: string) => requiredText(required, 50, OrgMsg.nameTooLong);
const boolFlag = z
  .union([z.number(), z.string().max(MaxLength.numeric), z.boolean()])
  .optional()
  .transform((v) => (v === undefined || v === '' ? undefined : v === true || Number(v) === 1));

/**
 * Adds a department (input_node_type 2; dept_type 2 department or 3 project department) under the selected org or
 * department, or a job (input_node_type 3, input_is_admin 1 for a managing job) in the selected department. The
 * reference documents one path for all variants; adding a sub-unit (input_node_type 1) is not offered.
 */
export const createObs = defineRoute({
  method: 'POST',
  path: '/api/v1/org/o_org/create_obs',
  summary: 'Organisation tree: add department or job',
  tag: 'organisation',
  auth: 'session',
  signed: true,
  permission: 'org.manage',
  request: z
    .object({
      input_node_type: numericCode([2, 3], OrgMsg.inputNodeTypeInvalid),
      input_name: boundedText(MaxLength.title).optional(),
      input_is_admin: boolFlag,
      dept_type: z
        .union([z.number(), z.string().max(MaxLength.numeric)])
        .optional()
        .transform((v) => (v === undefined || v === '' ? 2 : Number(v)))
        .pipe(z.number().refine((n) => n === 2 || n === 3, { error: OrgMsg.deptTypeInvalid })),
      no: requiredText(OrgMsg.nodeRequired),
      node_type: numericCode([1, 2], OrgMsg.nodeTypeInvalid),
      ...signingParams,
    })
    .superRefine((v, ctx) => {
      const required = v.input_node_type === 2 ? OrgMsg.deptNameRequired : OrgMsg.jobNameRequired;
      const parsed = name(required).safeParse(v.input_name ?? '');
      if (!parsed.success) ctx.addIssue({ code: 'custom', path: ['input_name'], message: parsed.error.issues[0]?.message ?? required });
    }),
  response: z.object({ id: z.string() }),
});

/** Renames a department and/or moves it under another (p_dept_no: the new parent's dept_id). */
export const updateDept = defineRoute({
  method: 'POST',
  path: '/api/v1/org/o_dept/update_dept',
  summary: 'Organisation tree: edit department',
  tag: 'organisation',
  auth: 'session',
  signed: true,
  permission: 'org.manage',
  request: z.object({
    dept_id: uuidId(OrgMsg.deptIdRequired),
    dept_name: name(OrgMsg.deptNameRequired).optional(),
    p_dept_no: boundedText(MaxLength.title).trim().min(1).optional(),
    ...signingParams,
  }),
  response: z.null(),
});

/** Refused for the root org, a department with sub-departments, jobs held by people or pending join requests. */
export const deleteDept = defineRoute({
  method: 'POST',
  path: '/api/v1/org/o_dept/delete_dept',
  summary: 'Organisation tree: delete department',
  tag: 'organisation',
  auth: 'session',
  signed: true,
  permission: 'org.manage',
  request: z.object({ dept_id: uuidId(OrgMsg.deptIdRequired), ...signingParams }),
  response: z.null(),
});

/** Renames a job, moves it to another department (dept_id) or changes whether it manages (input_is_admin). */
export const updateJob = defineRoute({
  method: 'POST',
  path: '/api/v1/org/o_job/update_job',
  summary: 'Organisation tree: edit job',
  tag: 'organisation',
  auth: 'session',
  signed: true,
  permission: 'org.manage',
  request: z.object({
    job_id: uuidId(OrgMsg.jobIdRequired),
    job_name: name(OrgMsg.jobNameRequired).optional(),
    dept_id: uuidId(OrgMsg.deptIdRequired).optional(),
    input_is_admin: boolFlag,
    ...signingParams,
  }),
  response: z.null(),
});

/** Refused while people hold the job or join requests for it wait. */
export const deleteJob = defineRoute({
  method: 'POST',
  path: '/api/v1/org/o_job/delete_job',
  summary: 'Organisation tree: delete job',
  tag: 'organisation',
  auth: 'session',
  signed: true,
  permission: 'org.manage',
  request: z.object({ job_id: uuidId(OrgMsg.jobIdRequired), ...signingParams }),
  response: z.null(),
});
