import type { FastifyInstance } from 'fastify';
import { and, eq } from 'drizzle-orm';
import { ResultCode, car, deviceAssets } from '@zhuyun/contracts';
import { btReaders } from '../../db/schema';
import { inTenantScope } from '../../db/scope';
import { DeviceKeyService } from '../../platform/devices/device-key.service';
import { AppError } from '../../platform/errors';
import { registerDeviceKeyRoutes } from '../../platform/devices/device-key.routes';
import { registerRoute } from '../../platform/http/register-route';
import type { Platform } from '../../platform/platform';
import { ingestReaderReads } from './reader-reads.repo';

const { DeviceMsg, READER_DEVICE_KEY_KIND } = deviceAssets;

/**
 * A Bluetooth reader's key and its ingestion call, as the site devices' and the cars' GPS units' (ARCHITECTURE.md
 * rule 13): the key is created, rotated and revoked by the unit's administrator only, for a reader of the session's
 * company (another company's answers 10002), shown once, stored hashed by the shared DeviceKeyService, and every change
 * appended to the unit's audit chain (the key itself never is). The reader then reports with that key alone.
 */
export function registerReaderKeyRoutes(app: FastifyInstance, platform: Platform): void {
  const { db } = platform.database;
  const keys = new DeviceKeyService(db);
  registerDeviceKeyRoutes(app, platform, keys, {
    calls: { create: deviceAssets.createReaderKey, rotate: deviceAssets.rotateReaderKey, revoke: deviceAssets.revokeReaderKey },
    kind: READER_DEVICE_KEY_KIND,
    idField: 'reader_id',
    exists: async (companyId, readerId) => {
      const [found] = await db
        .select({ id: btReaders.reader_id })
        .from(btReaders)
        .where(and(eq(btReaders.company_id, companyId), eq(btReaders.reader_id, readerId)));
      return Boolean(found);
    },
    messages: { adminOnly: DeviceMsg.deviceKeyAdminOnly, notFound: DeviceMsg.readerNotFound, exists: DeviceMsg.deviceKeyExists, none: DeviceMsg.deviceKeyNone },
  });

  registerRoute(app, platform, deviceAssets.uploadReaderReads, {
    handler: async ({ input, request }) => {
      const sent = request.headers[car.DEVICE_KEY_HEADER];
      const ref = await keys.verify(Array.isArray(sent) ? sent[0] : sent, READER_DEVICE_KEY_KIND);
      if (!ref) throw new AppError(ResultCode.WRONG_CREDENTIALS, DeviceMsg.deviceKeyInvalid);
      // The key names the unit: the reader is marked seen and its reads written in that unit's scope (decision 024).
      const answer = await inTenantScope(ref.companyId, () => ingestReaderReads(db, ref.companyId, ref.deviceId, input.reads));
      if (!answer) throw new AppError(ResultCode.WRONG_CREDENTIALS, DeviceMsg.deviceKeyInvalid);
      return answer;
    },
  });
}
