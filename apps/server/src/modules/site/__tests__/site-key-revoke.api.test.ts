import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { routes, site } from '@zhuyun/contracts';
import { auditLog } from '../../../db/schema';
import { ProjectDemoIds } from '../../../db/seed/project.seed';
import type { ApiClient } from '../../../testing/binary-client';
import { familyCallers } from '../../../testing/callers';
import { codeOf, type TestApp } from '../../../testing/test-app';

const { SiteMsg } = site;

// Revoking a site device's key (issue 18 item 6: the one key call without a test of its own): the key stops at once.
describe('site device key revoke', () => {
  let t: TestApp;
  let admin: ApiClient;
  let other: ApiClient;
  let unpermitted: ApiClient;
  let deviceId: string;
  let key: string;

  beforeAll(async () => {
    ({ t, admin, other, unpermitted } = await familyCallers());
    deviceId = (await admin.call(routes.createSiteDevice, { device_name: '西门噪声监测', device_kind: 'environment', project_id: ProjectDemoIds.projects[0], interval_seconds: 60 })).device_id;
    key = (await admin.call(routes.createSiteDeviceKey, { device_id: deviceId })).device_key;
  });
  afterAll(async () => t?.close());

  const upload = async (deviceKey: string) => {
    const answer = await t.app.inject({
      method: 'POST',
      url: routes.uploadSiteReadings.path,
      headers: { 'content-type': 'application/json', device_key: deviceKey },
      payload: JSON.stringify({ readings: [{ metric: 'noise', at: new Date().toISOString(), value: 58 }] }),
    });
    return answer.json() as { code: number };
  };

  it('refuses another company (10002), a job without the page (10403) and a bad id (10001), then revokes and audits', async () => {
    expect((await upload(key)).code).toBe(0);
    expect(await codeOf(other.call(routes.revokeSiteDeviceKey, { device_id: deviceId }))).toEqual({ code: 10002, msg: SiteMsg.deviceNotFound });
    expect((await codeOf(unpermitted.call(routes.revokeSiteDeviceKey, { device_id: deviceId }))).code).toBe(10403);
    expect((await codeOf(admin.call(routes.revokeSiteDeviceKey, { device_id: 'x' }))).code).toBe(10001);
    expect((await upload(key)).code).toBe(0);

    await admin.call(routes.revokeSiteDeviceKey, { device_id: deviceId });
    expect(await upload(key)).toMatchObject({ code: 10101, msg: SiteMsg.deviceKeyInvalid });
    expect(await codeOf(admin.call(routes.revokeSiteDeviceKey, { device_id: deviceId }))).toEqual({ code: 10002, msg: SiteMsg.deviceKeyNone });
    const audited = await t.database.db.select().from(auditLog).where(and(eq(auditLog.object_type, 'device_key'), eq(auditLog.object_id, deviceId)));
    expect(audited.map((e) => e.detail).sort()).toEqual(['create', 'revoke']);
    // A new key can be issued after a revoke.
    const fresh = (await admin.call(routes.createSiteDeviceKey, { device_id: deviceId })).device_key;
    expect((await upload(fresh)).code).toBe(0);
  });
});
