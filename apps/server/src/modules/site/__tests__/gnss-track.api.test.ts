import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ResultCode, routes, site } from '@zhuyun/contracts';
import { ProjectDemoIds } from '../../../db/seed/project.seed';
import { GnssDemoIds } from '../../../db/seed/gnss.seed';
import type { ApiClient } from '../../../testing/binary-client';
import { familyCallers } from '../../../testing/callers';
import { codeOf, type TestApp } from '../../../testing/test-app';

const { SiteMsg } = site;
const T0 = Date.parse('2026-06-01T08:00:00Z');
const at = (minutes: number) => new Date(T0 + minutes * 60_000).toISOString();

// /beidouPosition (issue 20 item 1): a BeiDou unit is a site device of kind gnss; it reports latitude and longitude
// through the site ingestion call with its own key, and the track pairs them by instant over a window.
describe('BeiDou/GNSS positions and tracks', () => {
  let t: TestApp;
  let admin: ApiClient;
  let other: ApiClient;
  let unpermitted: ApiClient;
  let deviceId: string;
  let key: string;
  beforeAll(async () => {
    ({ t, admin, other, unpermitted } = await familyCallers());
    deviceId = (await admin.call(routes.createSiteDevice, { device_name: '测试北斗终端', device_kind: 'gnss', project_id: ProjectDemoIds.projects[0], interval_seconds: 60 })).device_id;
    key = (await admin.call(routes.createSiteDeviceKey, { device_id: deviceId })).device_key;
  });
  afterAll(async () => t?.close());

  const upload = async (readings: unknown[]) => {
    const answer = await t.app.inject({
      method: 'POST',
      url: routes.uploadSiteReadings.path,
      headers: { 'content-type': 'application/json', device_key: key },
      payload: JSON.stringify({ readings }),
    });
    return answer.json() as { code: number; msg: string; data: { accepted: number } | null };
  };
  const fix = (m: number, lat: number, lng: number) => [
    { metric: 'latitude', at: at(m), value: lat },
    { metric: 'longitude', at: at(m), value: lng },
  ];

  it('ingests positions with the device key, shows the newest on the device and answers the track of a window', async () => {
    expect((await upload([...fix(0, 30.27, 119.99), ...fix(5, 30.271, 119.991), ...fix(10, 30.272, 119.992)])).data).toEqual({ accepted: 6, duplicates: 0 });
    const [row] = (await admin.call(routes.listSiteDevices, { device_kind: 'gnss', search: '测试北斗终端' })).list;
    expect(row).toMatchObject({ device_kind: 'gnss', online: 1, latest: { latitude: 30.272, longitude: 119.992 } });

    const track = await admin.call(routes.getGnssTrack, { device_id: deviceId, start_time: at(-1), end_time: at(6) });
    expect(track).toEqual({
      device_id: deviceId,
      device_name: '测试北斗终端',
      truncated: false,
      points: [
        { at: at(0), lat: 30.27, lng: 119.99 },
        { at: at(5), lat: 30.271, lng: 119.991 },
      ],
    });
  });

  it('refuses a position out of range, a window over 31 days and a device that is not a GNSS unit', async () => {
    expect(await upload(fix(20, 91, 119))).toMatchObject({ code: ResultCode.VALIDATION, msg: SiteMsg.positionInvalid });
    expect(await upload(fix(20, 30, -181))).toMatchObject({ code: ResultCode.VALIDATION, msg: SiteMsg.positionInvalid });
    expect((await admin.call(routes.getGnssTrack, { device_id: deviceId, start_time: at(19), end_time: at(21) })).points).toEqual([]);
    expect(await codeOf(admin.call(routes.getGnssTrack, { device_id: deviceId, start_time: at(0), end_time: at(32 * 1440) }))).toEqual({ code: ResultCode.VALIDATION, msg: SiteMsg.windowTooLong });
    const sensor = (await admin.call(routes.createSiteDevice, { device_name: '扬尘仪', device_kind: 'environment' })).device_id;
    expect(await codeOf(admin.call(routes.getGnssTrack, { device_id: sensor }))).toEqual({ code: ResultCode.VALIDATION, msg: SiteMsg.notGnssDevice });
    expect(await codeOf(admin.call(routes.getGnssTrack, { device_id: '' }))).toEqual({ code: ResultCode.VALIDATION, msg: SiteMsg.deviceIdRequired });
  });

  it('keeps tracks to their company and to those who may see the page', async () => {
    expect(await codeOf(other.call(routes.getGnssTrack, { device_id: deviceId }))).toEqual({ code: ResultCode.NOT_FOUND, msg: SiteMsg.deviceNotFound });
    expect(await codeOf(other.call(routes.getGnssTrack, { device_id: GnssDemoIds.truck }))).toEqual({ code: ResultCode.NOT_FOUND, msg: SiteMsg.deviceNotFound });
    expect((await codeOf(unpermitted.call(routes.getGnssTrack, { device_id: deviceId }))).code).toBe(ResultCode.FORBIDDEN);
  });

  it('has the demo units’ last day of positions', async () => {
    const track = await admin.call(routes.getGnssTrack, { device_id: GnssDemoIds.truck, start_time: new Date(Date.now() - 30 * 86_400_000).toISOString() });
    expect(track.points.length).toBeGreaterThanOrEqual(200);
  });
});
