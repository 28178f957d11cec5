import type { FastifyInstance } from 'fastify';
import { routes } from '@zhuyun/contracts';
import { registerRoute } from '../../platform/http/register-route';
import type { Platform } from '../../platform/platform';
import { pageOf, tenantOf, windowOf } from '../../platform/tenant';

const DAY_MS = 86_400_000;
const DAY_ONLY = /^\d{4}-\d{2}-\d{2}$/;

/** A time filter: an instant as sent, or a bare day (the tab's date pickers) as that day in China time, end inclusive. */
function instant(text: string, intoDay: number): Date {
  return DAY_ONLY.test(text) ? new Date(Date.parse(`${text}T00:00:00+08:00`) + intoDay) : new Date(text);
}

/** The request log's page (issue 19 item 6): the session's unit's calls, newest first. */
export function registerRequestLogRoutes(app: FastifyInstance, platform: Platform): void {
  registerRoute(app, platform, routes.getRequestLog, {
    handler: async ({ input, session, setMsg }) => {
      const window = windowOf(input);
      const { rows, total } = await platform.requests.page(
        tenantOf(session),
        {
          from: input.start_time ? instant(input.start_time, 0) : undefined,
          to: input.end_time ? instant(input.end_time, DAY_MS - 1) : undefined,
          user: input.user,
          operation: input.operation,
          result: input.result,
        },
        window,
      );
      return pageOf(window, rows, total, setMsg);
    },
  });
}
