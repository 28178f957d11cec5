import type { FastifyInstance } from 'fastify';
import { uuidv7 } from 'uuidv7';
import { car } from '@zhuyun/contracts';
import { fail } from '../../platform/errors';
import { registerRoute } from '../../platform/http/register-route';
import type { Platform } from '../../platform/platform';
import { isUniqueViolation } from '../../platform/query-helpers';
import { registerRestfulRoute } from '../../platform/http/restful-route';
import { pageOf, tenantOf, windowOf } from '../../platform/tenant';
import { CarRepo, type CarValues } from './car.repo';

const { CarMsg } = car;
const DAY_MS = 86_400_000;

export function registerCarRoutes(app: FastifyInstance, platform: Platform): void {
  const repo = new CarRepo(platform.database.db);

  const valuesOf = async (companyId: string, input: CarValues): Promise<CarValues> => {
    if (input.car_type && !(await repo.typeExists(companyId, input.car_type))) throw fail.validation(CarMsg.carTypeInvalid);
    return {
      car_num: input.car_num,
      car_type: input.car_type ?? null,
      leader: input.leader ?? null,
      phone: input.phone ?? null,
      gps_num: input.gps_num ?? null,
      remark: input.remark ?? null,
    };
  };
  /** The two unique numbers answer 10003 with their own message. */
  const conflictOf = (error: unknown): never => {
    if (isUniqueViolation(error)) {
      const text = String((error as { constraint?: string; cause?: { constraint?: string; message?: string }; message?: string }).cause?.message ?? (error as Error).message);
      const constraint = (error as { cause?: { constraint?: string } }).cause?.constraint ?? '';
      throw fail.conflict(constraint.includes('gps') || text.includes('gps') ? CarMsg.gpsNumExists : CarMsg.carNumExists);
    }
    throw error;
  };

  registerRoute(app, platform, car.listCars, {
    handler: async ({ input, session, setMsg }) => {
      const window = windowOf(input);
      const { rows, total } = await repo.page(tenantOf(session), input, window.offset, window.limit);
      return pageOf(window, rows, total, setMsg);
    },
  });

  registerRoute(app, platform, car.createCar, {
    msg: '保存成功',
    handler: async ({ input, session }) => {
      const companyId = tenantOf(session);
      const car_id = uuidv7();
      await repo.insert(companyId, car_id, await valuesOf(companyId, input)).catch(conflictOf);
      return { car_id };
    },
  });

  registerRestfulRoute(app, platform, car.updateCar, {
    msg: '保存成功',
    handler: async ({ input, session }) => {
      const companyId = tenantOf(session);
      if (!(await repo.exists(companyId, input.car_id))) throw fail.notFound(CarMsg.carNotFound);
      await repo.update(companyId, input.car_id, await valuesOf(companyId, input)).catch(conflictOf);
      return null;
    },
  });

  registerRestfulRoute(app, platform, car.deleteCar, {
    msg: '删除成功',
    handler: async ({ input, session }) => {
      if (!(await repo.delete(tenantOf(session), input.car_id))) throw fail.notFound(CarMsg.carNotFound);
      return null;
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
    handler: async ({ input }) => {
      const found = await repo.byGpsNum(input.gps_num);
      if (!found) throw fail.notFound(CarMsg.gpsUnknown);
      return { accepted: await repo.addPoints(found.company_id, found.car_id, input.points) };
    },
  });
}
