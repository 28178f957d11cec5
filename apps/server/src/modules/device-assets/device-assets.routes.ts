import type { FastifyInstance } from 'fastify';
import { deviceAssets } from '@zhuyun/contracts';
import { registerRoute } from '../../platform/http/register-route';
import type { Platform } from '../../platform/platform';
import { pageOf, tenantOf, windowOf } from '../../platform/tenant';
import { pageBindRecords } from './bind-records';
import { registerReaderKeyRoutes } from './reader-keys.routes';
import { readerFamily } from './reader-reads.repo';
import { registerReaderResource } from './reader.resource';
import { registerRecordAndTableResources } from './records-and-tables.resource';
import { registerRfidRoutes } from './rfid.resource';
import { watchSilentDevices } from '../site';

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

  // The readers join the site devices' offline sweep (one timer for every family).
  watchSilentDevices(app, platform, readerFamily);
}
