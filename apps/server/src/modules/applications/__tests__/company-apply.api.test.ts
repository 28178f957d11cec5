import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Msg, ResultCode, routes } from '@zhuyun/contracts';
import { codeOf, createTestApp, type TestApp, type TestClient } from '../../../testing/test-app';
import { createUser, type TestUser } from '../../../testing/fixtures';

const PNG = Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52]);
/** 华为技术有限公司's code: a real one, so its check character is right. */
const CREDIT_CODE = '914403001922038216';

// The complete-information dialog (spec-1 §2, §4, §5) and the platform administrator's review of it.
describe('company applications', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => t?.close());

  const signIn = async (user: { user_no: string; password: string }) => {
    const client = t.client();
    await client.loginAs(user.user_no, user.password);
    return client;
  };
  const newcomer = async (): Promise<{ user: TestUser; client: TestClient; certificate: string }> => {
    const user = await createUser(t.database.db);
    const client = await signIn(user);
    const uploaded = await client.api.upload(routes.uploadFile, { module: 'certificate' }, new Blob([PNG]), '营业执照.png');
    return { user, client, certificate: uploaded.data.file_path };
  };
  const form = (certificate: string, name = '之江装配式构件有限公司') => ({
    user_name: '王建国',
    job_name: '总经理',
    company_type: 7,
    company_name: name,
    area_id: 330114,
    addr: '钱塘区义蓬街道 8 号',
    legal_name: '王建国',
    credit_code: CREDIT_CODE,
    credit_img: certificate,
  });

  it('answers the first missing field of the form with its message, in the form\'s order', async () => {
    const { client, certificate } = await newcomer();
    const full = form(certificate);
    const cases: [Partial<Record<keyof typeof full, unknown>>, string][] = [
      [{ user_name: ' ' }, Msg.realNameRequired],
      [{ company_type: undefined }, Msg.companyTypeRequired],
      [{ company_type: 99 }, Msg.companyTypeRequired],
      [{ company_name: '' }, Msg.companyNameRequired],
      [{ area_id: undefined }, Msg.regionRequired],
      [{ addr: '' }, Msg.addrRequired],
      [{ legal_name: '' }, Msg.legalNameRequired],
      [{ credit_code: '' }, Msg.creditCodeRequired],
      [{ credit_code: '914403001922038217' }, Msg.creditCodeInvalid],
      [{ credit_img: '' }, Msg.certificateRequired],
      [{ company_name: '', addr: '' }, Msg.companyNameRequired],
    ];
    for (const [change, msg] of cases) {
      expect(await codeOf(client.api.call(routes.saveFillRegisterInfo, { ...full, ...change } as never))).toEqual({ code: ResultCode.VALIDATION, msg });
    }
  });

  it('refuses a certificate that is someone else\'s file', async () => {
    const first = await newcomer();
    const second = await newcomer();
    expect(await codeOf(second.client.api.call(routes.saveFillRegisterInfo, form(first.certificate)))).toEqual({
      code: ResultCode.VALIDATION,
      msg: Msg.fileNotYours,
    });
  });

  it('takes step 1 alone from a person who already has a unit', async () => {
    const client = await signIn({ user_no: 'demo', password: 'Demo@2026zy!' });
    const answer = await client.api.call(routes.saveFillRegisterInfo, { user_name: '演示管理员（改）', job_name: '单位管理员' });
    expect(answer).toEqual({ company_apply_id: null, status: 3 });
    const again = await signIn({ user_no: 'demo', password: 'Demo@2026zy!' });
    expect((await again.api.call(routes.getUserInfo, {})).real_name).toBe('演示管理员（改）');
  });

  it('asks a person without a unit for the company, then keeps the application under review, once', async () => {
    const { client, certificate } = await newcomer();
    expect(await codeOf(client.api.call(routes.saveFillRegisterInfo, { user_name: '王建国', job_name: '总经理' }))).toEqual({
      code: ResultCode.VALIDATION,
      msg: Msg.companyTypeRequired,
    });
    const answer = await client.api.call(routes.saveFillRegisterInfo, form(certificate, '之江申请甲'));
    expect(answer.status).toBe(2);
    expect((client.last()?.body as { msg: string }).msg).toBe(Msg.submitted);
    expect(await codeOf(client.api.call(routes.saveFillRegisterInfo, form(certificate, '之江申请乙')))).toEqual({
      code: ResultCode.CONFLICT,
      msg: Msg.applyPending,
    });
  });

  it('is reviewed by the platform administrator alone: detail with the certificate, approval makes the unit', async () => {
    const { client, certificate } = await newcomer();
    const { company_apply_id } = await client.api.call(routes.saveFillRegisterInfo, form(certificate, '之江审核通过单位'));
    const unitAdmin = await signIn({ user_no: 'demo', password: 'Demo@2026zy!' });
    expect((await codeOf(unitAdmin.api.call(routes.getCompanyApplyList, {}))).code).toBe(ResultCode.FORBIDDEN);

    const admin = await signIn({ user_no: 'admin', password: 'Admin@2026zy!' });
    const pending = await admin.api.call(routes.getCompanyApplyList, { status: 2, search: '审核通过' });
    expect(pending.list).toEqual([
      expect.objectContaining({
        company_apply_id,
        company_name: '之江审核通过单位',
        company_type_name: '构件生产单位',
        province: '浙江省',
        city: '杭州市',
        area: '钱塘区',
        credit_code: CREDIT_CODE,
        status: 2,
      }),
    ]);
    const detail = await admin.api.call(routes.getCompanyApplyDetail, { company_apply_id: company_apply_id as string });
    const shown = await t.app.inject({ method: 'GET', url: detail.credit_img?.url ?? '' });
    expect(shown.statusCode).toBe(200);
    expect(shown.headers['content-type']).toBe('image/png');

    const decided = await admin.api.call(routes.auditCompanyApply, { company_apply_id: company_apply_id as string, status: 3, remark: '资料齐全' });
    expect(decided.company_id).toBeTruthy();
    expect(await codeOf(admin.api.call(routes.auditCompanyApply, { company_apply_id: company_apply_id as string, status: 4 }))).toEqual({
      code: ResultCode.CONFLICT,
      msg: Msg.applyNotReviewing,
    });
    const mine = await client.api.call(routes.getMyCompanies, {});
    expect(mine.list).toEqual([expect.objectContaining({ company_id: decided.company_id, company_name: '之江审核通过单位', status: 3, is_admin: true })]);
  });

  it('rejects (4) without making a unit', async () => {
    const { client, certificate } = await newcomer();
    const { company_apply_id } = await client.api.call(routes.saveFillRegisterInfo, form(certificate, '之江驳回单位'));
    const admin = await signIn({ user_no: 'admin', password: 'Admin@2026zy!' });
    expect(await admin.api.call(routes.auditCompanyApply, { company_apply_id: company_apply_id as string, status: 4, remark: '执照模糊' })).toEqual({
      company_id: null,
    });
    expect((await client.api.call(routes.getMyCompanies, {})).total_count).toBe(0);
    const [row] = (await admin.api.call(routes.getCompanyApplyList, { search: '之江驳回' })).list;
    expect(row).toMatchObject({ status: 4, remark: '执照模糊' });
  });

  it('sorts the list by a column the contract names, and refuses any other', async () => {
    for (const name of ['之江排序B单位', '之江排序A单位', '之江排序C单位']) {
      const { client, certificate } = await newcomer();
      await client.api.call(routes.saveFillRegisterInfo, form(certificate, name));
    }
    const admin = await signIn({ user_no: 'admin', password: 'Admin@2026zy!' });
    const names = async (query: object) =>
      (await admin.api.call(routes.getCompanyApplyList, { search: '之江排序', ...query })).list.map((r) => r.company_name);
    // Newest first by default.
    expect(await names({})).toEqual(['之江排序C单位', '之江排序A单位', '之江排序B单位']);
    expect(await names({ sort_field: 'apply_date', sort_order: 'ascend' })).toEqual(['之江排序B单位', '之江排序A单位', '之江排序C单位']);
    expect(await names({ sort_field: 'company_name', sort_order: 'descend' })).toEqual(['之江排序C单位', '之江排序B单位', '之江排序A单位']);
    const refused = await codeOf(admin.api.call(routes.getCompanyApplyList, { sort_field: 'credit_code' as never }));
    expect(refused).toMatchObject({ code: ResultCode.VALIDATION, msg: Msg.sortInvalid });
  });
});
