import type { FastifyInstance } from 'fastify';
import { AuditAction, site } from '@zhuyun/contracts';
import { fail } from '../../platform/errors';
import { registerRoute } from '../../platform/http/register-route';
import type { Platform } from '../../platform/platform';
import type { DeviceKeyService } from '../../platform/devices/device-key.service';
import type { SessionContext } from '../../platform/session/session.types';
import { tenantOf } from '../../platform/tenant';
import type { SiteReadingsRepo } from './site-readings.repo';

const { SiteMsg, SITE_DEVICE_KEY_KIND } = site;

/**
 * A site device's key for the ingestion call, as the cars' GPS keys (ARCHITECTURE.md rule 11): created, rotated and
 * revoked by the unit's administrator only, for a device of the session's company (another company's answers 10002),
 * shown once, and every change appended to the unit's audit chain (the key itself never is).
 */
export function registerSiteDeviceKeyRoutes(app: FastifyInstance, platform: Platform, readings: SiteReadingsRepo, keys: DeviceKeyService): void {
  const deviceOf = async (session: SessionContext, deviceId: string) => {
    if (!session.user.is_platform_admin && session.company?.is_admin !== true) throw fail.forbidden(SiteMsg.deviceKeyAdminOnly);
    const companyId = tenantOf(session);
    if (!(await readings.device(companyId, deviceId))) throw fail.notFound(SiteMsg.deviceNotFound);
    return { companyId, kind: SITE_DEVICE_KEY_KIND, deviceId };
  };
  const audited = (session: SessionContext, deviceId: string, detail: 'create' | 'rotate' | 'revoke') =>
    platform.audit.record(session, { action: AuditAction.deviceKeyChange, objectType: 'device_key', objectId: deviceId, detail });

  registerRoute(app, platform, site.createSiteDeviceKey, {
    handler: async ({ input, session }) => {
      const issued = await keys.create(await deviceOf(session, input.device_id), session.userId);
      if (!issued) throw fail.conflict(SiteMsg.deviceKeyExists);
      await audited(session, input.device_id, 'create');
      return issued;
    },
  });

  registerRoute(app, platform, site.rotateSiteDeviceKey, {
    handler: async ({ input, session }) => {
      const rotated = await keys.rotate(await deviceOf(session, input.device_id), session.userId);
      await audited(session, input.device_id, 'rotate');
      return rotated;
    },
  });

  registerRoute(app, platform, site.revokeSiteDeviceKey, {
    handler: async ({ input, session }) => {
      if (!(await keys.revoke(await deviceOf(session, input.device_id)))) throw fail.notFound(SiteMsg.deviceKeyNone);
      await audited(session, input.device_id, 'revoke');
      return null;
    },
  });
}
