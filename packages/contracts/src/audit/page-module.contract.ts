import { z } from 'zod';
import { defineRoute } from '../route';
import { page } from '../envelope';
import { pagingShape } from '../resource/paging';
import { boundedSigningParams as signingParams, boundedString, searchText } from '../resource/resource-fields';
import { PermObject } from '../permission/permission.messages';
import { AuditMsg } from './audit.messages';

/*
 * Page-module logs (spec-2 §7.3 "Components": GET /admin/pageModule/lists). The page modules are the permission
 * objects, their categories and the menus that /moduleList and /menuManagement edit; every change to them is already
 * an entry of the audit trail (issue 15). This call is those entries, newest first, each with the module it touched
 * (its current name, number and route; null once deleted). Fields chosen; the log is the module managers'.
 */
export const PAGE_MODULE_TYPES = ['object', 'object_category', 'menu'] as const;
export const PAGE_MODULE_TYPE_NAMES: Record<(typeof PAGE_MODULE_TYPES)[number], string> = { object: '页面模块', object_category: '模块分类', menu: '菜单' };
export const PageModuleLogMsg = { typeInvalid: '模块类型不正确' } as const;

export const pageModuleLogRow = z.object({
  log_id: z.string(),
  at: z.string(),
  actor_id: z.string().nullable(),
  actor_name: z.string().nullable(),
  action: z.string(),
  action_name: z.string(),
  module_type: z.string(),
  module_type_name: z.string(),
  module_id: z.string().nullable(),
  module_no: z.string().nullable(),
  module_name: z.string().nullable(),
  object_module: z.string().nullable(),
  ip: z.string().nullable(),
});
export type PageModuleLogRow = z.infer<typeof pageModuleLogRow>;

const time = boundedString(40, AuditMsg.timeInvalid)
  .optional()
  .transform((v) => (v === undefined || v.trim() === '' ? undefined : v.trim()))
  .refine((v) => v === undefined || !Number.isNaN(Date.parse(v)), { error: AuditMsg.timeInvalid });

export const getPageModuleLogs = defineRoute({
  method: 'GET',
  path: '/admin/pageModule/lists',
  summary: 'Page-module logs',
  tag: 'log',
  auth: 'session',
  signed: true,
  permission: PermObject.objectManage,
  request: z.object({
    start_time: time,
    end_time: time,
    /** A person's id, or part of their name. */
    actor: searchText(50),
    module_type: z
      .enum([...PAGE_MODULE_TYPES, ''], { error: PageModuleLogMsg.typeInvalid })
      .optional()
      .transform((v) => (v ? v : undefined)),
    ...pagingShape(true),
    ...signingParams,
  }),
  response: page(pageModuleLogRow),
});
