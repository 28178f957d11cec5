import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ResultCode, routes, version } from '@zhuyun/contracts';
import { eq } from 'drizzle-orm';
import { users } from '../../../db/schema';
import { DemoAccounts } from '../../../db/seed/demo.seed';
import { DEMO, signedIn, type ApiClient } from '../../../testing/binary-client';
import { createUser } from '../../../testing/fixtures';
import { codeOf, createTestApp, type TestApp } from '../../../testing/test-app';

const { VersionMsg } = version;
/** A zip's first bytes: what an APK or an IPA starts with. */
const ZIP = Uint8Array.from([0x50, 0x4b, 0x03, 0x04, 20, 0, 0, 0, 8, 0, 1, 2, 3, 4, 5, 6, 7, 8]);
const PNG = Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]);

// Releases (issue 19 item 4): growing numbers, packages, the public update check and the once-only web notes.
describe('versions', () => {
  let t: TestApp;
  let admin: ApiClient;
  let unit: ApiClient;
  beforeAll(async () => {
    t = await createTestApp();
    admin = await signedIn(t, DemoAccounts[0]);
    unit = await signedIn(t, DEMO);
  });
  afterAll(async () => t?.close());

  const upload = async (bytes: Uint8Array<ArrayBuffer>, name: string) => {
    const client = t.client();
    await client.loginAs(DemoAccounts[0].user_no, DemoAccounts[0].password);
    return client.api.upload(routes.uploadVersionPackage, {}, new Blob([bytes]), name);
  };
  const latest = async (platform: string) => {
    const res = await t.app.inject({ method: 'GET', url: `/api/v1/system/version/latest?platform=${platform}` });
    return res.json() as { code: number; msg: string; data: { latest: { version_no: string; download_url: string | null; force_update: number } | null } };
  };

  it('publishes an app release with its package, and the unsigned update check answers it with a working link', async () => {
    const pkg = await upload(ZIP, 'zhuyun-3.0.0.apk');
    expect(pkg.data.size_bytes).toBe(ZIP.length);
    await admin.call(routes.publishVersion, { platform: 'android', version_no: '3.0.0', notes: '全新首页', force_update: 1, publish_status: 1, package_file_id: pkg.data.file_id });
    const answer = await latest('android');
    expect(answer.code).toBe(ResultCode.OK);
    expect(answer.data.latest).toMatchObject({ version_no: '3.0.0', force_update: 1 });
    const served = await t.app.inject({ method: 'GET', url: answer.data.latest?.download_url as string });
    expect(served.statusCode).toBe(200);
    expect(Uint8Array.from(served.rawPayload)).toEqual(ZIP);
    // A draft is not offered; the seeded iOS release is.
    await admin.call(routes.publishVersion, { platform: 'android', version_no: '3.1.0', notes: '草稿', publish_status: 0 });
    expect((await latest('android')).data.latest?.version_no).toBe('3.0.0');
    expect((await latest('ios')).data.latest?.version_no).toBe('2.3.0');
    expect((await latest('windows')).code).toBe(ResultCode.VALIDATION);
  });

  it('compares numbers part by part: 3.10.0 is above 3.9.0, and a lower or equal number is refused', async () => {
    await admin.call(routes.publishVersion, { platform: 'ios', version_no: '3.9.0', notes: 'a' });
    await admin.call(routes.publishVersion, { platform: 'ios', version_no: '3.10.0', notes: 'b' });
    expect(await codeOf(admin.call(routes.publishVersion, { platform: 'ios', version_no: '3.9.5', notes: 'c' }))).toEqual({
      code: ResultCode.VALIDATION,
      msg: `${VersionMsg.versionNoMustGrow}（3.10.0）`,
    });
    expect((await codeOf(admin.call(routes.publishVersion, { platform: 'ios', version_no: '3.10', notes: 'c' }))).msg).toBe(VersionMsg.versionNoInvalid);
  });

  it('edits the notes of an older release without renumbering it', async () => {
    const page = await admin.call(routes.getVersions, { channel: 'app', platform: 'ios', is_page: 0 });
    const old = page.list.find((r) => r.version_no === '2.3.0');
    expect(old).toBeDefined();
    const pkg = await upload(ZIP, 'zhuyun-2.3.0.ipa');
    await admin.call(routes.updateVersion, { version_id: old?.version_id as string, platform: 'ios', version_no: '2.3.0', notes: '修订说明', publish_status: 1, package_file_id: pkg.data.file_id });
    const edited = (await admin.call(routes.getVersions, { platform: 'ios', is_page: 0 })).list.find((r) => r.version_id === old?.version_id);
    expect(edited).toMatchObject({ notes: '修订说明', package_name: 'zhuyun-2.3.0.ipa', package_size: ZIP.length, published_at: old?.published_at });
    expect(await codeOf(admin.call(routes.updateVersion, { version_id: old?.version_id as string, platform: 'ios', version_no: '2.3.1', notes: 'x' }))).toMatchObject({ code: ResultCode.VALIDATION });
  });

  it('refuses a published app release without a package, a package that is not a zip, and a picture as a package', async () => {
    expect(await codeOf(admin.call(routes.publishVersion, { platform: 'android', version_no: '9.0.0', notes: 'x', publish_status: 1 }))).toEqual({
      code: ResultCode.VALIDATION,
      msg: VersionMsg.packageRequired,
    });
    expect((await codeOf(upload(PNG, 'app.apk'))).msg).toBe(VersionMsg.packageInvalid);
    expect((await codeOf(upload(ZIP, 'app.exe'))).msg).toBe(VersionMsg.packageInvalid);
  });

  it('keeps releases to the platform administrator: a unit administrator gets 10403 on every call', async () => {
    expect((await codeOf(unit.call(routes.getVersions, {}))).code).toBe(ResultCode.FORBIDDEN);
    expect((await codeOf(unit.call(routes.publishVersion, { platform: 'web', version_no: '50.0.0', notes: 'x' }))).code).toBe(ResultCode.FORBIDDEN);
    const client = t.client();
    await client.loginAs(DEMO.user_no, DEMO.password);
    expect((await codeOf(client.api.upload(routes.uploadVersionPackage, {}, new Blob([ZIP]), 'a.apk'))).code).toBe(ResultCode.FORBIDDEN);
  });

  it('shows a new web release once to each person', async () => {
    // The demo accounts have seen the seeded notes.
    expect((await unit.call(routes.getWebReleaseNotice, {})).notice).toBeNull();
    await admin.call(routes.publishVersion, { platform: 'web', version_no: '1.2.0', notes: '新增日志管理', publish_status: 1 });
    const { notice } = await unit.call(routes.getWebReleaseNotice, {});
    expect(notice).toMatchObject({ version_no: '1.2.0', notes: '新增日志管理' });
    await unit.call(routes.readWebReleaseNotice, { version_id: notice?.version_id as string });
    expect((await unit.call(routes.getWebReleaseNotice, {})).notice).toBeNull();
    // Someone who was there before the release still sees it; someone who joined after it never does.
    const user = await createUser(t.database.db);
    const before = await signedIn(t, user);
    await t.database.db.update(users).set({ created_at: new Date('2026-01-01T00:00:00Z') }).where(eq(users.user_id, user.user_id));
    expect((await before.call(routes.getWebReleaseNotice, {})).notice?.version_no).toBe('1.2.0');
    expect((await (await signedIn(t, await createUser(t.database.db))).call(routes.getWebReleaseNotice, {})).notice).toBeNull();
    expect((await codeOf(unit.call(routes.readWebReleaseNotice, { version_id: 'nope' }))).code).toBe(ResultCode.VALIDATION);
  });
});
