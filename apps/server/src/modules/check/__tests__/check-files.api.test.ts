import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ResultCode, check, routes } from '@zhuyun/contracts';
import { CheckFileIds } from '../../../db/seed/check-files.seed';
import { CheckDemoIds } from '../../../db/seed/check.seed';
import type { ApiClient } from '../../../testing/binary-client';
import { familyCallers } from '../../../testing/callers';
import { codeOf, type TestApp } from '../../../testing/test-app';

const { CheckMsg } = check;
const PNG = Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52, 1, 2, 3]);
const PDF = new TextEncoder().encode('%PDF-1.4\n% test report\n');
const SIGNATURE = `${check.SIGNATURE_PREFIX}${Buffer.from(PNG).toString('base64')}`;

/** Photo and signature fields, and a pass/fail, as the designer saves them. */
const DESIGN: check.FormDefinition = {
  sections: [
    {
      key: 's1',
      title: '现场',
      fields: [
        { key: 'photo', type: 'photo', label: '现场照片', required: true },
        { key: 'sign', type: 'signature', label: '签名', required: true },
        { key: 'verdict', type: 'passfail', label: '结论', required: true },
      ],
    },
  ],
};

// Photos and signatures of check records, and material inspection attachments, are files of the unit: stored as
// references, answered with fresh signed links, another unit's file refused (issue 20 item 2).
describe('check files', () => {
  let t: TestApp;
  let admin: ApiClient;
  let other: ApiClient;
  let unpermitted: ApiClient;
  let templateId: string;

  beforeAll(async () => {
    ({ t, admin, other, unpermitted } = await familyCallers());
    const { form_id } = await admin.call(routes.saveCheckForm, { form_name: '照片签名表' });
    await admin.call(routes.saveFormVersion, { form_id, definition: DESIGN });
    templateId = (await admin.call(routes.saveCheckTemplate, { template_name: '照片签名模板', form_id })).template_id;
  });
  afterAll(async () => t?.close());

  const upload = async (api: ApiClient, module: 'picture' | 'certificate' | 'logo', bytes: Uint8Array<ArrayBuffer> = PNG, name = '照片.png') =>
    (await api.upload(routes.uploadFile, { module }, new Blob([bytes]), name)).data.file_id;
  const served = async (url: string) => {
    const answer = await t.app.inject({ method: 'GET', url });
    return { status: answer.statusCode, type: answer.headers['content-type'] };
  };

  it('stores a photo and a drawn signature as file references and shows both through fresh signed links', async () => {
    const photo = await upload(admin, 'picture');
    const filled = await admin.call(routes.submitCheckRecord, { template_id: templateId, form_version: 1, answers: { photo, sign: SIGNATURE, verdict: 'pass' } });
    const detail = await admin.call(routes.getRecordDetailList, { record_id: filled.record_id });
    expect(detail.answers.photo).toBe(photo);
    // The drawing became a file of the unit: the record keeps its id, not the drawing.
    expect(detail.answers.sign).toMatch(check.FILE_ID);
    expect(detail.files.photo).toMatchObject({ file_id: photo, file_name: '照片.png', mime: 'image/png' });
    expect(detail.files.sign).toMatchObject({ file_id: detail.answers.sign, file_name: '签名.png', mime: 'image/png' });
    expect(detail.files.photo!.url).toMatch(/^\/api\/v1\/base\/file\/view\/.+\?expires=\d+&sig=[0-9a-f]+$/);
    expect(await served(detail.files.photo!.url)).toEqual({ status: 200, type: 'image/png' });
    expect(await served(detail.files.sign!.url)).toEqual({ status: 200, type: 'image/png' });
    expect(detail.list.map((l) => l.value)).toEqual(['已上传照片', '已签名', '合格']);
    // Another read signs again (the stored record holds no link).
    expect(JSON.stringify(detail.answers)).not.toContain('sig=');
  });

  it("shows the demo record's photo and signature", async () => {
    const detail = await admin.call(routes.getRecordDetailList, { record_id: CheckDemoIds.firstRecord });
    expect(detail.files).toMatchObject({ photo: { file_id: CheckFileIds.photo }, inspector_sign: { file_id: CheckFileIds.signature } });
    expect(await served(detail.files.inspector_sign!.url)).toEqual({ status: 200, type: 'image/png' });
  });

  it("refuses another unit's photo or signature file, a signature that is no PNG, and an unknown id (10001)", async () => {
    const foreign = await upload(other, 'picture');
    const mine = await upload(admin, 'picture');
    const submit = (answers: check.Answers) => codeOf(admin.call(routes.submitCheckRecord, { template_id: templateId, form_version: 1, answers }));
    expect(await submit({ photo: foreign, sign: SIGNATURE, verdict: 'pass' })).toEqual({ code: ResultCode.VALIDATION, msg: CheckMsg.photoNotFound });
    expect(await submit({ photo: mine, sign: foreign, verdict: 'pass' })).toEqual({ code: ResultCode.VALIDATION, msg: CheckMsg.signatureNotFound });
    expect(await submit({ photo: '01900000-0000-7000-8000-00000000dead', sign: SIGNATURE, verdict: 'pass' })).toEqual({ code: ResultCode.VALIDATION, msg: CheckMsg.photoNotFound });
    const notPng = `${check.SIGNATURE_PREFIX}${Buffer.from('<svg/>').toString('base64')}`;
    expect(await submit({ photo: mine, sign: notPng, verdict: 'pass' })).toEqual({ code: ResultCode.VALIDATION, msg: '“签名”签名不正确' });
    expect(await submit({ photo: mine, sign: 'https://evil.test/x.png', verdict: 'pass' })).toEqual({ code: ResultCode.VALIDATION, msg: '“签名”签名不正确' });
    // An uploaded signature of the unit is taken as it is.
    const sign = await upload(admin, 'picture', PNG, '签名.png');
    expect((await admin.call(routes.submitCheckRecord, { template_id: templateId, form_version: 1, answers: { photo: mine, sign, verdict: 'fail' } })).result).toBe(2);
  });

  it('keeps material attachments as the unit’s files, answered with names and links in their order', async () => {
    const report = await upload(admin, 'certificate', PDF, '复验报告.pdf');
    const photo = await upload(admin, 'picture', PNG, '取样.png');
    const { material_check_id } = await admin.call(routes.saveMaterialCheck, { material_name: '附件测试钢筋', check_date: '2026-11-21', result: 1, attachments: [report, photo] });
    const row = await admin.call(routes.getMaterialCheck, { material_check_id });
    expect(row.attachments.map((a) => [a.file_name, a.mime])).toEqual([['复验报告.pdf', 'application/pdf'], ['取样.png', 'image/png']]);
    expect(await served(row.attachments[0]!.url)).toEqual({ status: 200, type: 'application/pdf' });
    const listed = await admin.call(routes.listMaterialChecks, { search: '附件测试钢筋' });
    expect(listed.list[0]!.attachments.map((a) => a.file_id)).toEqual([report, photo]);
    // Reordered and one removed on edit.
    await admin.call(routes.saveMaterialCheck, { material_check_id, material_name: '附件测试钢筋', result: 2, attachments: [photo] });
    expect((await admin.call(routes.getMaterialCheck, { material_check_id })).attachments.map((a) => a.file_id)).toEqual([photo]);
    const demo = await admin.call(routes.listMaterialChecks, { search: '灌浆料' });
    expect(demo.list[0]!.attachments).toEqual([expect.objectContaining({ file_id: CheckFileIds.groutReport, file_name: '灌浆料强度报告.pdf' })]);
  });

  it("refuses another unit's file, a logo and a malformed id as an attachment; 10002 and 10403 as every family", async () => {
    const foreign = await upload(other, 'certificate');
    const logo = await upload(admin, 'logo');
    const save = (attachments: string[]) => codeOf(admin.call(routes.saveMaterialCheck, { material_name: '拒绝测试', result: 1, attachments }));
    expect(await save([foreign])).toEqual({ code: ResultCode.VALIDATION, msg: CheckMsg.attachmentInvalid });
    expect(await save([logo])).toEqual({ code: ResultCode.VALIDATION, msg: CheckMsg.attachmentInvalid });
    expect((await save(['not-a-file'])).code).toBe(ResultCode.VALIDATION);
    expect(await save(Array.from({ length: 21 }, () => logo))).toEqual({ code: ResultCode.VALIDATION, msg: CheckMsg.attachmentsTooMany });
    const [demo] = (await admin.call(routes.listMaterialChecks, { search: '灌浆料' })).list;
    expect(await codeOf(other.call(routes.getMaterialCheck, { material_check_id: demo!.material_check_id }))).toEqual({ code: ResultCode.NOT_FOUND, msg: CheckMsg.materialNotFound });
    expect((await other.call(routes.listMaterialChecks, {})).total_count).toBe(0);
    expect((await codeOf(unpermitted.call(routes.saveMaterialCheck, { material_name: 'x', result: 1 }))).code).toBe(ResultCode.FORBIDDEN);
  });

  it('shows a report form’s chosen columns in the chosen order', async () => {
    const { report_id } = await admin.call(routes.saveReportForm, { report_name: '列顺序报表', template_id: CheckDemoIds.acceptanceTemplate, field_keys: ['appearance', 'component_no', 'length_dev'] });
    const detail = await admin.call(routes.getCustomReportDetail, { report_id });
    expect(detail.columns.map((c) => c.label)).toEqual(['外观判定', '构件编号', '长度偏差']);
    expect(Object.keys(detail.list[0]!.values)).toEqual(['appearance', 'component_no', 'length_dev']);
    await admin.call(routes.saveReportForm, { report_id, report_name: '列顺序报表', template_id: CheckDemoIds.acceptanceTemplate, field_keys: ['length_dev', 'appearance'] });
    expect((await admin.call(routes.getCustomReportDetail, { report_id })).columns.map((c) => c.key)).toEqual(['length_dev', 'appearance']);
  });
});
