import { z } from 'zod';
import { defineRoute } from '../route';
import { page } from '../envelope';
import { MaxLength, boundedText, pagingQuery, signingParams } from '../fields';
import { Msg } from '../messages';
import { nameText } from './menu.contract';
import { PermMsg, PermObject } from './permission.messages';
import { isUuidText, uuidId } from '../rules/uuid-id';

const templateRow = z.object({
  auth_template_id: z.string(),
  auth_template_name: z.string(),
  company_id: z.string(),
  /** How many objects the template holds. */
  auth_numbers: z.number(),
  /** How many jobs hold the template. */
  job_numbers: z.number(),
  created_at: z.string(),
});

const idList = z
  .union([z.array(z.string().max(64)).max(2_000), z.string().max(100_000)])
  .optional()
  .transform((v) => {
    const items = v === undefined ? [] : Array.isArray(v) ? v : v.split(',');
    return [...new Set(items.map((s) => s.trim()).filter(Boolean))];
  });

const tpl = <E extends z.ZodRawShape>(extra: E, summary: string, path: string, permission: string = PermObject.templateManage) =>
  defineRoute({
    method: 'POST',
    path: `/api/v1/res/template/${path}`,
    summary,
    tag: 'permission',
    auth: 'session',
    signed: true,
    permission,
    request: z.object({ ...extra, ...signingParams }),
    response: z.null(),
  });

/** The unit's templates, searchable by name, sortable by name or creation, paged. */
export const getTemplateList = defineRoute({
  method: 'POST',
  path: '/api/v1/res/template/get_list',
  summary: 'Permission templates: list',
  tag: 'permission',
  auth: 'session',
  signed: true,
  permission: PermObject.templateManage,
  request: z.object({
    auth_template_name: boundedText(MaxLength.title).trim().optional(),
    sort_field: z.enum(['auth_template_name', 'created_at']).optional().default('created_at'),
    sort_order: z.enum(['asc', 'desc']).optional().default('asc'),
    ...pagingQuery,
    ...signingParams,
  }),
  response: page(templateRow),
});

export const createTemplate = defineRoute({
  method: 'POST',
  path: '/api/v1/res/template/create_tpl',
  summary: 'Permission templates: add',
  tag: 'permission',
  auth: 'session',
  signed: true,
  permission: PermObject.templateManage,
  request: z.object({ auth_template_name: nameText(PermMsg.templateNameRequired), ...signingParams }),
  response: templateRow,
});

export const updateTemplate = tpl(
  { auth_template_id: uuidId(PermMsg.templateIdRequired), auth_template_name: nameText(PermMsg.templateNameRequired) },
  'Permission templates: rename',
  'update_tpl',
);

export const deleteTemplate = tpl({ auth_template_id: uuidId(PermMsg.templateIdRequired) }, 'Permission templates: delete', 'delete_tpl');

/** What a template holds and which jobs hold it. */
export const getTemplateDetail = defineRoute({
  method: 'POST',
  path: '/api/v1/res/template/get_tpl_objects',
  summary: 'Permission templates: objects and jobs',
  tag: 'permission',
  auth: 'session',
  signed: true,
  permission: PermObject.templateManage,
  request: z.object({ auth_template_id: uuidId(PermMsg.templateIdRequired), ...signingParams }),
  response: z.object({ object_nos: z.array(z.string()), job_ids: z.array(z.string()) }),
});

/** Replaces the template's objects (object_nos: an array or comma-joined). */
export const saveTemplateObjects = tpl(
  { auth_template_id: uuidId(PermMsg.templateIdRequired), object_nos: idList },
  'Permission templates: set objects',
  'save_tpl_objects',
);

/** Replaces the jobs holding the template (job_ids: an array or comma-joined); takes effect on their next call. */
export const saveTemplateJobs = tpl(
  { auth_template_id: uuidId(PermMsg.templateIdRequired), job_ids: idList.refine((ids) => ids.every(isUuidText), { error: Msg.idInvalid }) },
  'Permission templates: grant to jobs',
  'save_tpl_jobs',
  PermObject.templateGrant,
);
