import type { FastifyInstance } from 'fastify';
import { and, eq, inArray } from 'drizzle-orm';
import { project } from '@zhuyun/contracts';
import type { Db } from '../../db/client';
import { projectLinkConfigs, projectLinks, projects } from '../../db/schema';
import { fail } from '../../platform/errors';
import { registerRoute } from '../../platform/http/register-route';
import type { Platform } from '../../platform/platform';
import { isUniqueViolation } from '../../platform/query-helpers';
import { pageOf, tenantOf, windowOf } from '../../platform/tenant';
import type { ExternalProjectAdapter, LinkConnection } from './adapter';
import { builtinAdapter } from './builtin-adapter';
import { syncSections } from './project-link.sync';

const { ProjectLinkMsg, LINK_ADAPTER_NAMES } = project;
const c = projectLinkConfigs;
const l = projectLinks;

/** The adapters a unit may choose (link_config's `adapter`): the built-in stand-in for now. */
const ADAPTERS: Record<project.LinkAdapter, ExternalProjectAdapter> = { builtin: builtinAdapter };
const ADAPTER_LIST = Object.entries(LINK_ADAPTER_NAMES).map(([adapter, adapter_name]) => ({ adapter, adapter_name }));

type ConfigRow = typeof c.$inferSelect;
const configAnswer = (row: ConfigRow | undefined): project.LinkConfig => ({
  adapter: row?.adapter ?? null,
  system_name: row?.system_name ?? null,
  base_url: row?.base_url ?? null,
  app_key: row?.app_key ?? null,
  has_secret: row?.app_secret ? 1 : 0,
  enabled: row?.enabled ?? 0,
  updated_at: row?.updated_at.toISOString() ?? null,
  adapters: ADAPTER_LIST,
});

async function configOf(db: Db, companyId: string): Promise<ConfigRow | undefined> {
  return (await db.select().from(c).where(eq(c.company_id, companyId)))[0];
}

/** The unit's enabled system and its adapter, or 10001 尚未配置或未启用外部系统. */
async function systemOf(db: Db, companyId: string): Promise<{ adapter: ExternalProjectAdapter; connection: LinkConnection }> {
  const row = await configOf(db, companyId);
  const adapter = row?.enabled ? ADAPTERS[row.adapter as project.LinkAdapter] : undefined;
  if (!row || !adapter) throw fail.validation(ProjectLinkMsg.notConfigured);
  return { adapter, connection: { system_name: row.system_name, base_url: row.base_url, app_key: row.app_key, app_secret: row.app_secret } };
}

async function projectName(db: Db, companyId: string, projectId: string): Promise<string> {
  const [found] = await db.select({ name: projects.project_name }).from(projects).where(and(eq(projects.company_id, companyId), eq(projects.project_id, projectId)));
  if (!found) throw fail.notFound(ProjectLinkMsg.projectNotFound);
  return found.name;
}

async function linkOf(db: Db, companyId: string, projectId: string): Promise<project.ProjectLink> {
  const [row] = await db.select().from(l).where(and(eq(l.company_id, companyId), eq(l.project_id, projectId)));
  return {
    project_id: projectId,
    linked: row ? 1 : 0,
    adapter: row?.adapter ?? null,
    external_project_id: row?.external_project_id ?? null,
    external_project_name: row?.external_project_name ?? null,
    linked_at: row?.linked_at.toISOString() ?? null,
    last_sync_at: row?.last_sync_at?.toISOString() ?? null,
    last_sync: row?.last_sync_at ? { added: row.last_added ?? 0, updated: row.last_updated ?? 0, unchanged: row.last_unchanged ?? 0 } : null,
  };
}

/** config, link_config, company_lib, link, project, sync: a project linked to an external system's project. */
export function registerProjectLinkRoutes(app: FastifyInstance, platform: Platform): void {
  const { db } = platform.database;

  registerRoute(app, platform, project.getLinkConfig, { handler: async ({ session }) => configAnswer(await configOf(db, tenantOf(session))) });

  registerRoute(app, platform, project.saveLinkConfig, {
    msg: ProjectLinkMsg.saved,
    handler: async ({ input, session }) => {
      const companyId = tenantOf(session);
      const values = { adapter: input.adapter, system_name: input.system_name, base_url: input.base_url ?? null, app_key: input.app_key ?? null, enabled: input.enabled, updated_at: new Date(), updated_by: session.userId };
      // A blank secret keeps the stored one.
      const secret = input.app_secret ? { app_secret: input.app_secret } : {};
      await db.insert(c).values({ company_id: companyId, ...values, ...secret }).onConflictDoUpdate({ target: c.company_id, set: { ...values, ...secret } });
      return configAnswer(await configOf(db, companyId));
    },
  });

  registerRoute(app, platform, project.getCompanyLib, {
    handler: async ({ input, session, setMsg }) => {
      const companyId = tenantOf(session);
      const { adapter, connection } = await systemOf(db, companyId);
      const window = windowOf(input);
      const { rows, total } = await adapter.listProjects(connection, { search: input.search, offset: window.offset, limit: window.limit });
      const ids = rows.map((r) => r.external_project_id);
      const linked = ids.length
        ? await db
            .select({ external_project_id: l.external_project_id, project_id: l.project_id, project_name: projects.project_name })
            .from(l)
            .innerJoin(projects, and(eq(projects.company_id, l.company_id), eq(projects.project_id, l.project_id)))
            .where(and(eq(l.company_id, companyId), eq(l.adapter, adapter.adapter), inArray(l.external_project_id, ids)))
        : [];
      const linkOfId = new Map(linked.map((x) => [x.external_project_id, x]));
      const list = rows.map((r) => ({ ...r, linked_project_id: linkOfId.get(r.external_project_id)?.project_id ?? null, linked_project_name: linkOfId.get(r.external_project_id)?.project_name ?? null }));
      return pageOf(window, list, total, setMsg);
    },
  });

  registerRoute(app, platform, project.linkProject, {
    handler: async ({ input, session, setMsg }) => {
      const companyId = tenantOf(session);
      await projectName(db, companyId, input.project_id);
      if (!input.external_project_id) {
        await db.delete(l).where(and(eq(l.company_id, companyId), eq(l.project_id, input.project_id)));
        setMsg(ProjectLinkMsg.unlinked);
        return linkOf(db, companyId, input.project_id);
      }
      const { adapter, connection } = await systemOf(db, companyId);
      const external = await adapter.getProject(connection, input.external_project_id);
      if (!external) throw fail.notFound(ProjectLinkMsg.externalNotFound);
      const [taken] = await db
        .select({ project_id: l.project_id })
        .from(l)
        .where(and(eq(l.company_id, companyId), eq(l.adapter, adapter.adapter), eq(l.external_project_id, external.external_project_id)));
      if (taken && taken.project_id !== input.project_id) throw fail.conflict(ProjectLinkMsg.externalTaken(await projectName(db, companyId, taken.project_id)));
      const values = { adapter: adapter.adapter, external_project_id: external.external_project_id, external_project_name: external.project_name, linked_at: new Date() };
      const cleared = { last_sync_at: null, last_added: null, last_updated: null, last_unchanged: null };
      try {
        await db
          .insert(l)
          .values({ company_id: companyId, project_id: input.project_id, ...values })
          .onConflictDoUpdate({ target: [l.company_id, l.project_id], set: { ...values, ...(taken ? {} : cleared) } });
      } catch (error) {
        if (isUniqueViolation(error)) throw fail.conflict(ProjectLinkMsg.externalTaken(external.project_name));
        throw error;
      }
      setMsg(ProjectLinkMsg.linked);
      return linkOf(db, companyId, input.project_id);
    },
  });

  registerRoute(app, platform, project.getProjectLink, {
    handler: async ({ input, session }) => {
      const companyId = tenantOf(session);
      await projectName(db, companyId, input.project_id);
      return linkOf(db, companyId, input.project_id);
    },
  });

  registerRoute(app, platform, project.syncProjectLink, {
    handler: async ({ input, session, setMsg }) => {
      const companyId = tenantOf(session);
      await projectName(db, companyId, input.project_id);
      const link = await linkOf(db, companyId, input.project_id);
      if (!link.linked) throw fail.validation(ProjectLinkMsg.notLinked);
      const { adapter, connection } = await systemOf(db, companyId);
      if (link.adapter !== adapter.adapter) throw fail.validation(ProjectLinkMsg.notConfigured);
      // The external system is read before the transaction: a slow system never holds the project's rows.
      if (!(await adapter.getProject(connection, link.external_project_id!))) throw fail.notFound(ProjectLinkMsg.externalNotFound);
      const sections = await adapter.getSections(connection, link.external_project_id!);
      const result = await syncSections(db, companyId, input.project_id, sections);
      setMsg(ProjectLinkMsg.synced(result.added, result.updated, result.unchanged));
      return result;
    },
  });
}
