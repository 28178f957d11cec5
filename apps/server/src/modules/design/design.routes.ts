import type { FastifyInstance } from 'fastify';
import { desc, eq, and } from 'drizzle-orm';
import { AuditAction, design } from '@zhuyun/contracts';
import { jtOrgs } from '../../db/schema';
import { fail } from '../../platform/errors';
import { registerRoute } from '../../platform/http/register-route';
import type { Platform } from '../../platform/platform';
import { tenantOf } from '../../platform/tenant';
import { orgColumns, registerDesignResources } from './design-resources';
import { DesignRepo } from './design.repo';
import { ensureDemoDrawingFiles } from './demo-drawings';
import { registerPaperRoutes } from './paper.routes';
import { registerResolveRoutes } from './resolve.routes';

const { DesignMsg, DesignMsgWith } = design;

/** Design units and projects, construction info and deep design (spec-2 §7.3), then drawings and decomposition. */
export function registerDesignRoutes(app: FastifyInstance, platform: Platform): void {
  const { db } = platform.database;
  const repo = new DesignRepo(db);
  registerDesignResources(app, platform, repo);

  registerRoute(app, platform, design.getOrgSelect, {
    handler: async ({ input, session }) => ({ list: await repo.orgSelect(tenantOf(session), input.search) }),
  });

  registerRoute(app, platform, design.getChildrenOrg, {
    handler: async ({ input, session }) => {
      const companyId = tenantOf(session);
      if (!(await repo.orgExists(companyId, input.org_id))) throw fail.notFound(DesignMsg.orgNotFound);
      const rows = await db
        .select(orgColumns)
        .from(jtOrgs)
        .where(and(eq(jtOrgs.company_id, companyId), eq(jtOrgs.parent_org_id, input.org_id)))
        .orderBy(desc(jtOrgs.created_at));
      return { list: rows.map((r) => ({ ...r, synced_at: r.synced_at?.toISOString() ?? null, created_at: r.created_at.toISOString() })) };
    },
  });

  registerRoute(app, platform, design.unionOrg, {
    msg: '关联成功',
    handler: async ({ input, session }) => {
      const children = [...new Set(input.child_org_ids)];
      if (children.includes(input.org_id)) throw fail.validation(DesignMsg.orgUnionSelf);
      const done = await repo.union(tenantOf(session), input.org_id, children);
      if (done === 'unknown') throw fail.notFound(DesignMsg.orgNotFound);
      if (done === 'cycle') throw fail.validation(DesignMsg.parentOrgInvalid);
      await platform.audit.record(session, { action: AuditAction.update, objectType: 'jt_org', objectId: input.org_id, after: { child_org_ids: children }, detail: `union ${done}` });
      return { updated: done };
    },
  });

  registerRoute(app, platform, design.syncOrg, {
    handler: async ({ session, setMsg }) => {
      const result = await repo.syncOrgs(tenantOf(session));
      await platform.audit.record(session, { action: AuditAction.update, objectType: 'jt_org', detail: `sync +${result.added} ~${result.updated}` });
      setMsg(DesignMsgWith.synced(result.added, result.updated));
      return result;
    },
  });

  registerRoute(app, platform, design.syncProject, {
    handler: async ({ session, setMsg }) => {
      const result = await repo.syncProjects(tenantOf(session));
      await platform.audit.record(session, { action: AuditAction.update, objectType: 'jt_project', detail: `sync +${result.added} ~${result.updated}` });
      setMsg(DesignMsgWith.synced(result.added, result.updated));
      return result;
    },
  });

  registerRoute(app, platform, design.getJtProjectSelect, {
    handler: async ({ input, session }) => ({ list: await repo.projectSelect(tenantOf(session), input.search) }),
  });

  registerRoute(app, platform, design.getUnitAll, {
    handler: async ({ input }) => ({ list: await repo.unitAll(input.search, input.company_type) }),
  });

  registerRoute(app, platform, design.confirmDeepDesign, {
    msg: '操作成功',
    handler: async ({ input, session }) => {
      const done = await repo.confirm(tenantOf(session), input.deep_design_id, input.status, input.reason ?? null, {
        userId: session.userId,
        name: session.user.user_name,
      });
      if (done === 'missing') throw fail.notFound(DesignMsg.deepNotFound);
      if (done === 'done') throw fail.conflict(DesignMsg.deepAlreadyDone);
      const approved = input.status === design.DeepStatus.confirmed;
      await platform.audit.record(session, {
        action: approved ? AuditAction.approve : AuditAction.reject,
        objectType: 'deep_design',
        objectId: input.deep_design_id,
        after: { status: input.status, reason: input.reason ?? null },
      });
      return { deep_design_id: input.deep_design_id, status: input.status };
    },
  });

  registerPaperRoutes(app, platform);
  registerResolveRoutes(app, platform);
  app.addHook('onReady', async () => {
    await ensureDemoDrawingFiles(platform).catch((error: unknown) => app.log.warn({ err: error }, 'demo drawing files not written'));
  });
}
