import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import jsQR from 'jsqr';
import { PNG } from 'pngjs';
import { PeopleMsg, ResultCode, routes, type RouteContract } from '@zhuyun/contracts';
import { DemoIds, DemoInviteCode } from '../../../db/seed/demo.seed';
import { DEMO, otherCompany, signedIn, type ApiClient } from '../../../testing/binary-client';
import { addMember, createUser } from '../../../testing/fixtures';
import { codeOf, createTestApp, type TestApp } from '../../../testing/test-app';

const decode = async (download: Promise<{ blob: Blob }>) => {
  const { blob } = await download;
  expect(blob.type).toBe('image/png');
  const png = PNG.sync.read(Buffer.from(await blob.arrayBuffer()));
  return jsQR(new Uint8ClampedArray(png.data), png.width, png.height)?.data;
};

// People (issue 19 item 1): a person's card code, the unit's invite QR and a member's job names.
describe('people', () => {
  let t: TestApp;
  let admin: ApiClient;
  let other: ApiClient;
  let member: ApiClient;
  let memberId: string;
  beforeAll(async () => {
    t = await createTestApp({ PUBLIC_ORIGIN: 'https://zy.example.com' });
    admin = await signedIn(t, DEMO);
    other = (await otherCompany(t)).api;
    const user = await createUser(t.database.db);
    memberId = user.user_id;
    await addMember(t.database.db, DemoIds.company, user.user_id, new Date(), '资料员');
    member = await signedIn(t, user);
  });
  afterAll(async () => t?.close());
  const download = (api: ApiClient, route: RouteContract, input: Record<string, unknown>) => api.download(route, input as never);

  it('draws one’s own card code, and a member’s for those who manage people', async () => {
    expect(await decode(download(member, routes.getUserQrcode, {}))).toBe(`zhuyun:user:${memberId}`);
    expect(await decode(download(admin, routes.getUserQrcode, { user_id: memberId }))).toBe(`zhuyun:user:${memberId}`);
    expect((await codeOf(download(member, routes.getUserQrcode, { user_id: DemoIds.demo }))).code).toBe(ResultCode.FORBIDDEN);
    expect(await codeOf(download(other, routes.getUserQrcode, { user_id: memberId }))).toEqual({ code: ResultCode.NOT_FOUND, msg: PeopleMsg.userNotInUnit });
    expect((await codeOf(download(admin, routes.getUserQrcode, { user_id: 'nope' }))).code).toBe(ResultCode.VALIDATION);
  });

  it('draws the unit’s invite code as the join link with the code filled in', async () => {
    expect(await decode(download(admin, routes.getOrgQrcode, {}))).toBe(`https://zy.example.com/workbenchMyUnit?invite_code=${DemoInviteCode}`);
    expect((await codeOf(download(member, routes.getOrgQrcode, {}))).code).toBe(ResultCode.FORBIDDEN);
  });

  it('names a member’s jobs in the unit, and no one else’s', async () => {
    expect(await admin.call(routes.getUserJobName, { user_id: DemoIds.demo })).toEqual({ user_id: DemoIds.demo, user_name: '演示管理员', job_names: ['单位管理员'] });
    expect((await admin.call(routes.getUserJobName, { user_id: memberId })).job_names).toEqual(['资料员']);
    expect(await codeOf(other.call(routes.getUserJobName, { user_id: DemoIds.demo }))).toEqual({ code: ResultCode.NOT_FOUND, msg: PeopleMsg.userNotInUnit });
    expect(await codeOf(admin.call(routes.getUserJobName, { user_id: '' }))).toEqual({ code: ResultCode.VALIDATION, msg: PeopleMsg.userIdRequired });
  });
});
