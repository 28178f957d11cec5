import { z } from 'zod';
import { defineRoute } from '../route';
import { boundedSigningParams, optionalUuid } from '../resource';
import { MembersMsg } from './members.messages';

/**
 * The modules a person may put on their home page (spec-2 §7.3 "user component get and save", "home module data
 * POST"), each with what its data shows. The order here is the default set's.
 */
export const HOME_MODULES = [
  { module_code: 'project_status', module_name: '项目概况' },
  { module_code: 'component_progress', module_name: '构件进度' },
  { module_code: 'project_members', module_name: '项目成员' },
  { module_code: 'people_pool', module_name: '人员在场' },
  { module_code: 'activities', module_name: '近期活动' },
  { module_code: 'test_bases', module_name: '试验基地资质' },
] as const;
export type HomeModuleCode = (typeof HOME_MODULES)[number]['module_code'];
const CODES = HOME_MODULES.map((m) => m.module_code) as [HomeModuleCode, ...HomeModuleCode[]];
const moduleCode = z.enum(CODES, { error: MembersMsg.moduleInvalid });
const flag = z.union([z.literal(0), z.literal(1), z.literal('0'), z.literal('1')], { error: MembersMsg.moduleInvalid }).transform(Number);

export const userComponent = z.object({ module_code: z.string(), module_name: z.string(), sort: z.number(), visible: z.number() });

/** The person's modules in their order, every module of the catalogue once (hidden ones with visible 0). */
export const getUserComponents = defineRoute({
  method: 'GET',
  path: '/api/v1/project/get_user_component',
  summary: 'User component get (path chosen)',
  tag: 'project',
  auth: 'session',
  signed: true,
  request: z.object({ ...boundedSigningParams }),
  response: z.object({ list: z.array(userComponent) }),
});

/** Saves the person's modules: their order is the list's, modules left out are hidden. */
export const saveUserComponents = defineRoute({
  method: 'POST',
  path: '/api/v1/project/save_user_component',
  summary: 'User component save (path chosen)',
  tag: 'project',
  auth: 'session',
  signed: true,
  request: z.object({
    list: z
      .array(z.object({ module_code: moduleCode, visible: flag.optional() }), { error: MembersMsg.modulesRequired })
      .max(HOME_MODULES.length, { error: MembersMsg.moduleDuplicate })
      .refine((l) => new Set(l.map((m) => m.module_code)).size === l.length, { error: MembersMsg.moduleDuplicate }),
    ...boundedSigningParams,
  }),
  response: z.object({ count: z.number() }),
});

export const homeModuleData = z.object({
  module_code: z.string(),
  module_name: z.string(),
  items: z.array(z.object({ name: z.string(), value: z.number(), note: z.string().nullable() })),
});
export type HomeModuleData = z.infer<typeof homeModuleData>;

/** The numbers of the asked modules, in the session's company (one project's when project_id is given). */
export const getHomeModuleData = defineRoute({
  method: 'POST',
  path: '/api/v1/project/home_module_data',
  summary: 'Home module data (path chosen)',
  tag: 'project',
  auth: 'session',
  signed: true,
  request: z.object({
    module_codes: z.array(moduleCode, { error: MembersMsg.modulesRequired }).min(1, { error: MembersMsg.modulesRequired }).max(HOME_MODULES.length, { error: MembersMsg.moduleDuplicate }),
    project_id: optionalUuid(MembersMsg.projectNotFound),
    ...boundedSigningParams,
  }),
  response: z.object({ list: z.array(homeModuleData) }),
});
