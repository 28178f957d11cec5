import type { FastifyInstance } from 'fastify';
import { and, eq, gte, lt, sql } from 'drizzle-orm';
import { car } from '@zhuyun/contracts';
import { carTrackPoints, cars } from '../../db/schema';
import { fail } from '../../platform/errors';
import { registerRoute } from '../../platform/http/register-route';
import type { Platform } from '../../platform/platform';
import { tenantOf } from '../../platform/tenant';
import type { CarRepo } from './car.repo';

const { CarMsg } = car;
const DAY_MS = 86_400_000;

/** /trainDetail's call: one calendar day (China time) of a car's track, summarised into distance and stops. */
export function registerCarDayRoutes(app: FastifyInstance, platform: Platform, repo: CarRepo): void {
  const { db } = platform.database;
  registerRoute(app, platform, car.getCarDay, {
    handler: async ({ input, session }) => {
      const companyId = tenantOf(session);
      const [found] = await db.select({ car_num: cars.car_num }).from(cars).where(and(eq(cars.company_id, companyId), eq(cars.car_id, input.car_id)));
      if (!found) throw fail.notFound(CarMsg.carNotFound);
      const from = new Date(`${input.date}T00:00:00+08:00`);
      const points = await repo.track(companyId, input.car_id, from, new Date(from.getTime() + DAY_MS - 1));
      // The days that have points, newest first, so the page can offer them (one index range scan, grouped).
      const p = carTrackPoints;
      // China keeps +08:00 all year: a fixed shift needs no time-zone data (which the embedded database may lack).
      const localDay = sql<string>`to_char((${p.recorded_at} at time zone 'UTC') + interval '8 hours', 'YYYY-MM-DD')`;
      const days = await db
        .selectDistinct({ d: localDay })
        .from(p)
        .where(and(eq(p.company_id, companyId), eq(p.car_id, input.car_id), gte(p.recorded_at, new Date(from.getTime() - 30 * DAY_MS)), lt(p.recorded_at, new Date(from.getTime() + DAY_MS))))
        .orderBy(sql`1 desc`);
      return { car_id: input.car_id, car_num: found.car_num, date: input.date, points, ...car.summariseDay(points), days_with_track: days.map((d) => d.d) };
    },
  });
}
