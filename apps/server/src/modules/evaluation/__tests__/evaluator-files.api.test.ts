import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EvalMsg, routes } from '@zhuyun/contracts';
import { EvalDemo } from '../../../db/seed/evaluation.seed';
import { otherCompany, signedIn, type ApiClient } from '../../../testing/binary-client';
import { codeOf, createTestApp, type TestApp } from '../../../testing/test-app';
import { DEMO_ADMIN } from './eval-test-helpers';
import { sheetRows, xlsxOf } from './xlsx-fixtures';

const HEADER = ['评价人手机号', '评价人姓名', '被评价人手机号', '被评价人姓名'];
const [p1, p2, p3, p4, p5] = EvalDemo.phones;

// Who evaluates whom, imported from and exported to xlsx.
describe('evaluator rows: import and export', () => {
  let t: TestApp;
  let admin: ApiClient;
  beforeAll(async () => {
    t = await createTestApp();
    admin = await signedIn(t, DEMO_ADMIN);
  });
  afterAll(async () => t?.close());

  const xlsx = (rows: unknown[][]) => xlsxOf(rows, '评价关系');
  const newExercise = async (name: string) =>
    (await admin.call(routes.evalSaveExercise, { exercise_name: name, start_date: '2026-11-01', end_date: '2026-12-31', status: 1 })).exercise_id;
  const upload = (exercise_id: string, file: Blob, name = 'pairs.xlsx', api = admin) => api.upload(routes.evalImportEvaluators, { exercise_id }, file, name);
  const pairsOf = async (exercise_id: string) =>
    (await admin.call(routes.evalListEvaluators, { exercise_id, sort_field: 'assessee_name', sort_order: 'asc' })).list.map((r) => [r.evaluator_phone, r.assessee_phone]);

  it('saves the good rows, names every bad one, adds the assessees, and counts pairs already there', async () => {
    const exercise_id = await newExercise('导入评价关系');
    const file = await xlsx([
      HEADER,
      [p1, '王建国', p2, '陈静'],
      [p1, '', p2, ''],
      ['', '', p3, ''],
      [p1, '', '', ''],
      ['1390000', '', p3, ''],
      [p3, '', p3, ''],
      ['13700000000', '', p3, ''],
      [Number(p4), '', p5, ''],
    ]);
    const answer = await upload(exercise_id, file);
    expect(answer.data).toEqual({
      added: 2,
      existing: 0,
      errors: [
        { row: 3, msg: EvalMsg.importDuplicatePair },
        { row: 4, msg: EvalMsg.evaluatorPhoneRequired },
        { row: 5, msg: EvalMsg.assesseePhoneRequired },
        { row: 6, msg: EvalMsg.phoneInvalid },
        { row: 7, msg: EvalMsg.selfEvaluation },
        { row: 8, msg: EvalMsg.importPhoneUnknown },
      ],
    });
    expect(answer.msg).toBe('导入完成：新增2条评价关系，已存在0条，失败6条');
    expect((await pairsOf(exercise_id)).sort()).toEqual([
      [p1, p2],
      [p4, p5],
    ]);
    const assessees = await admin.call(routes.evalListAssessees, { exercise_id });
    expect(assessees.list.map((a) => a.phone).sort()).toEqual([p2, p5]);

    const again = await upload(exercise_id, file);
    expect(again.data).toMatchObject({ added: 0, existing: 2 });
    expect(await pairsOf(exercise_id)).toHaveLength(2);
  });

  it('exports the rows in the import\'s columns, and the export imports into another exercise unchanged', async () => {
    const { blob, filename } = await admin.download(routes.evalExportEvaluators, { exercise_id: EvalDemo.exercise });
    expect(filename).toBe('2026年度项目部员工360°评价-评价关系.xlsx');
    const rows = await sheetRows(blob);
    expect(rows[0]).toEqual([...HEADER, '状态', '总分']);
    const seeded = await pairsOf(EvalDemo.exercise);
    expect(rows.length - 1).toBe(seeded.length);

    const copy = await newExercise('复制评价关系');
    expect((await upload(copy, blob)).data).toEqual({ added: seeded.length, existing: 0, errors: [] });
    expect((await pairsOf(copy)).sort()).toEqual(seeded.sort());
  });

  it('refuses a wrong header and a file that is not a workbook, and changes nothing', async () => {
    const exercise_id = await newExercise('表头错误');
    expect(await codeOf(upload(exercise_id, await xlsx([['姓名', '手机号'], [p1, p2]])))).toEqual({ code: 10001, msg: EvalMsg.evaluatorImportHeaderInvalid });
    expect(await codeOf(upload(exercise_id, new Blob(['not a zip'])))).toEqual({ code: 10001, msg: EvalMsg.importFileRequired });
    expect(await codeOf(upload(exercise_id, await xlsx([HEADER]), 'pairs.csv'))).toEqual({ code: 10001, msg: EvalMsg.importFileRequired });
    expect(await pairsOf(exercise_id)).toEqual([]);
  });

  it('answers another company\'s exercise with 10002, for import and export', async () => {
    const other = await otherCompany(t);
    const file = await xlsx([HEADER, [p1, '', p2, '']]);
    expect((await codeOf(upload(EvalDemo.exercise, file, 'pairs.xlsx', other.api))).code).toBe(10002);
    expect((await codeOf(other.api.download(routes.evalExportEvaluators, { exercise_id: EvalDemo.exercise }))).code).toBe(10002);
  });
});
