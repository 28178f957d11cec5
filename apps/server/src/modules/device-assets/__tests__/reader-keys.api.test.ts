import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { uuidv7 } from 'uuidv7';
import { deviceAssets, routes } from '@zhuyun/contracts';
import { auditLog, authJobTemplates, authTemplateObjects, authTemplates, deviceKeys } from '../../../db/schema';
import { DemoIds } from '../../../db/seed/demo-organisation';
import { DeviceDemoIds } from '../../../db/seed/device-assets.seed';
import { addMember, createUser } from '../../../testing/fixtures';
import { signedIn, type ApiClient } from '../../../testing/binary-client';
import { familyCallers } from '../../../testing/callers';
import { codeOf, type TestApp } from '../../../testing/test-app';

const { DeviceMsg } = deviceAssets;
const NO_READER = '01900000-0000-7000-8000-0000000fffff';

// Issue 20 item 1: a Bluetooth reader's key for its ingestion call, as the sensors' and GPS units' — created, rotated and
// revoked by the unit's administrator only, shown once, stored hashed, each change in the unit's audit chain.
describe('Bluetooth reader keys', () => {
  let t: TestApp;
  let admin: ApiClient;
  let other: ApiClient;
  let unpermitted: ApiClient;
  const reader = { reader_id: DeviceDemoIds.readerOnCar };

  beforeAll(async () => {
    ({ t, admin, other, unpermitted } = await familyCallers());
  });
  afterAll(async () => t?.close());

  const keyOf = async () => {
    const row = (await admin.call(routes.listReaders, { search: 'BT-0001' })).list.find((r) => r.reader_id === reader.reader_id);
    return { key_state: row?.key_state, key_since: row?.key_since };
  };
  const upload = async (deviceKey: string) =>
    (await t.app.inject({ method: 'POST', url: routes.uploadReaderReads.path, headers: { 'content-type': 'application/json', device_key: deviceKey }, payload: '{}' })).json() as {
      code: number;
    };

  it('refuses another company (10002), a job without the page (10403), a member who is not the administrator (10403) and bad ids (10001)', async () => {
    for (const call of [routes.createReaderKey, routes.rotateReaderKey, routes.revokeReaderKey]) {
      expect(await codeOf(other.call(call, reader))).toEqual({ code: 10002, msg: DeviceMsg.readerNotFound });
      expect((await codeOf(unpermitted.call(call, reader))).code).toBe(10403);
      expect((await codeOf(admin.call(call, { reader_id: 'x' }))).code).toBe(10001);
      expect((await codeOf(admin.call(call, { reader_id: '' }))).code).toBe(10001);
      expect(await codeOf(admin.call(call, { reader_id: NO_READER }))).toEqual({ code: 10002, msg: DeviceMsg.readerNotFound });
    }
    // A member whose job holds the readers' page works with readers, but keys are the administrator's alone.
    const { db } = t.database;
    const user = await createUser(db);
    const jobId = await addMember(db, DemoIds.company, user.user_id, new Date(), '设备员');
    const tpl = uuidv7();
    await db.insert(authTemplates).values({ company_id: DemoIds.company, auth_template_id: tpl, auth_template_name: '读写器管理' });
    await db.insert(authTemplateObjects).values({ company_id: DemoIds.company, auth_template_id: tpl, object_no: deviceAssets.DeviceObject.reader });
    await db.insert(authJobTemplates).values({ company_id: DemoIds.company, job_id: jobId, auth_template_id: tpl });
    const member = await signedIn(t, user);
    expect((await member.call(routes.listReaders, {})).total_count).toBeGreaterThan(0);
    for (const call of [routes.createReaderKey, routes.rotateReaderKey, routes.revokeReaderKey]) {
      expect(await codeOf(member.call(call, reader))).toEqual({ code: 10403, msg: DeviceMsg.deviceKeyAdminOnly });
    }
    expect(await keyOf()).toEqual({ key_state: 'none', key_since: null });
  });

  it('creates a key once, shown once and stored hashed; the reader reports with it', async () => {
    const first = await admin.call(routes.createReaderKey, reader);
    expect(first.device_key).toMatch(/^dk_[0-9a-f]{32}\.[A-Za-z0-9_-]{43}$/);
    expect(await keyOf()).toEqual({ key_state: 'active', key_since: first.created_at });
    expect(await codeOf(admin.call(routes.createReaderKey, reader))).toEqual({ code: 10003, msg: DeviceMsg.deviceKeyExists });
    expect((await upload(first.device_key)).code).toBe(0);
    const secret = first.device_key.split('.')[1] as string;
    const stored = await t.database.db.select().from(deviceKeys).where(eq(deviceKeys.device_id, reader.reader_id));
    expect(stored).toHaveLength(1);
    expect(JSON.stringify(stored)).not.toContain(secret);
    expect(stored[0]).toMatchObject({ device_kind: deviceAssets.READER_DEVICE_KEY_KIND, company_id: DemoIds.company });
  });

  it('rotates: the old key stops at once, the new one works', async () => {
    const old = (await t.database.db.select().from(deviceKeys).where(eq(deviceKeys.device_id, reader.reader_id)))[0];
    const rotated = await admin.call(routes.rotateReaderKey, reader);
    expect(await keyOf()).toEqual({ key_state: 'active', key_since: rotated.created_at });
    expect((await upload(rotated.device_key)).code).toBe(0);
    const keys = await t.database.db.select().from(deviceKeys).where(eq(deviceKeys.device_id, reader.reader_id));
    expect(keys.find((k) => k.key_id === old?.key_id)?.revoked_at).toBeInstanceOf(Date);
    expect(keys.filter((k) => k.revoked_at === null)).toHaveLength(1);
  });

  it('revokes: the reader is refused until a new key is created; a second revoke finds none (10002); each change is audited', async () => {
    const live = await admin.call(routes.rotateReaderKey, reader);
    await admin.call(routes.revokeReaderKey, reader);
    expect(await upload(live.device_key)).toMatchObject({ code: 10101, msg: DeviceMsg.deviceKeyInvalid });
    expect((await keyOf()).key_state).toBe('revoked');
    expect(await codeOf(admin.call(routes.revokeReaderKey, reader))).toEqual({ code: 10002, msg: DeviceMsg.deviceKeyNone });
    const fresh = await admin.call(routes.createReaderKey, reader);
    expect((await upload(fresh.device_key)).code).toBe(0);

    const audited = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.object_type, 'device_key'), eq(auditLog.object_id, reader.reader_id)));
    expect(audited.map((e) => e.detail).sort()).toEqual(['create', 'create', 'revoke', 'rotate', 'rotate']);
    expect(audited.every((e) => e.company_id === DemoIds.company)).toBe(true);
    expect(JSON.stringify(audited)).not.toContain(fresh.device_key.split('.')[1] as string);
  });
});
