import type { FastifyInstance } from 'fastify';
import { and, eq } from 'drizzle-orm';
import { AuditAction, ResultCode, car, deviceAssets } from '@zhuyun/contracts';
import { btReaders } from '../../db/schema';
import { inTenantScope } from '../../db/scope';
import { DeviceKeyService } from '../../platform/devices/device-key.service';
import { AppError, fail } from '../../platform/errors';
import { registerRoute } from '../../platform/http/register-route';
import type { Platform } from '../../platform/platform';
import type { SessionContext } from '../../platform/session/session.types';
import { tenantOf } from '../../platform/tenant';
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
  const readerOf = async (session: SessionContext, readerId: string) => {
    if (!session.user.is_platform_admin && session.company?.is_admin !== true) throw fail.forbidden(DeviceMsg.deviceKeyAdminOnly);
    const companyId = tenantOf(session);
    const [found] = await db
      .select({ id: btReaders.reader_id })
      .from(btReaders)
      .where(and(eq(btReaders.company_id, companyId), eq(btReaders.reader_id, readerId)));
    if (!found) throw fail.notFound(DeviceMsg.readerNotFound);
    return { companyId, kind: READER_DEVICE_KEY_KIND, deviceId: readerId };
  };
  const audited = (session: SessionContext, readerId: string, detail: 'create' | 'rotate' | 'revoke') =>
    platform.audit.record(session, { action: AuditAction.deviceKeyChange, objectType: 'device_key', objectId: readerId, detail });

  registerRoute(app, platform, deviceAssets.createReaderKey, {
    handler: async ({ input, session }) => {
      const issued = await keys.create(await readerOf(session, input.reader_id), session.userId);
      if (!issued) throw fail.conflict(DeviceMsg.deviceKeyExists);
      await audited(session, input.reader_id, 'create');
      return issued;
    },
  });

  registerRoute(app, platform, deviceAssets.rotateReaderKey, {
    handler: async ({ input, session }) => {
      const rotated = await keys.rotate(await readerOf(session, input.reader_id), session.userId);
      await audited(session, input.reader_id, 'rotate');
      return rotated;
    },
  });

  registerRoute(app, platform, deviceAssets.revokeReaderKey, {
    handler: async ({ input, session }) => {
      if (!(await keys.revoke(await readerOf(session, input.reader_id)))) throw fail.notFound(DeviceMsg.deviceKeyNone);
      await audited(session, input.reader_id, 'revoke');
      return null;
    },
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
