import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BRAND_IMAGE_PREFIX, Msg, PersonalMsg, ResultCode, routes } from '@zhuyun/contracts';
import { DemoIds } from '../../../db/seed/demo.seed';
import { PersonalDemoIds } from '../../../db/seed/personal.seed';
import { familyCallers, type FamilyCallers } from '../../../testing/callers';
import { latestCode, userRow } from '../../../testing/fixtures';
import { codeOf } from '../../../testing/test-app';

const PNG = Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52, 1, 2, 3]);

// The personal centre and the unit's information page (issue 19 items 3 and 7).
describe('personal centre', () => {
  let c: FamilyCallers;
  beforeAll(async () => {
    c = await familyCallers();
  });
  afterAll(async () => c?.t.close());

  it('reads and edits my profile; a bad name, e-mail or someone else’s picture changes nothing', async () => {
    const me = await c.unpermitted.call(routes.getMyProfile, {});
    expect(me.units).toEqual([expect.objectContaining({ company_id: DemoIds.company, status: 3, is_admin: false, job_names: ['无权限岗位'], is_current: true })]);
    expect(me.has_password).toBe(true);
    const picture = await c.unpermitted.upload(routes.uploadFile, { module: 'picture' }, new Blob([PNG]), 'me.png');
    const saved = await c.unpermitted.callEnvelope(routes.updateMyProfile, { user_name: '新名字', email: 'me@example.com', avatar: picture.data.file_path });
    expect(saved.msg).toBe(PersonalMsg.profileSaved);
    const after = await c.unpermitted.call(routes.getMyProfile, {});
    expect(after).toMatchObject({ user_name: '新名字', email: 'me@example.com', avatar: picture.data.file_path });
    expect(after.avatar_url).toContain('/api/v1/base/file/view/');
    // The session's user info follows at once.
    expect((await c.unpermitted.call(routes.getUserInfo, {})).user_name).toBe('新名字');

    expect(await codeOf(c.unpermitted.call(routes.updateMyProfile, { user_name: ' ', email: null }))).toEqual({ code: ResultCode.VALIDATION, msg: PersonalMsg.userNameRequired });
    expect(await codeOf(c.unpermitted.call(routes.updateMyProfile, { user_name: '甲', email: 'nope' }))).toEqual({ code: ResultCode.VALIDATION, msg: PersonalMsg.emailInvalid });
    const theirs = await c.admin.upload(routes.uploadFile, { module: 'picture' }, new Blob([PNG]), 'a.png');
    expect(await codeOf(c.unpermitted.call(routes.updateMyProfile, { user_name: '甲', avatar: theirs.data.file_path }))).toEqual({ code: ResultCode.VALIDATION, msg: PersonalMsg.avatarInvalid });
    expect((await c.unpermitted.call(routes.getMyProfile, {})).user_name).toBe('新名字');
  });

  it('changes my phone only with the code sent to the new phone', async () => {
    const me = await c.unpermitted.call(routes.getMyProfile, {});
    const next = '13600000001';
    expect(await codeOf(c.unpermitted.call(routes.sendPhoneChangeCode, { phone: me.phone }))).toEqual({ code: ResultCode.VALIDATION, msg: PersonalMsg.newPhoneSame });
    expect(await codeOf(c.unpermitted.call(routes.sendPhoneChangeCode, { phone: '13800000001' }))).toEqual({ code: ResultCode.CONFLICT, msg: Msg.phoneTaken });
    expect(await codeOf(c.unpermitted.call(routes.sendPhoneChangeCode, { phone: '1360000' }))).toEqual({ code: ResultCode.VALIDATION, msg: PersonalMsg.newPhoneInvalid });
    await c.unpermitted.call(routes.sendPhoneChangeCode, { phone: next });
    // The code flow's own limit: one send a minute per phone.
    expect((await codeOf(c.unpermitted.call(routes.sendPhoneChangeCode, { phone: next }))).code).toBe(ResultCode.CODE_TOO_SOON);
    const code = await latestCode(c.admin, next);
    const wrong = code === '000000' ? '111111' : '000000';
    expect((await codeOf(c.unpermitted.call(routes.changeMyPhone, { phone: next, code: wrong }))).code).toBe(ResultCode.CODE_INVALID);
    expect((await userRow(c.t.database.db, { user_id: me.user_id }))?.phone).toBe(me.phone);
    // An empty code is refused before any code is looked at.
    expect(await codeOf(c.unpermitted.call(routes.changeMyPhone, { phone: next, code: '' }))).toEqual({ code: ResultCode.VALIDATION, msg: PersonalMsg.codeRequired });
    expect(await c.unpermitted.call(routes.changeMyPhone, { phone: next, code })).toEqual({ phone: next });
    expect((await c.unpermitted.call(routes.getMyProfile, {})).phone).toBe(next);
    expect((await codeOf(c.unpermitted.call(routes.changeMyPhone, { phone: '13600000002', code }))).code).toBe(ResultCode.CODE_INVALID);
  });

  it('lists what I submitted and my applications in every state, filtered by kind and state', async () => {
    const records = await c.admin.call(routes.getMyAuditRecords, {});
    expect(records.list.map((r) => [r.kind, r.id, r.status])).toEqual(
      expect.arrayContaining([
        ['personnel', PersonalDemoIds.certPending, 2],
        ['personnel', PersonalDemoIds.certRejected, 4],
        ['personnel', PersonalDemoIds.certApproved, 3],
        ['company', PersonalDemoIds.companyApply, 4],
      ]),
    );
    expect((await c.admin.call(routes.getMyAuditRecords, { kind: 'company' })).list.map((r) => r.title)).toEqual(['演示建设集团华东分公司']);
    const applies = await c.admin.call(routes.getMyApplies, { page_size: 50 });
    expect(new Set(applies.list.map((a) => `${a.kind}:${a.status}`))).toEqual(new Set(['unit:4', 'unit:2', 'company:4', 'system:4']));
    expect((await c.admin.call(routes.getMyApplies, { kind: 'unit', status: 2 })).list).toEqual([
      expect.objectContaining({ target: '浙江华汇建筑设计研究院', status: 2 }),
    ]);
    expect((await c.unpermitted.call(routes.getMyApplies, {})).total_count).toBe(0);
    expect(await codeOf(c.admin.call(routes.getMyApplies, { kind: 'order' }))).toEqual({ code: ResultCode.VALIDATION, msg: PersonalMsg.kindInvalid });
  });

  it('shows my jobs, their templates and the pages my job opens', async () => {
    const mine = await c.admin.call(routes.getMyLimit, {});
    expect(mine).toMatchObject({ company_name: '演示建设集团', is_admin: true });
    expect(mine.jobs).toEqual([expect.objectContaining({ job_name: '单位管理员', is_current: true, templates: [expect.objectContaining({ auth_template_name: '全部权限' })] })]);
    expect(mine.pages.map((p) => p.route)).toEqual(expect.arrayContaining(['/companyInfo', '/personnelAudit', '/MyLimit']));
    expect(mine.pages.some((p) => p.object_no.startsWith('platform.'))).toBe(false);
    const theirs = await c.unpermitted.call(routes.getMyLimit, {});
    expect(theirs).toMatchObject({ is_admin: false, pages: [], jobs: [expect.objectContaining({ job_name: '无权限岗位', templates: [] })] });
  });

  it('edits the unit’s branding, which the login page then shows, and serves its logo without a session', async () => {
    const before = await c.admin.call(routes.getCompanyProfile, {});
    expect(before).toMatchObject({ company_name: '演示建设集团', invite_code: expect.any(String), company_domain: 'localhost' });
    const logo = await c.admin.upload(routes.uploadFile, { module: 'logo' }, new Blob([PNG]), 'logo.png');
    const base = { platform_name: '新平台', login_name: '新登录页', primary_color: '#00aa88', show_logo_status: 1, company_logo: logo.data.file_path, image_picture: before.image_picture };
    const saved = await c.admin.call(routes.saveCompanyProfile, base);
    expect(saved.company_logo).toBe(`${BRAND_IMAGE_PREFIX}${logo.data.file_path.slice('files/'.length)}`);
    expect(saved.image_picture).toBe(before.image_picture);
    expect(await c.admin.call(routes.getCompanyByDomain, { company_domain: 'localhost' })).toMatchObject({ login_name: '新登录页', platform_name: '新平台', company_logo: saved.company_logo, primary_color: '#00aa88' });
    const served = await c.t.app.inject({ method: 'GET', url: saved.company_logo as string });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    // Only paths a unit's branding names are public.
    const other = await c.admin.upload(routes.uploadFile, { module: 'picture' }, new Blob([PNG]), 'private.png');
    expect((await c.t.app.inject({ method: 'GET', url: `${BRAND_IMAGE_PREFIX}${other.data.file_id}` })).statusCode).toBe(404);

    expect(await codeOf(c.admin.call(routes.saveCompanyProfile, { ...base, primary_color: 'red' }))).toEqual({ code: ResultCode.VALIDATION, msg: PersonalMsg.colorInvalid });
    expect(await codeOf(c.admin.call(routes.saveCompanyProfile, { ...base, login_name: '' }))).toEqual({ code: ResultCode.VALIDATION, msg: PersonalMsg.loginNameRequired });
    const notMine = await c.unpermitted.upload(routes.uploadFile, { module: 'logo' }, new Blob([PNG]), 'x.png');
    expect(await codeOf(c.admin.call(routes.saveCompanyProfile, { ...base, company_logo: notMine.data.file_path }))).toEqual({ code: ResultCode.VALIDATION, msg: PersonalMsg.imageInvalid });
    expect((await codeOf(c.unpermitted.call(routes.getCompanyProfile, {}))).code).toBe(ResultCode.FORBIDDEN);
    expect((await codeOf(c.unpermitted.call(routes.saveCompanyProfile, base))).code).toBe(ResultCode.FORBIDDEN);
    // Another unit's administrator edits their own unit, never this one.
    expect((await c.other.call(routes.getCompanyProfile, {})).company_id).not.toBe(DemoIds.company);
  });
});
