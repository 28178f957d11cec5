import type { FastifyInstance } from 'fastify';
import { AuditAction, car } from '@zhuyun/contracts';
import { fail } from '../../platform/errors';
import { registerRoute } from '../../platform/http/register-route';
import type { Platform } from '../../platform/platform';
import type { DeviceKeyService } from '../../platform/devices/device-key.service';
import type { SessionContext } from '../../platform/session/session.types';
import { tenantOf } from '../../platform/tenant';
import { GPS, type CarRepo } from './car.repo';

export { GPS };
const { CarMsg } = car;

/**
 * A car's GPS unit key: created, rotated and revoked by the unit's administrator only (issue 15 fix 2), for a car of
 * the session's company (another company's car answers 10002 like a missing one). The key is in the answer once.
 */
export function registerCarDeviceKeyRoutes(app: FastifyInstance, platform: Platform, repo: CarRepo, keys: DeviceKeyService): void {
  const deviceOf = async (session: SessionContext, carId: string) => {
    if (!session.user.is_platform_admin && session.company?.is_admin !== true) throw fail.forbidden(CarMsg.deviceKeyAdminOnly);
    const companyId = tenantOf(session);
    if (!(await repo.exists(companyId, carId))) throw fail.notFound(CarMsg.carNotFound);
    return { companyId, kind: GPS, deviceId: carId };
  };
  // Every change of a device's credentials is in the unit's audit chain (issue 15 build 3); the key itself never is.
  const audited = (session: SessionContext, carId: string, detail: 'create' | 'rotate' | 'revoke') =>
    platform.audit.record(session, { action: AuditAction.deviceKeyChange, objectType: 'device_key', objectId: carId, detail });

  registerRoute(app, platform, car.createCarDeviceKey, {
    handler: async ({ input, session }) => {
      const issued = await keys.create(await deviceOf(session, input.car_id), session.userId);
      if (!issued) throw fail.conflict(CarMsg.deviceKeyExists);
      await audited(session, input.car_id, 'create');
      return issued;
    },
  });

  registerRoute(app, platform, car.rotateCarDeviceKey, {
    handler: async ({ input, session }) => {
      const rotated = await keys.rotate(await deviceOf(session, input.car_id), session.userId);
      await audited(session, input.car_id, 'rotate');
      return rotated;
    },
  });

  registerRoute(app, platform, car.revokeCarDeviceKey, {
    handler: async ({ input, session }) => {
      if (!(await keys.revoke(await deviceOf(session, input.car_id)))) throw fail.notFound(CarMsg.deviceKeyNone);
      await audited(session, input.car_id, 'revoke');
      return null;
    },
  });
}
