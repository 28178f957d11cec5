import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ResultCode, check, routes } from '@zhuyun/contracts';
import { CheckDemoIds } from '../../../db/seed/check.seed';
import { DemoIds } from '../../../db/seed/demo.seed';
import { DEMO, otherCompany, signedIn, type ApiClient } from '../../../testing/binary-client';
import { addMember, createUser } from '../../../testing/fixtures';
import { codeOf, createTestApp, type TestApp } from '../../../testing/test-app';

const { CheckMsg } = check;
let t: TestApp;
let admin: ApiClient;
let other: ApiClient;
let unpermitted: ApiClient;

/** A three-field design, as the designer saves it. */
const DESIGN: check.FormDefinition = {
  sections: [
    {
      key: 's1',
      title: '检查',
      fields: [
        { key: 'height', type: 'number', label: '层高', required: true, unit: 'm', min: 2, max: 6 },
        { key: 'level', type: 'single', label: '等级', required: false, options: ['一级', '二级'] },
        { key: 'verdict', type: 'passfail', label: '结论', required: true },
      ],
    },
  ],
};

beforeAll(async () => {
  t = await createTestApp();
  admin = await signedIn(t, DEMO);
  other = (await otherCompany(t)).api;
  const user = await createUser(t.database.db);
  await addMember(t.database.db, DemoIds.company, user.user_id, new Date(), '无权限岗位');
  unpermitted = await signedIn(t, user);
});
afterAll(async () => t?.close());

async function designedTemplate(definition = DESIGN) {
  const { form_id } = await admin.call(routes.saveCheckForm, { form_name: '设计测试表' });
  const { version } = await admin.call(routes.saveFormVersion, { form_id, definition });
  const { template_id } = await admin.call(routes.saveCheckTemplate, { template_name: '设计测试模板', form_id });
  return { form_id, version, template_id };
}

describe('form versions', () => {
  it('round-trips a definition and numbers each save as the next version', async () => {
    const { form_id, version } = await designedTemplate();
    expect(version).toBe(1);
    expect((await admin.call(routes.getFormVersion, { form_id })).definition).toEqual(DESIGN);
    const second = { sections: [{ ...DESIGN.sections[0]!, title: '改版' }] };
    expect((await admin.call(routes.saveFormVersion, { form_id, definition: second })).version).toBe(2);
    expect(await admin.call(routes.getFormVersion, { form_id })).toMatchObject({ version: 2, definition: second });
    expect((await admin.call(routes.getFormVersion, { form_id, version: 1 })).definition).toEqual(DESIGN);
    expect((await admin.call(routes.listCheckForms, { search: '设计测试表' })).list.find((f) => f.form_id === form_id)).toMatchObject({ current_version: 2, field_count: 3 });
  });

  it.each([
    [{ sections: [] }, CheckMsg.sectionsRequired],
    [{ sections: [{ key: 's', title: '空', fields: [] }] }, CheckMsg.fieldsRequired],
    [{ sections: [{ key: 's', title: '重复', fields: [{ key: 'a', type: 'text', label: 'A', required: false }, { key: 'a', type: 'date', label: 'B', required: false }] }] }, CheckMsg.fieldKeyDuplicate],
    [{ sections: [{ key: 's', title: '选项', fields: [{ key: 'a', type: 'single', label: '单选', required: false, options: ['一'] }] }] }, '“单选”至少需要两个不同的选项'],
    [{ sections: [{ key: 's', title: '范围', fields: [{ key: 'a', type: 'number', label: '数', required: false, min: 5, max: 1 }] }] }, '“数”的数值范围不正确'],
    [{ sections: [{ key: 's', title: '类型', fields: [{ key: 'a', type: 'video', label: '视频', required: false }] }] }, CheckMsg.definitionInvalid],
  ])('refuses a broken definition with 10001 (%#)', async (definition, msg) => {
    expect(await codeOf(admin.call(routes.saveFormVersion, { form_id: CheckDemoIds.patrolForm, definition: definition as never }))).toEqual({ code: ResultCode.VALIDATION, msg });
  });

  it('keeps another company and a job without the form page out', async () => {
    expect(await codeOf(other.call(routes.saveFormVersion, { form_id: CheckDemoIds.patrolForm, definition: DESIGN }))).toEqual({ code: ResultCode.NOT_FOUND, msg: CheckMsg.formNotFound });
    expect((await codeOf(other.call(routes.getFormVersion, { form_id: CheckDemoIds.patrolForm }))).code).toBe(ResultCode.NOT_FOUND);
    expect((await codeOf(unpermitted.call(routes.saveFormVersion, { form_id: CheckDemoIds.patrolForm, definition: DESIGN }))).code).toBe(ResultCode.FORBIDDEN);
  });
});

describe('records', () => {
  it('keeps the version it was filled against, and reads back against it after a new design', async () => {
    const { form_id, template_id } = await designedTemplate();
    const filled = await admin.call(routes.submitCheckRecord, { template_id, form_version: 1, answers: { height: 3.2, verdict: 'fail' } });
    expect(filled.result).toBe(2);
    expect(filled.record_no).toMatch(/^JC\d{12}$/);
    await admin.call(routes.saveFormVersion, { form_id, definition: { sections: [{ key: 'n', title: '新版', fields: [{ key: 'x', type: 'text', label: '新字段', required: true }] }] } });
    const detail = await admin.call(routes.getRecordDetailList, { record_id: filled.record_id });
    expect(detail.record).toMatchObject({ form_version: 1, result: 2, template_name: '设计测试模板' });
    expect(detail.definition).toEqual(DESIGN);
    expect(detail.list.map((l) => [l.label, l.value])).toEqual([['层高', '3.2m'], ['等级', ''], ['结论', '不合格']]);
    // The old version is no longer what a new record is filled against.
    expect(await codeOf(admin.call(routes.submitCheckRecord, { template_id, form_version: 1, answers: { height: 3, verdict: 'pass' } }))).toEqual({ code: ResultCode.VALIDATION, msg: CheckMsg.versionNotFound });
  });

  it.each([
    [{ verdict: 'pass' }, '“层高”不能为空'],
    [{ height: 9, verdict: 'pass' }, '“层高”应在2～6m之间'],
    [{ height: 3, level: '三级', verdict: 'pass' }, '“等级”的选项不存在'],
    [{ height: 3, verdict: 'maybe' }, '“结论”应为合格或不合格'],
    [{ height: 3, verdict: 'pass', stray: 'x' }, '字段“stray”不在表单中'],
  ])('refuses a record that breaks its version, naming the field (%#)', async (answers, msg) => {
    const { template_id } = await designedTemplate();
    expect(await codeOf(admin.call(routes.submitCheckRecord, { template_id, form_version: 1, answers }))).toEqual({ code: ResultCode.VALIDATION, msg });
  });

  it('keeps another company out of records and reports; deleting needs the result page', async () => {
    expect(await codeOf(other.call(routes.submitCheckRecord, { template_id: CheckDemoIds.patrolTemplate, form_version: 1, answers: {} }))).toEqual({ code: ResultCode.NOT_FOUND, msg: CheckMsg.templateNotFound });
    expect(await codeOf(other.call(routes.getRecordDetailList, { record_id: CheckDemoIds.firstRecord }))).toEqual({ code: ResultCode.NOT_FOUND, msg: CheckMsg.recordNotFound });
    expect(await codeOf(other.call(routes.getCustomReportDetail, { report_id: CheckDemoIds.report }))).toEqual({ code: ResultCode.NOT_FOUND, msg: CheckMsg.reportNotFound });
    expect((await codeOf(unpermitted.call(routes.deleteCheckRecord, { record_id: CheckDemoIds.firstRecord }))).code).toBe(ResultCode.FORBIDDEN);
    expect((await codeOf(admin.call(routes.getRecordDetailList, { record_id: 'nope' }))).code).toBe(ResultCode.VALIDATION);
  });

  it('answers 10001 for a malformed report id, form id or version, and 10002 for an unknown version', async () => {
    expect((await codeOf(admin.call(routes.getCustomReportDetail, { report_id: 'nope' }))).code).toBe(ResultCode.VALIDATION);
    expect((await codeOf(admin.call(routes.getFormVersion, { form_id: 'nope' }))).code).toBe(ResultCode.VALIDATION);
    expect(await codeOf(admin.call(routes.getFormVersion, { form_id: CheckDemoIds.patrolForm, version: 'x' as never }))).toEqual({ code: ResultCode.VALIDATION, msg: CheckMsg.versionNotFound });
    expect(await codeOf(admin.call(routes.getFormVersion, { form_id: CheckDemoIds.patrolForm, version: 99 }))).toEqual({ code: ResultCode.NOT_FOUND, msg: CheckMsg.versionNotFound });
    expect((await codeOf(admin.call(routes.submitCheckRecord, { template_id: CheckDemoIds.patrolTemplate, form_version: 0, answers: {} }))).code).toBe(ResultCode.VALIDATION);
  });

  it('answers the custom report: chosen columns, rows of text, pass and fail counts', async () => {
    const report = await admin.call(routes.getCustomReportDetail, { report_id: CheckDemoIds.report });
    expect(report.columns.map((c) => c.label)).toEqual(['构件编号', '构件类型', '长度偏差', '外观判定']);
    expect(report.total_count).toBeGreaterThanOrEqual(3);
    expect(report.pass_count + report.fail_count).toBe(report.total_count);
    expect(report.list.find((r) => r.record_no === 'JC202611200002')?.values).toEqual({ component_no: 'YZQ-2-014', component_type: '预制墙板', length_dev: '-6mm', appearance: '不合格' });
  });
});
