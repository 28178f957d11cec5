import type { FastifyInstance } from 'fastify';
import { deviceAssets } from '@zhuyun/contracts';
import { registerRoute } from '../../platform/http/register-route';
import type { Platform } from '../../platform/platform';
import { pageOf, tenantOf, windowOf } from '../../platform/tenant';
import { pageBindRecords } from './bind-records';
import { registerReaderKeyRoutes } from './reader-keys.routes';
import { sweepOfflineReaders } from './reader-reads.repo';
import { registerReaderResource } from './reader.resource';
import { registerRecordAndTableResources } from './records-and-tables.resource';
import { registerRfidRoutes } from './rfid.resource';
import { SWEEP_EVERY_MS } from '../site';

/** Devices beside sensors (issue 20 item 1): readers (with their keys, reads and offline sweep), RFID tags, use and bind records, custom tables. */
export function registerDeviceAssetRoutes(app: FastifyInstance, platform: Platform): void {
  const { db } = platform.database;
  registerReaderResource(app, platform);
  registerReaderKeyRoutes(app, platform);
  registerRfidRoutes(app, platform);
  registerRecordAndTableResources(app, platform);

  registerRoute(app, platform, deviceAssets.listReaderBinds, {
    handler: async ({ input, session, setMsg }) => {
      const window = windowOf(input);
      const found = await pageBindRecords(db, tenantOf(session), { ...input, device_kind: 'reader', device_id: input.reader_id }, window);
      return pageOf(window, found.rows, found.total, setMsg);
    },
  });
  registerRoute(app, platform, deviceAssets.listBindRecords, {
    handler: async ({ input, session, setMsg }) => {
      const window = windowOf(input);
      const found = await pageBindRecords(db, tenantOf(session), input, window);
      return pageOf(window, found.rows, found.total, setMsg);
    },
  });

  // The readers' offline sweep, beside the site devices' (issue 20 item 1); unref'd so it never holds the process open.
  const timer = setInterval(() => {
    sweepOfflineReaders(db, platform.events, new Date(), app.log).catch((error: unknown) => app.log.error({ err: error }, 'reader offline sweep failed'));
  }, SWEEP_EVERY_MS);
  timer.unref();
  app.addHook('onClose', async () => clearInterval(timer));
}
