import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { deviceAssets, routes } from '@zhuyun/contracts';
import { msgAlarms, rfidReads } from '../../../db/schema';
import { DemoIds } from '../../../db/seed/demo-organisation';
import { DeviceDemoIds } from '../../../db/seed/device-assets.seed';
import { ProjectDemoIds } from '../../../db/seed/project.seed';
import type { ApiClient } from '../../../testing/binary-client';
import { familyCallers } from '../../../testing/callers';
import { type TestApp } from '../../../testing/test-app';
import { sweepOfflineReaders } from '../reader-reads.repo';

const { DeviceMsg } = deviceAssets;
const T0 = Date.parse('2026-06-01T08:00:00Z');
const at = (i: number) => new Date(T0 + i * 1000).toISOString();
/** Demo tags E2801170… 1–6 are bound to demo components 0–5; 7–12 are issued but unbound. */
const TAG = (n: number) => `E2801170${String(n).padStart(8, '0')}`;

// Issue 20 item 1: a Bluetooth reader reports the tags it read with its own key (as site devices report readings); it
// turns online with each report and, silent past its interval, offline with exactly one alarm in the message centre.
describe('Bluetooth reader ingestion', () => {
  let t: TestApp;
  let admin: ApiClient;
  let other: ApiClient;
  let readerId: string;
  let key: string;
  beforeAll(async () => {
    ({ t, admin, other } = await familyCallers());
    readerId = (await admin.call(routes.createReader, { reader_name: '北门岗读写器', reader_sn: 'BT-IN-1', bind_type: 2, bind_name: '北门岗', interval_seconds: 60 })).reader_id;
    key = (await admin.call(routes.createReaderKey, { reader_id: readerId })).device_key;
  });
  afterAll(async () => t?.close());

  const upload = async (deviceKey: string | undefined, body: unknown = {}) => {
    const answer = await t.app.inject({
      method: 'POST',
      url: routes.uploadReaderReads.path,
      headers: { 'content-type': 'application/json', ...(deviceKey ? { device_key: deviceKey } : {}) },
      payload: JSON.stringify(body),
    });
    return { status: answer.statusCode, body: answer.json() as { code: number; msg: string; data: { accepted: number; duplicates: number; unknown: number } | null } };
  };
  const refused = { status: 401, body: { code: 10101, msg: DeviceMsg.deviceKeyInvalid, data: null } };
  const row = async () => (await admin.call(routes.listReaders, { search: 'BT-IN-1' })).list[0];
  const stored = async () => t.database.db.select().from(rfidReads).where(eq(rfidReads.reader_id, readerId));

  it('is described in the OpenAPI document with the device key as its security, like the other device uploads', async () => {
    const doc = (await t.app.inject({ url: '/api/openapi.json' })).json() as {
      components: { securitySchemes: Record<string, { in: string; name: string }> };
      paths: Record<string, { post?: { security?: unknown } }>;
    };
    expect(doc.components.securitySchemes.deviceKey).toMatchObject({ type: 'apiKey', in: 'header', name: 'device_key' });
    for (const path of [routes.uploadReaderReads.path, routes.uploadSiteReadings.path, routes.uploadCarTrack.path]) {
      expect(doc.paths[path]?.post?.security, path).toEqual([{ deviceKey: [] }]);
    }
  });

  it('starts offline, never seen; refuses a missing, malformed, unknown key and another kind of device key', async () => {
    expect(await row()).toMatchObject({ online: 0, last_seen_at: null, interval_seconds: 60, key_state: 'active' });
    const one = { reads: [{ tag_code: TAG(1), at: at(0) }] };
    expect(await upload(undefined, one)).toEqual(refused);
    expect(await upload('not-a-key', one)).toEqual(refused);
    expect(await upload('dk_00000000000000000000000000000000.AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA', one)).toEqual(refused);
    const sensor = (await admin.call(routes.createSiteDevice, { device_name: '读写器旁的扬尘仪', device_kind: 'environment', project_id: ProjectDemoIds.projects[0] })).device_id;
    const sensorKey = (await admin.call(routes.createSiteDeviceKey, { device_id: sensor })).device_key;
    expect(await upload(sensorKey, one)).toEqual(refused);
    expect(await stored()).toHaveLength(0);
    expect((await row())?.online).toBe(0);
  });

  it('takes a heartbeat (no reads) as a report: the reader is online, seen now', async () => {
    const before = Date.now();
    expect((await upload(key)).body).toMatchObject({ code: 0, data: { accepted: 0, duplicates: 0, unknown: 0 } });
    expect((await upload(key, { reads: [] })).body.data).toEqual({ accepted: 0, duplicates: 0, unknown: 0 });
    const seen = await row();
    expect(seen?.online).toBe(1);
    expect(Date.parse(seen?.last_seen_at as string)).toBeGreaterThanOrEqual(before - 1000);
  });

  it('stores a read of the unit’s tags once, with the tag’s component and the reader’s place; counts repeats and unknown tags', async () => {
    const batch = {
      reads: [
        { tag_code: TAG(1), at: at(1) },
        { tag_code: TAG(7), at: at(1) },
        { tag_code: TAG(1), at: at(1) },
        { tag_code: 'ZZ404', at: at(1) },
      ],
    };
    expect((await upload(key, batch)).body.data).toEqual({ accepted: 2, duplicates: 1, unknown: 1 });
    expect((await upload(key, batch)).body.data).toEqual({ accepted: 0, duplicates: 3, unknown: 1 });
    const reads = await stored();
    expect(reads).toHaveLength(2);
    expect(reads.find((r) => r.rfid_id === DeviceDemoIds.tag(1))).toMatchObject({ company_id: DemoIds.company, component_id: DeviceDemoIds.component(0), place: '北门岗' });
    expect(reads.find((r) => r.rfid_id === DeviceDemoIds.tag(7))).toMatchObject({ component_id: null });
    // The same instant written another way is the same read.
    expect((await upload(key, { reads: [{ tag_code: TAG(1), at: '2026-06-01T16:00:01+08:00' }] })).body.data).toEqual({ accepted: 0, duplicates: 1, unknown: 0 });
  });

  it('refuses bad reads (10001) and more than 10,000 in one upload', async () => {
    expect(await upload(key, { reads: [{ tag_code: TAG(2), at: 'yesterday' }] })).toMatchObject({ status: 400, body: { code: 10001, msg: DeviceMsg.readTimeInvalid } });
    expect((await upload(key, { reads: [{ tag_code: 'E28-01', at: at(2) }] })).body).toMatchObject({ code: 10001, msg: DeviceMsg.tagCodeInvalid });
    expect((await upload(key, { reads: 'E2801170' })).body).toMatchObject({ code: 10001, msg: DeviceMsg.readsInvalid });
    const many = Array.from({ length: 10_001 }, (_, i) => ({ tag_code: TAG(2), at: at(100 + i) }));
    expect((await upload(key, { reads: many })).body).toMatchObject({ code: 10001, msg: DeviceMsg.tooManyReads });
    expect((await upload(key, { reads: many.slice(1) })).body.data).toEqual({ accepted: 10_000, duplicates: 0, unknown: 0 });
  });

  it('reads another unit’s tags as unknown: a reader writes only into its own unit', async () => {
    const theirs = (await other.call(routes.createReader, { reader_name: '乙方读写器', reader_sn: 'BT-OTHER-1' })).reader_id;
    const theirKey = (await other.call(routes.createReaderKey, { reader_id: theirs })).device_key;
    expect((await upload(theirKey, { reads: [{ tag_code: TAG(3), at: at(5) }] })).body.data).toEqual({ accepted: 0, duplicates: 0, unknown: 1 });
    expect(await t.database.db.select().from(rfidReads).where(eq(rfidReads.reader_id, theirs))).toHaveLength(0);
  });

  it('stops a revoked key at once', async () => {
    await admin.call(routes.revokeReaderKey, { reader_id: readerId });
    expect(await upload(key)).toEqual(refused);
    key = (await admin.call(routes.createReaderKey, { reader_id: readerId })).device_key;
    expect((await upload(key)).body.code).toBe(0);
  });

  it('turns a silent reader offline with one alarm, not one per sweep, and online again on its next report', async () => {
    const alarms = async (name: string) => (await t.database.db.select().from(msgAlarms).where(and(eq(msgAlarms.company_id, DemoIds.company), eq(msgAlarms.title, DeviceMsg.offlineTitle(name))))).length;
    const later = (minutes: number) => new Date(Date.now() + minutes * 60_000);
    // A disabled reader that goes quiet turns offline without an alarm: nobody expects it to report.
    const spare = (await admin.call(routes.createReader, { reader_name: '停用读写器', reader_sn: 'BT-IN-2', status: 0, interval_seconds: 60 })).reader_id;
    expect((await upload((await admin.call(routes.createReaderKey, { reader_id: spare })).device_key)).body.code).toBe(0);

    expect((await row())?.online).toBe(1);
    expect(await sweepOfflineReaders(t.database.db, t.app.platform.events, later(0.5))).toBe(0);
    expect((await row())?.online).toBe(1);
    expect(await sweepOfflineReaders(t.database.db, t.app.platform.events, later(2))).toBe(1);
    expect(await sweepOfflineReaders(t.database.db, t.app.platform.events, later(3))).toBe(0);
    for (const minutes of [4, 5, 10]) await sweepOfflineReaders(t.database.db, t.app.platform.events, later(minutes));
    expect((await row())?.online).toBe(0);
    expect(await alarms('北门岗读写器')).toBe(1);
    expect(await alarms('停用读写器')).toBe(0);
    expect((await admin.call(routes.listReaders, { search: 'BT-IN-2' })).list[0]?.online).toBe(0);
    // The demo unit's own readers report daily: ten minutes of silence is no alarm.
    expect(await alarms('运输车读写器')).toBe(0);

    await upload(key, { reads: [{ tag_code: TAG(4), at: at(9) }] });
    expect((await row())?.online).toBe(1);
    expect((await admin.call(routes.listReaders, { online: '1', search: 'BT-IN' })).list.map((r) => r.reader_id)).toEqual([readerId]);
  });
});
