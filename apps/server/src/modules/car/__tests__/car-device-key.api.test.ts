import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { car, routes } from '@zhuyun/contracts';
import { deviceKeys } from '../../../db/schema';
import { DemoIds } from '../../../db/seed/demo-organisation';
import { ProjectDemoIds } from '../../../db/seed/project.seed';
import { addMember, createUser } from '../../../testing/fixtures';
import { codeOf, createTestApp, type TestApp } from '../../../testing/test-app';
import { DEMO, otherCompany, signedIn, type ApiClient } from '../../../testing/binary-client';

const { CarMsg } = car;

// Issue 15 fix 2: a GPS unit reports with its own key (created, rotated, revoked by the unit's administrator, shown
// once, stored hashed), never by a gps_num anyone can guess; a number used in another company is not revealed.
describe('GPS device keys', () => {
  let t: TestApp;
  let admin: ApiClient;
  let other: Awaited<ReturnType<typeof otherCompany>>;
  beforeAll(async () => {
    t = await createTestApp();
    admin = await signedIn(t, DEMO);
    other = await otherCompany(t);
  });
  afterAll(async () => t?.close());

  let minute = 0;
  const upload = async (deviceKey: string | undefined, body: Record<string, unknown> = {}) => {
    const recorded_at = new Date(Date.parse('2026-06-01T08:00:00Z') + minute++ * 60_000).toISOString();
    const answer = await t.app.inject({
      method: 'POST',
      url: routes.uploadCarTrack.path,
      headers: { 'content-type': 'application/json', ...(deviceKey ? { device_key: deviceKey } : {}) },
      payload: JSON.stringify({ points: [{ lon: 120.1, lat: 30.2, recorded_at }], ...body }),
    });
    return { status: answer.statusCode, body: answer.json() as { code: number; msg: string; data: unknown } };
  };
  const refusedKey = { status: 401, body: { code: 10101, msg: CarMsg.deviceKeyInvalid, data: null } };
  const carId = { car_id: ProjectDemoIds.car };

  it('refuses a track upload that names a car by gps_num without a key, as the old call did', async () => {
    expect(await upload(undefined, { gps_num: 'GPS-DEMO-0001' })).toEqual(refusedKey);
    expect(await upload('dk_00000000000000000000000000000000.AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA')).toEqual(refusedKey);
  });

  // The cars list carries each GPS unit's key state, for the 设备密钥 column and dialog of /carList.
  const keyOf = async () => {
    const row = (await admin.call(routes.listCars, { search: 'GPS-DEMO-0001' })).list.find((c) => c.car_id === carId.car_id);
    return { key_state: row?.key_state, key_since: row?.key_since };
  };

  it('creates a key once, takes points with it, rotates and revokes it', async () => {
    expect(await keyOf()).toEqual({ key_state: 'none', key_since: null });
    const first = await admin.call(routes.createCarDeviceKey, carId);
    expect(await keyOf()).toEqual({ key_state: 'active', key_since: first.created_at });
    expect(first.device_key).toMatch(/^dk_[0-9a-f]{32}\.[A-Za-z0-9_-]{43}$/);
    expect(await codeOf(admin.call(routes.createCarDeviceKey, carId))).toEqual({ code: 10003, msg: CarMsg.deviceKeyExists });
    expect((await upload(first.device_key)).body).toEqual({ code: 0, msg: expect.any(String), data: { accepted: 1 } });

    // Stored hashed: no column holds the secret.
    const secret = first.device_key.split('.')[1] as string;
    for (const row of await t.database.db.select().from(deviceKeys)) {
      for (const value of Object.values(row)) expect(String(value)).not.toContain(secret);
    }

    const second = await admin.call(routes.rotateCarDeviceKey, carId);
    expect(second.device_key).not.toBe(first.device_key);
    expect(await keyOf()).toEqual({ key_state: 'active', key_since: second.created_at });
    expect(await upload(first.device_key)).toEqual(refusedKey);
    expect((await upload(second.device_key)).body.code).toBe(0);

    await admin.call(routes.revokeCarDeviceKey, carId);
    expect(await upload(second.device_key)).toEqual(refusedKey);
    const revoked = await keyOf();
    expect(revoked.key_state).toBe('revoked');
    expect(Date.parse(revoked.key_since as string)).toBeGreaterThanOrEqual(Date.parse(second.created_at));
    expect(await codeOf(admin.call(routes.revokeCarDeviceKey, carId))).toEqual({ code: 10002, msg: CarMsg.deviceKeyNone });

    // Each change of the key is in the unit's audit chain; the key is not.
    const trail = await admin.call(routes.getAuditLog, { action: 'device_key_change', object: carId.car_id });
    expect(trail.list.map((e) => e.detail).reverse()).toEqual(['create', 'rotate', 'revoke']);
    expect(JSON.stringify(trail.list)).not.toContain(secret);
  });

  it("answers another company's car as a missing one", async () => {
    for (const call of [routes.createCarDeviceKey, routes.rotateCarDeviceKey]) {
      expect(await codeOf(other.api.call(call, carId))).toEqual({ code: 10002, msg: CarMsg.carNotFound });
    }
  });

  it('lets only the unit administrator manage keys', async () => {
    const member = await createUser(t.database.db);
    await addMember(t.database.db, DemoIds.company, member.user_id, new Date(), '车辆员', false);
    const api = await signedIn(t, member);
    expect((await codeOf(api.call(routes.rotateCarDeviceKey, carId))).code).toBe(10403);
  });

  it('lets another company use a gps_num taken elsewhere, without telling it exists', async () => {
    expect(await other.api.call(routes.createCar, { car_num: '苏B54321', gps_num: 'GPS-DEMO-0001' })).toMatchObject({ car_id: expect.any(String) });
  });
});
