import { z } from 'zod';
import { defineRoute } from '../route';
import { signingParams } from '../fields';
import { uuidArray, uuidId } from '../rules/uuid-id';
import { PermObject } from '../permission/permission.messages';
import { DATA_SCOPE_TYPES, DataAuthMsg, DataAuthObject, type DataScopeTypeValue } from './data-auth.messages';

const post = <Req extends z.ZodRawShape, Res extends z.ZodType>(path: string, summary: string, permission: string, request: Req, response: Res) =>
  defineRoute({
    method: 'POST',
    path,
    summary,
    tag: 'permission',
    auth: 'session',
    signed: true,
    permission,
    request: z.object({ ...request, ...signingParams }),
    response,
  });

const jobId = uuidId(DataAuthMsg.jobIdRequired);
const scopeRow = z.object({
  object_no: z.string({ error: DataAuthMsg.pageInvalid }).max(64, { error: DataAuthMsg.pageInvalid }),
  scope_type: z
    .number({ error: DataAuthMsg.scopeInvalid })
    .refine((n): n is DataScopeTypeValue => (DATA_SCOPE_TYPES as number[]).includes(n), { error: DataAuthMsg.scopeInvalid }),
});

/** A job's data scope on each page that enforces one (pages without a setting answer 1, all of the unit), and its projects. */
export const getJobDataAuth = post(
  '/api/v1/res/data_auth/get_job_data_auth',
  'Page data authorisation: a job',
  DataAuthObject.pageDataAuth,
  { job_id: jobId },
  z.object({
    job_id: z.string(),
    list: z.array(z.object({ object_no: z.string(), scope_type: z.number().int() })),
    /** The job's projects: what scope 3 shows. */
    project_ids: z.array(z.string()),
  }),
);

/** Replaces a job's data scopes and its projects; takes effect on its holders' next call. */
export const saveJobDataAuth = post(
  '/api/v1/res/data_auth/save_job_data_auth',
  'Page data authorisation: save a job',
  DataAuthObject.pageDataAuth,
  {
    job_id: jobId,
    list: z.array(scopeRow, { error: DataAuthMsg.pageInvalid }).max(100, { error: DataAuthMsg.listTooLong }),
    project_ids: uuidArray(DataAuthMsg.projectIdsInvalid, DataAuthMsg.projectIdsInvalid).optional().default([]),
  },
  z.null(),
);

/** Organisation and post permissions: the unit's templates (with their objects) and which templates each job holds. */
export const getOrgAuth = post(
  '/api/v1/res/template/get_org_auth',
  'Organisation and post permissions',
  DataAuthObject.orgManage,
  {},
  z.object({
    templates: z.array(z.object({ auth_template_id: z.string(), auth_template_name: z.string(), object_nos: z.array(z.string()) })),
    jobs: z.array(z.object({ job_id: z.string(), auth_template_ids: z.array(z.string()) })),
  }),
);

/** Replaces the templates a job holds (the post's side of save_tpl_jobs). */
export const saveJobTemplates = post(
  '/api/v1/res/template/save_job_tpls',
  'Organisation and post permissions: set a job’s templates',
  PermObject.templateGrant,
  { job_id: jobId, auth_template_ids: uuidArray(DataAuthMsg.templateIdsInvalid, DataAuthMsg.templateIdsInvalid) },
  z.null(),
);
