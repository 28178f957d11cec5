import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LiveEventType, car, routes } from '@zhuyun/contracts';
import { DemoIds } from '../../../db/seed/demo.seed';
import { ProjectDemoIds } from '../../../db/seed/project.seed';
import { ProjectOpsDemoIds } from '../../../db/seed/project-ops.seed';
import type { ApiClient } from '../../../testing/binary-client';
import { familyCallers } from '../../../testing/callers';
import { codeOf, type TestApp } from '../../../testing/test-app';

const { CarMsg } = car;
const { car: demoCar, trackDay } = ProjectOpsDemoIds;

// /trainDetail's call: a car's day (the demo's second car drives factory → site → factory on trackDay).
describe("a car's day", () => {
  let t: TestApp;
  let admin: ApiClient;
  let other: ApiClient;
  let unpermitted: ApiClient;

  beforeAll(async () => {
    ({ t, admin, other, unpermitted } = await familyCallers());
  });
  afterAll(async () => t?.close());

  it('answers the track of the day in China time, the distance and the two stops', async () => {
    const day = await admin.call(routes.getCarDay, { car_id: demoCar, date: trackDay });
    expect(day).toMatchObject({ car_num: '浙A6P218', date: trackDay, first_at: '2026-11-24T23:00:00.000Z', last_at: '2026-11-25T03:30:00.000Z', max_speed: 48 });
    expect(day.points).toHaveLength(271);
    // Deqing → Yuhang is about 28 km as the crow flies; there and back with the outbound wiggle.
    expect(day.distance_km).toBeGreaterThan(55);
    expect(day.distance_km).toBeLessThan(65);
    expect(day.stops.map((s) => [s.start_at, s.minutes])).toEqual([
      ['2026-11-24T23:00:00.000Z', 40],
      ['2026-11-25T01:10:00.000Z', 50],
    ]);
    expect(day.days_with_track).toEqual([trackDay]);
    const before = await admin.call(routes.getCarDay, { car_id: demoCar, date: '2026-11-24' });
    expect(before).toMatchObject({ points: [], distance_km: 0, stops: [], first_at: null, days_with_track: [] });
  });

  it('shows the first car on the monitor list with its last fix', async () => {
    const cars = await admin.call(routes.listCars, { is_page: 0 });
    expect(cars.list.find((c) => c.car_id === demoCar)?.last_point).toMatchObject({ lon: 119.97, lat: 30.53, recorded_at: '2026-11-25T03:30:00.000Z' });
    expect(cars.list.find((c) => c.car_id === ProjectDemoIds.car)?.last_point).not.toBeNull();
  });

  it('announces a GPS upload to the company at once (car.position), which /trainMonitor re-reads on', async () => {
    const seen: { company_id: string | null; type: string; payload: unknown }[] = [];
    const stop = t.app.platform.events.subscribe((e) => void seen.push({ company_id: e.company_id, type: e.type, payload: e.payload }));
    // The demo car's GPS unit has a key from the seed: a new one is a rotation.
    const { device_key } = await admin.call(routes.rotateCarDeviceKey, { car_id: demoCar });
    const point = { lon: 120.1, lat: 30.3, recorded_at: '2026-11-26T01:00:00.000Z', speed: 30 };
    const answer = await t.app.inject({ method: 'POST', url: routes.uploadCarTrack.path, headers: { 'content-type': 'application/json', device_key }, payload: JSON.stringify({ points: [point] }) });
    expect(answer.json()).toMatchObject({ code: 0, data: { accepted: 1 } });
    stop();
    expect(seen.filter((e) => e.type === LiveEventType.carPosition)).toEqual([{ company_id: DemoIds.company, type: 'car.position', payload: { car_id: demoCar, lon: 120.1, lat: 30.3, recorded_at: point.recorded_at } }]);
    expect((await admin.call(routes.listCars, { search: '浙A6P218' })).list[0]?.last_point).toMatchObject({ lon: 120.1, lat: 30.3 });
  });

  it('keeps another company out (10002), refuses a job without the car pages (10403), and a bad day (10001)', async () => {
    expect(await codeOf(other.call(routes.getCarDay, { car_id: demoCar, date: trackDay }))).toEqual({ code: 10002, msg: CarMsg.carNotFound });
    expect((await codeOf(unpermitted.call(routes.getCarDay, { car_id: demoCar, date: trackDay }))).code).toBe(10403);
    expect(await codeOf(admin.call(routes.getCarDay, { car_id: demoCar, date: '2026-11-31' }))).toEqual({ code: 10001, msg: CarMsg.dateInvalid });
    expect(await codeOf(admin.call(routes.getCarDay, { car_id: '', date: trackDay }))).toEqual({ code: 10001, msg: CarMsg.carIdRequired });
  });
});
