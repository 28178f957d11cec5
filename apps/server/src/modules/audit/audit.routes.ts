import type { FastifyInstance } from 'fastify';
import { audit } from '@zhuyun/contracts';
import { registerRoute } from '../../platform/http/register-route';
import type { Platform } from '../../platform/platform';
import { AuditRepo } from '../../platform/audit/audit.repo';
import { pageOf, tenantOf, windowOf } from '../../platform/tenant';
import { registerMySessionsRoutes } from './my-sessions.routes';

/** The audit trail's two calls (issue 15): a page of entries and the chain check, both of the session's company. */
export function registerAuditRoutes(app: FastifyInstance, platform: Platform): void {
  const repo = new AuditRepo(platform.database.db);

  registerRoute(app, platform, audit.getAuditLog, {
    handler: async ({ input, session, setMsg }) => {
      const window = windowOf(input);
      const { rows, total } = await repo.page(
        tenantOf(session),
        {
          from: input.start_time ? new Date(input.start_time) : undefined,
          to: input.end_time ? new Date(input.end_time) : undefined,
          actor: input.actor,
          actions: input.action,
          object: input.object,
        },
        window,
      );
      return pageOf(window, rows, total, setMsg);
    },
  });

  registerRoute(app, platform, audit.verifyAuditChain, {
    handler: async ({ session }) => repo.verify(tenantOf(session)),
  });

  registerMySessionsRoutes(app, platform);
}
