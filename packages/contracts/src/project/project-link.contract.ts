import { z } from 'zod';
import { page } from '../envelope';
import { defineRoute } from '../route';
import { boundedSigningParams, boundedString, searchText, text, textOrNull, uuidField } from '../resource';
import { pagingShape } from '../resource/paging';
import { codeField } from '../message/message-fields';

/*
 * Linking a project to an external system's project and syncing it (spec-2 §7.3, project family: config GET,
 * link_config, company_lib GET, link POST, project, sync). The unit's administrator configures which external system
 * the unit uses (config, link_config); company_lib lists that system's projects; link ties one of the unit's projects
 * to one of them; project shows a project's link; sync pulls the external project's construction sections into the
 * project's own (/constructionSection), idempotently: each external section maps to one local section, and the answer
 * counts what was added, updated and left as it was. The external system is reached through an adapter; the built-in
 * one is an in-process stand-in with a few projects, so the flow works with no outside service.
 * Methods chosen where the spec names none: link_config POST, project GET, sync POST.
 */
export const LINK_ADAPTERS = ['builtin'] as const;
export type LinkAdapter = (typeof LINK_ADAPTERS)[number];
export const LINK_ADAPTER_NAMES: Record<LinkAdapter, string> = { builtin: '内置演示系统（模拟外部项目库）' };

export const ProjectLinkMsg = {
  adapterInvalid: '外部系统类型不正确',
  systemNameRequired: '外部系统名称不能为空',
  baseUrlInvalid: '接口地址应以http://或https://开头',
  enabledInvalid: '启用状态不正确',
  notConfigured: '尚未配置或未启用外部系统',
  projectIdRequired: '项目ID不能为空',
  projectNotFound: '项目不存在',
  externalIdInvalid: '外部项目ID不正确',
  externalNotFound: '外部项目不存在',
  externalTaken: (name: string) => `该外部项目已关联项目“${name}”`,
  notLinked: '项目尚未关联外部项目',
  saved: '保存成功',
  linked: '关联成功',
  unlinked: '已取消关联',
  synced: (added: number, updated: number, unchanged: number) => `同步完成：新增${added}条，更新${updated}条，未变${unchanged}条`,
} as const;

/**
 * Configuring the unit's external system is its administrator's (the extra-field element); linking and syncing are the
 * element project.link of /projectDetail, where they are done. Not page.operaProject (as before): the page's <Can>
 * looks among the objects under the page it is on, so an object of another page hid 关联, 同步 and 取消关联 from
 * everyone there.
 */
export const ProjectLinkObject = { configure: 'project.ext_define', link: 'project.link' } as const;

export const linkConfig = z.object({
  adapter: z.string().nullable(),
  system_name: z.string().nullable(),
  base_url: z.string().nullable(),
  app_key: z.string().nullable(),
  /** 1 when a secret is stored; the secret itself never leaves the server. */
  has_secret: z.number(),
  enabled: z.number(),
  updated_at: z.string().nullable(),
  adapters: z.array(z.object({ adapter: z.string(), adapter_name: z.string() })),
});
export type LinkConfig = z.infer<typeof linkConfig>;

export const getLinkConfig = defineRoute({
  method: 'GET',
  path: '/api/v1/project/config',
  summary: "The unit's external project system configuration",
  tag: 'project',
  auth: 'session',
  signed: true,
  request: z.object({ ...boundedSigningParams }),
  response: linkConfig,
});

export const saveLinkConfig = defineRoute({
  method: 'POST',
  path: '/api/v1/project/link_config',
  summary: "Save the unit's external project system configuration (method chosen: POST)",
  tag: 'project',
  auth: 'session',
  signed: true,
  permission: ProjectLinkObject.configure,
  request: z.object({
    adapter: z.enum(LINK_ADAPTERS, { error: ProjectLinkMsg.adapterInvalid }),
    system_name: text(50, ProjectLinkMsg.systemNameRequired),
    base_url: textOrNull(200).refine((v) => v == null || /^https?:\/\/\S+$/i.test(v), { error: ProjectLinkMsg.baseUrlInvalid }),
    app_key: textOrNull(100),
    /** Blank keeps the stored secret. */
    app_secret: textOrNull(200),
    enabled: codeField([0, 1], ProjectLinkMsg.enabledInvalid, 1),
    ...boundedSigningParams,
  }),
  response: linkConfig,
});

export const externalProjectRow = z.object({
  external_project_id: z.string(),
  project_code: z.string(),
  project_name: z.string(),
  address: z.string().nullable(),
  start_date: z.string().nullable(),
  end_date: z.string().nullable(),
  section_count: z.number(),
  /** The unit's project linked to it, if any. */
  linked_project_id: z.string().nullable(),
  linked_project_name: z.string().nullable(),
});
export type ExternalProjectRow = z.infer<typeof externalProjectRow>;

export const getCompanyLib = defineRoute({
  method: 'GET',
  path: '/api/v1/project/company_lib',
  summary: "The external system's project library for the unit",
  tag: 'project',
  auth: 'session',
  signed: true,
  request: z.object({ search: searchText(100), ...pagingShape(true), ...boundedSigningParams }),
  response: page(externalProjectRow),
});

const externalId = boundedString(64, ProjectLinkMsg.externalIdInvalid)
  .nullable()
  .optional()
  .transform((v) => (v == null || v.trim() === '' ? null : v.trim()));

export const projectLink = z.object({
  project_id: z.string(),
  linked: z.number(),
  adapter: z.string().nullable(),
  external_project_id: z.string().nullable(),
  external_project_name: z.string().nullable(),
  linked_at: z.string().nullable(),
  last_sync_at: z.string().nullable(),
  last_sync: z.object({ added: z.number(), updated: z.number(), unchanged: z.number() }).nullable(),
});
export type ProjectLink = z.infer<typeof projectLink>;

/** Links the project to an external project (replacing its link); a blank external_project_id takes the link off. */
export const linkProject = defineRoute({
  method: 'POST',
  path: '/api/v1/project/link',
  summary: 'Link a project to an external project',
  tag: 'project',
  auth: 'session',
  signed: true,
  permission: ProjectLinkObject.link,
  request: z.object({ project_id: uuidField(ProjectLinkMsg.projectIdRequired), external_project_id: externalId, ...boundedSigningParams }),
  response: projectLink,
});

export const getProjectLink = defineRoute({
  method: 'GET',
  path: '/api/v1/project/project',
  summary: "A project's external link (method chosen: GET)",
  tag: 'project',
  auth: 'session',
  signed: true,
  request: z.object({ project_id: uuidField(ProjectLinkMsg.projectIdRequired), ...boundedSigningParams }),
  response: projectLink,
});

export const syncResult = z.object({ added: z.number(), updated: z.number(), unchanged: z.number(), total: z.number(), synced_at: z.string() });
export type SyncResult = z.infer<typeof syncResult>;

/** Pulls the linked external project's sections into the project's construction sections (idempotent). */
export const syncProjectLink = defineRoute({
  method: 'POST',
  path: '/api/v1/project/sync',
  summary: 'Sync a linked project from the external system (method chosen: POST)',
  tag: 'project',
  auth: 'session',
  signed: true,
  permission: ProjectLinkObject.link,
  request: z.object({ project_id: uuidField(ProjectLinkMsg.projectIdRequired), ...boundedSigningParams }),
  response: syncResult,
});
