import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EvalMsg, routes } from '@zhuyun/contracts';
import { EvalDemo } from '../../../db/seed/evaluation.seed';
import { binaryClient, otherCompany, signedIn, type ApiClient } from '../../../testing/binary-client';
import { codeOf, createTestApp, type TestApp } from '../../../testing/test-app';
import { DEMO_ADMIN, surveyAs } from './eval-test-helpers';
import { sheetRows, xlsxOf } from './xlsx-fixtures';

// Import of persons from xlsx (row errors reported) and the streamed xlsx exports of persons and results.
describe('evaluation import and export', () => {
  let t: TestApp;
  let admin: ApiClient;
  beforeAll(async () => {
    t = await createTestApp();
    admin = await signedIn(t, DEMO_ADMIN);
  });
  const upload = (api: ApiClient, file: Blob, name = 'persons.xlsx') => api.upload(routes.evalImportPersons, {}, file, name);
  afterAll(async () => t?.close());

  const xlsx = (rows: unknown[][]) => xlsxOf(rows, '人员');

  it('imports persons, reports each bad row by number, creates jobs and org units by name, updates by phone', async () => {
    const file = await xlsx([
      ['姓名', '手机号', '岗位', '组织'],
      ['导入甲', '13600000001', '测量员', '测量队'],
      ['', '13600000002', '', ''],
      ['导入丙', '', '', ''],
      ['导入丁', '1360000', '', ''],
      ['导入戊', 13600000005, '测量员', ''],
      ['导入重复', '13600000001', '', ''],
      ['王建国改', '13900000001', '项目经理', '工程管理部'],
    ]);
    const body = await upload(admin, file);
    expect(body.data).toEqual({
      created: 2,
      updated: 1,
      errors: [
        { row: 3, msg: EvalMsg.personNameRequired },
        { row: 4, msg: EvalMsg.phoneRequired },
        { row: 5, msg: EvalMsg.phoneInvalid },
        { row: 7, msg: EvalMsg.importDuplicatePhone },
      ],
    });
    expect(body.msg).toBe('导入完成：新增2条，更新1条，失败4条');
    const imported = await admin.call(routes.evalListPersons, { search: '导入', sort_field: 'phone', sort_order: 'asc' });
    expect(imported.list.map((p) => [p.person_name, p.phone, p.job_name, p.obs_name])).toEqual([
      ['导入甲', '13600000001', '测量员', '测量队'],
      ['导入戊', '13600000005', '测量员', null],
    ]);
    expect((await admin.call(routes.evalListPersons, { search: '13900000001' })).list[0]?.person_name).toBe('王建国改');
    // An imported person can set a service password like any other.
    expect((await admin.call(routes.evalCheckPhoneExists, { phone: '13600000001' })).exists).toBe(true);
  });

  it('refuses a file that is not xlsx and a sheet without the header', async () => {
    expect(await codeOf(upload(admin, new Blob(['name,phone\n']), 'persons.csv'))).toEqual({ code: 10001, msg: EvalMsg.importFileRequired });
    expect(await codeOf(upload(admin, new Blob(['not a zip']), 'persons.xlsx'))).toEqual({ code: 10001, msg: EvalMsg.importFileRequired });
    expect(await codeOf(upload(admin, await xlsx([['名字', '电话']])))).toEqual({ code: 10001, msg: EvalMsg.importHeaderInvalid });
  });

  it('refuses an unsigned upload and one without a session', async () => {
    const file = await xlsx([['姓名', '手机号']]);
    const response = await t.app.inject({ method: 'POST', url: routes.evalImportPersons.path, headers: { 'content-type': 'multipart/form-data; boundary=x' }, payload: `--x--\r\n` });
    expect(JSON.parse(response.body).code).toBe(10301);
    expect((await codeOf(upload(binaryClient(t), file))).code).toBe(10201);
  });

  it('exports persons as xlsx, matching a search', async () => {
    const { blob, filename } = await admin.download(routes.evalExportPersons, { search: '1390000000' });
    expect(filename).toBe('评价人员.xlsx');
    const rows = await sheetRows(blob);
    expect(rows[0]).toEqual(['姓名', '手机号', '岗位', '组织']);
    expect(rows.slice(1).map((r) => r[1]).sort()).toEqual([...EvalDemo.phones]);
  });

  it('exports the results of an exercise with totals and per-question averages', async () => {
    const survey = await surveyAs(t, '13900000002', '1234');
    const row = (await survey.call(routes.evalListEvaluatees, {})).list.find((r) => r.person_name === '陈静');
    const questions = await survey.call(routes.evalSurveyQuestions, { exercise_id: EvalDemo.exercise });
    const evaluate_data = questions.list.flatMap((g) => g.children.map((q) => ({ question_id: q.question_id, score: Math.floor(q.score / 2) })));
    const score = evaluate_data.reduce((s, a) => s + a.score, 0);
    await survey.call(routes.evalSubmit, { evaluator_data_id: String(row?.evaluator_data_id), score, evaluate_data });

    const { blob, filename } = await admin.download(routes.evalExportResults, { exercise_id: EvalDemo.exercise });
    expect(filename).toBe('2026年度项目部员工360°评价-评价结果.xlsx');
    const rows = await sheetRows(blob);
    expect(rows[0]?.slice(0, 7)).toEqual(['姓名', '组织', '岗位', '评价人数', '已评人数', '平均总分', '工作目标完成情况（20分）']);
    const chen = rows.find((r) => r[0] === '陈静');
    expect(chen?.slice(3, 7)).toEqual([1, 1, score, 10]);
  });

  it('answers another company\'s exercise export with 10002', async () => {
    expect((await codeOf(admin.download(routes.evalExportResults, { exercise_id: '01900000-0000-7000-8000-00000000ffff' }))).code).toBe(10002);
    const other = await otherCompany(t);
    expect((await codeOf(other.api.download(routes.evalExportResults, { exercise_id: EvalDemo.exercise }))).code).toBe(10002);
    expect((await codeOf(admin.call(routes.evalGetResults, { exercise_id: '01900000-0000-7000-8000-00000000ffff' }))).code).toBe(10002);
  });
});
