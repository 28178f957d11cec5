import type { FastifyInstance } from 'fastify';
import { Msg, config } from '@zhuyun/contracts';
import { fail } from '../../platform/errors';
import { registerRoute } from '../../platform/http/register-route';
import type { Platform } from '../../platform/platform';
import { registerResource } from '../../platform/resource/register-resource';
import { tenantOf } from '../../platform/tenant';
import { codeTypeRepo, codeValueRepo, systemCodeTypes } from './code-list.repo';
import { saveSettings, settingsOf } from './company-setting.repo';

const { ConfigMsg } = config;
/** The shortest idle limit a unit may choose: below it people would be signed out while reading a page. */
export const MIN_IDLE_MINUTES = 5;

/** /configure (issue 19 item 5): a unit's code types and values, the platform's read-only ones, and the unit's settings. */
export function registerConfigRoutes(app: FastifyInstance, platform: Platform): void {
  const { db } = platform.database;
  const maxIdle = () => Math.floor(platform.config.session.idleMs / 60_000);
  const types = codeTypeRepo(db);
  registerResource(app, platform, config.codeTypeResource, types);
  registerResource(app, platform, config.codeValueResource, { repo: codeValueRepo(db) });

  registerRoute(app, platform, config.getSystemCodeTypes, {
    handler: async () => ({ list: await systemCodeTypes(db) }),
  });

  registerRoute(app, platform, config.getCompanySettings, {
    handler: async ({ session }) => ({
      ...(await settingsOf(db, tenantOf(session), maxIdle())),
      idle_bounds: { min: Math.min(MIN_IDLE_MINUTES, maxIdle()), max: maxIdle() },
    }),
  });

  registerRoute(app, platform, config.saveCompanySettings, {
    msg: Msg.saved,
    handler: async ({ input, session }) => {
      const idle = input.session_idle_minutes as number;
      if (idle < Math.min(MIN_IDLE_MINUTES, maxIdle()) || idle > maxIdle()) throw fail.validation(`${ConfigMsg.idleInvalid}（${Math.min(MIN_IDLE_MINUTES, maxIdle())}–${maxIdle()} 分钟）`);
      await saveSettings(db, tenantOf(session), {
        name_rule: input.name_rule,
        map_lon: input.map_lon as number,
        map_lat: input.map_lat as number,
        map_zoom: input.map_zoom as number,
        session_idle_minutes: idle,
      });
      return null;
    },
  });
}
