import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import { Msg, dev } from '@zhuyun/contracts';
import { fail } from '../../platform/errors';
import { registerRoute } from '../../platform/http/register-route';
import type { Platform } from '../../platform/platform';

const startedAt = Date.now();

export function registerDevRoutes(app: FastifyInstance, platform: Platform): void {
  registerRoute(app, platform, dev.health, {
    handler: async () => {
      await platform.database.db.execute(sql`select 1`);
      return { status: 'ok' as const, database: platform.database.kind, uptime_s: Math.round((Date.now() - startedAt) / 1000) };
    },
  });

  registerRoute(app, platform, dev.readSmsOutbox, {
    handler: async ({ input }) => {
      if (!platform.outbox || platform.config.production) throw fail.forbidden(Msg.devEndpointOff);
      return { list: await platform.outbox.read(input.phone) };
    },
  });
}
