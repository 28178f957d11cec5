import type { FastifyInstance } from 'fastify';
import { car } from '@zhuyun/contracts';
import { fail } from '../../platform/errors';
import { registerRoute } from '../../platform/http/register-route';
import type { Platform } from '../../platform/platform';
import { registerResource } from '../../platform/resource/register-resource';
import { tenantOf } from '../../platform/tenant';
import { CarRepo } from './car.repo';
import { GPS } from './car.repo';
import { DeviceKeyService } from '../../platform/devices/device-key.service';
import { registerDeviceKeyRoutes } from '../../platform/devices/device-key.routes';
import { AppError } from '../../platform/errors';
import { LiveEventType, ResultCode } from '@zhuyun/contracts';
import { registerCarDayRoutes } from './car-day.routes';
import { inTenantScope } from '../../db/scope';

const { CarMsg } = car;
const DAY_MS = 86_400_000;

export function registerCarRoutes(app: FastifyInstance, platform: Platform): void {
  const repo = new CarRepo(platform.database.db);
  const deviceKeys = new DeviceKeyService(platform.database.db);

  registerResource(app, platform, car.carResource, {
    repo,
    // A car's type is one of its own company's types.
    prepare: async (companyId, values) => {
      if (values.car_type && !(await repo.typeExists(companyId as string, values.car_type))) throw fail.validation(CarMsg.carTypeInvalid);
      return values;
    },
  });

  registerRoute(app, platform, car.getCarTypes, {
    handler: async ({ session }) => ({ list: await repo.types(tenantOf(session)) }),
  });

  registerRoute(app, platform, car.getCarTrack, {
    handler: async ({ input, session }) => {
      const companyId = tenantOf(session);
      if (!(await repo.exists(companyId, input.car_id))) throw fail.notFound(CarMsg.carNotFound);
      const to = input.end_time ? new Date(input.end_time) : new Date();
      const from = input.start_time ? new Date(input.start_time) : new Date(to.getTime() - DAY_MS);
      return { list: await repo.track(companyId, input.car_id, from, to) };
    },
  });

  registerRoute(app, platform, car.uploadCarTrack, {
    handler: async ({ input, request }) => {
      const sent = request.headers[car.DEVICE_KEY_HEADER];
      const device = await deviceKeys.verify(Array.isArray(sent) ? sent[0] : sent, GPS);
      if (!device) throw new AppError(ResultCode.WRONG_CREDENTIALS, CarMsg.deviceKeyInvalid);
      // The key names the unit: the points are written in its scope (decision 024), as a session of that unit would.
      const accepted = await inTenantScope(device.companyId, () => repo.addPoints(device.companyId, device.deviceId, input.points));
      // /trainMonitor moves the car at once; a failed announcement never fails the upload that caused it.
      const newest = input.points.reduce((a, b) => (Date.parse(b.recorded_at) > Date.parse(a.recorded_at) ? b : a));
      await platform.events
        .publish({ companyId: device.companyId, type: LiveEventType.carPosition, payload: { car_id: device.deviceId, lon: newest.lon, lat: newest.lat, recorded_at: new Date(newest.recorded_at).toISOString() } })
        .catch((error: unknown) => request.log.error({ err: error }, 'car position announcement failed'));
      return { accepted };
    },
  });

  // A car's GPS unit key: only the unit's administrator, for a car of the session's company (issue 15 fix 2).
  registerDeviceKeyRoutes(app, platform, deviceKeys, {
    calls: { create: car.createCarDeviceKey, rotate: car.rotateCarDeviceKey, revoke: car.revokeCarDeviceKey },
    kind: GPS,
    idField: 'car_id',
    exists: (companyId, carId) => repo.exists(companyId, carId),
    messages: { adminOnly: CarMsg.deviceKeyAdminOnly, notFound: CarMsg.carNotFound, exists: CarMsg.deviceKeyExists, none: CarMsg.deviceKeyNone },
  });
  registerCarDayRoutes(app, platform, repo);
}
