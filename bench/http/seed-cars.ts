import { uuidv7 } from 'uuidv7';
import type { Db } from '../../apps/server/src/db/client';
import { carTrackPoints, carTypes, cars } from '../../apps/server/src/db/schema';

/**
 * Adds `count` cars to a company, a second apart so the list's order (newest first) is stable, each with its type and
 * `points` GPS fixes (the list shows every car's newest one), in batches through the server's schema.
 */
export async function seedCars(db: Db, companyId: string, count: number, points = 3, batchSize = 500): Promise<void> {
  const types = ['压测平板车', '压测随车吊'].map((name, sort) => ({ company_id: companyId, car_type: uuidv7(), car_type_name: name, sort: 100 + sort }));
  const start = Date.now() - count * 1_000;
  await db.transaction(async (tx) => {
    await tx.insert(carTypes).values(types);
    for (let from = 0; from < count; from += batchSize) {
      const batch = Array.from({ length: Math.min(batchSize, count - from) }, (_, k) => {
        const i = from + k + 1;
        return { i, carId: uuidv7(), at: new Date(start + i * 1_000) };
      });
      await tx.insert(cars).values(
        batch.map(({ i, carId, at }) => ({
          company_id: companyId,
          car_id: carId,
          car_num: `压B${String(i).padStart(5, '0')}`,
          car_type: (types[i % types.length] as (typeof types)[number]).car_type,
          leader: `司机${i}`,
          phone: `137${String(i).padStart(8, '0')}`,
          gps_num: `BENCH-GPS-${i}`,
          remark: i % 3 ? null : '压测车辆',
          created_at: at,
          updated_at: at,
        })),
      );
      await tx.insert(carTrackPoints).values(
        batch.flatMap(({ i, carId, at }) =>
          Array.from({ length: points }, (_, p) => ({
            company_id: companyId,
            car_id: carId,
            recorded_at: new Date(at.getTime() + p * 60_000),
            lon: 120.1 + (i % 100) / 1_000,
            lat: 30.2 + p / 1_000,
            speed: 40,
          })),
        ),
      );
    }
  });
}
