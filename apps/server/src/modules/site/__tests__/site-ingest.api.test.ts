import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { routes, site } from '@zhuyun/contracts';
import { auditLog, msgAlarms, siteReadings } from '../../../db/schema';
import { DemoIds } from '../../../db/seed/demo-organisation';
import { ProjectDemoIds } from '../../../db/seed/project.seed';
import { addMember, createUser } from '../../../testing/fixtures';
import { codeOf, createTestApp, type TestApp } from '../../../testing/test-app';
import { DEMO, otherCompany, signedIn, type ApiClient } from '../../../testing/binary-client';
import { sweepOfflineDevices } from '../offline-sweep';

const { SiteMsg } = site;
const T0 = Date.parse('2026-06-01T08:00:00Z');
const at = (i: number) => new Date(T0 + i * 1000).toISOString();

// Issue 18 item 2 and issue 20 item 1: one ingestion call for every site device, with the device's own key; batches of
// up to 10,000 readings, repeats ignored; a device silent past its interval goes offline with exactly one alarm.
describe('site data ingestion', () => {
  let t: TestApp;
  let admin: ApiClient;
  let deviceId: string;
  let key: string;
  beforeAll(async () => {
    t = await createTestApp();
    admin = await signedIn(t, DEMO);
    deviceId = (await admin.call(routes.createSiteDevice, { device_name: '东门扬尘监测', device_kind: 'environment', project_id: ProjectDemoIds.projects[0], interval_seconds: 60 })).device_id;
    key = (await admin.call(routes.createSiteDeviceKey, { device_id: deviceId })).device_key;
  });
  afterAll(async () => t?.close());

  const upload = async (deviceKey: string | undefined, readings: unknown[]) => {
    const answer = await t.app.inject({
      method: 'POST',
      url: routes.uploadSiteReadings.path,
      headers: { 'content-type': 'application/json', ...(deviceKey ? { device_key: deviceKey } : {}) },
      payload: JSON.stringify({ readings }),
    });
    return { status: answer.statusCode, body: answer.json() as { code: number; msg: string; data: { accepted: number; duplicates: number } | null } };
  };
  const refused = { status: 401, body: { code: 10101, msg: SiteMsg.deviceKeyInvalid, data: null } };
  const stored = async () => (await t.database.db.select().from(siteReadings).where(eq(siteReadings.device_id, deviceId))).length;

  it('refuses a missing, malformed, unknown or revoked key, and another kind of device key', async () => {
    const one = [{ metric: 'pm25', at: at(0), value: 35 }];
    expect(await upload(undefined, one)).toEqual(refused);
    expect(await upload('not-a-key', one)).toEqual(refused);
    expect(await upload('dk_00000000000000000000000000000000.AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA', one)).toEqual(refused);
    const gps = await admin.call(routes.createCarDeviceKey, { car_id: ProjectDemoIds.car });
    expect(await upload(gps.device_key, one)).toEqual(refused);
    expect(await stored()).toBe(0);
  });

  it('stores readings once: a repeated (device, metric, time) is counted as a duplicate and ignored', async () => {
    const batch = [
      { metric: 'pm25', at: at(1), value: 35.5 },
      { metric: 'noise', at: at(1), value: 62 },
      { metric: 'pm25', at: at(1), value: 99 },
    ];
    expect((await upload(key, batch)).body.data).toEqual({ accepted: 2, duplicates: 1 });
    expect((await upload(key, batch)).body.data).toEqual({ accepted: 0, duplicates: 3 });
    const [row] = await t.database.db
      .select()
      .from(siteReadings)
      .where(and(eq(siteReadings.device_id, deviceId), eq(siteReadings.metric, 'pm25')));
    expect(row).toMatchObject({ value: 35.5, company_id: DemoIds.company, project_id: ProjectDemoIds.projects[0] });
  });

  it('accepts a batch of 10,000 readings and refuses 10,001', async () => {
    const batch = Array.from({ length: 10_000 }, (_, i) => ({ metric: i % 2 ? 'temperature' : 'humidity', at: at(100 + Math.floor(i / 2)), value: i % 50 }));
    const answer = await upload(key, batch);
    expect(answer.body.data).toEqual({ accepted: 10_000, duplicates: 0 });
    expect(await upload(key, [...batch, { metric: 'pm10', at: at(0), value: 1 }])).toMatchObject({ status: 400, body: { code: 10001, msg: SiteMsg.tooManyReadings } });
  });

  it('refuses a metric the device kind does not report, and bad values', async () => {
    expect((await upload(key, [{ metric: 'lift_load', at: at(2), value: 1 }])).body).toMatchObject({ code: 10001, msg: SiteMsg.metricNotForKind });
    expect((await upload(key, [{ metric: 'pm25', at: 'yesterday', value: 1 }])).body).toMatchObject({ code: 10001, msg: SiteMsg.timeInvalid });
    expect((await upload(key, [{ metric: 'pm25', at: at(2), value: 'x' }])).body).toMatchObject({ code: 10001, msg: SiteMsg.valueInvalid });
    expect((await upload(key, [])).body).toMatchObject({ code: 10001, msg: SiteMsg.readingsRequired });
  });

  it('lets only the unit administrator manage keys, audits each change, and stops a rotated key', async () => {
    const user = await createUser(t.database.db);
    await addMember(t.database.db, DemoIds.company, user.user_id, new Date(), '设备员');
    const member = await signedIn(t, user);
    expect((await codeOf(member.call(routes.rotateSiteDeviceKey, { device_id: deviceId }))).code).toBe(10403);
    const other = await otherCompany(t);
    expect(await codeOf(other.api.call(routes.rotateSiteDeviceKey, { device_id: deviceId }))).toEqual({ code: 10002, msg: SiteMsg.deviceNotFound });
    expect(await codeOf(admin.call(routes.createSiteDeviceKey, { device_id: deviceId }))).toEqual({ code: 10003, msg: SiteMsg.deviceKeyExists });

    const rotated = (await admin.call(routes.rotateSiteDeviceKey, { device_id: deviceId })).device_key;
    expect(await upload(key, [{ metric: 'pm25', at: at(3), value: 1 }])).toEqual(refused);
    expect((await upload(rotated, [{ metric: 'pm25', at: at(3), value: 1 }])).body.data).toEqual({ accepted: 1, duplicates: 0 });
    key = rotated;
    const audited = await t.database.db.select().from(auditLog).where(and(eq(auditLog.object_type, 'device_key'), eq(auditLog.object_id, deviceId)));
    expect(audited.map((e) => e.detail).sort()).toEqual(['create', 'rotate']);
  });

  it('turns a silent device offline with one alarm, not one per sweep, and online again on its next reading', async () => {
    const alarms = async () => (await t.database.db.select().from(msgAlarms).where(eq(msgAlarms.title, SiteMsg.offlineTitle('东门扬尘监测')))).length;
    const state = async () => (await admin.call(routes.getSiteDevice, { device_id: deviceId })).online;
    const later = (minutes: number) => new Date(Date.now() + minutes * 60_000);
    expect(await state()).toBe(1);
    expect(await sweepOfflineDevices(t.database.db, t.app.platform.events, later(0.5))).toBe(0);
    expect(await alarms()).toBe(0);
    for (const minutes of [2, 3, 4, 5, 10]) await sweepOfflineDevices(t.database.db, t.app.platform.events, later(minutes));
    expect(await state()).toBe(0);
    expect(await alarms()).toBe(1);
    await upload(key, [{ metric: 'pm25', at: at(4), value: 2 }]);
    expect(await state()).toBe(1);
  });
});
