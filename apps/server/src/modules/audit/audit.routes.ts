import type { FastifyInstance } from 'fastify';
import { audit } from '@zhuyun/contracts';
import { registerRoute } from '../../platform/http/register-route';
import type { Platform } from '../../platform/platform';
import { AuditRepo } from '../../platform/audit/audit.repo';
import { pageOf, tenantOf, windowOf } from '../../platform/tenant';
import { registerMySessionsRoutes } from './my-sessions.routes';
import { registerPageModuleLogRoutes } from './page-module.routes';
import { registerRequestLogRoutes } from './request-log.routes';

const DAY_MS = 86_400_000;
const DAY_ONLY = /^\d{4}-\d{2}-\d{2}$/;

/** A time filter: an instant as sent, or a bare day (the page's date pickers) as that day in China time, end inclusive. */
function instant(text: string, intoDay: number): Date {
  return DAY_ONLY.test(text) ? new Date(Date.parse(`${text}T00:00:00+08:00`) + intoDay) : new Date(text);
}

/** The audit trail's two calls (issue 15): a page of entries and the chain check, both of the session's company. */
export function registerAuditRoutes(app: FastifyInstance, platform: Platform): void {
  const repo = new AuditRepo(platform.database.db);

  registerRoute(app, platform, audit.getAuditLog, {
    handler: async ({ input, session, setMsg }) => {
      const window = windowOf(input);
      const { rows, total } = await repo.page(
        tenantOf(session),
        {
          from: input.start_time ? instant(input.start_time, 0) : undefined,
          to: input.end_time ? instant(input.end_time, DAY_MS - 1) : undefined,
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
  registerRequestLogRoutes(app, platform);
  registerPageModuleLogRoutes(app, platform);
}
