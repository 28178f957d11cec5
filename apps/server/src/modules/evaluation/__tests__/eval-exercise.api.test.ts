import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EvalMsg, routes } from '@zhuyun/contracts';
import type { ApiClient } from '../../../testing/binary-client';
import { EvalDemo } from '../../../db/seed/evaluation.seed';
import { codeOf, createTestApp, type TestApp } from '../../../testing/test-app';
import { adminClient, buildExercise, freshClient, isoDay, setServicePassword, surveyAs } from './eval-test-helpers';

// Exercises (exercise_info), question groups 一…五 and questions, the commit of results, and the notify SMS.
describe('evaluation administration: exercises, questions, commit, notify', () => {
  let t: TestApp;
  let admin: ApiClient;
  beforeAll(async () => {
    t = await createTestApp();
    admin = await adminClient(t);
  });
  afterAll(async () => t?.close());

  it('validates an exercise: name, dates in YYYY-MM-DD, end not before start', async () => {
    const base = { exercise_name: '年度评价', start_date: '2026-03-01', end_date: '2026-03-31' };
    expect(await codeOf(admin.call(routes.evalSaveExercise, { ...base, exercise_name: '' }))).toEqual({ code: 10001, msg: EvalMsg.exerciseNameRequired });
    expect(await codeOf(admin.call(routes.evalSaveExercise, { ...base, start_date: '' }))).toEqual({ code: 10001, msg: EvalMsg.startDateRequired });
    expect(await codeOf(admin.call(routes.evalSaveExercise, { ...base, end_date: '2026/03/31' }))).toEqual({ code: 10001, msg: EvalMsg.dateInvalid });
    expect(await codeOf(admin.call(routes.evalSaveExercise, { ...base, end_date: '2026-02-01' }))).toEqual({ code: 10001, msg: EvalMsg.endBeforeStart });
    const { exercise_id } = await admin.call(routes.evalSaveExercise, { ...base, remark: '说明' });
    const found = await admin.call(routes.evalListExercises, { search: '年度评价', status: 0 });
    expect(found.list).toEqual([expect.objectContaining({ exercise_id, exercise_name: '年度评价', remark: '说明', start_date: '2026-03-01', end_date: '2026-03-31', status: 0 })]);
    await admin.call(routes.evalDeleteExercise, { exercise_id });
    expect((await admin.call(routes.evalListExercises, { search: '年度评价' })).total_count).toBe(0);
  });

  it('sorts and pages exercises', async () => {
    for (const [name, start] of [['排序甲', '2026-01-05'], ['排序乙', '2026-01-01'], ['排序丙', '2026-01-03']] as const) {
      await admin.call(routes.evalSaveExercise, { exercise_name: name, start_date: start, end_date: '2026-02-01' });
    }
    const asc = await admin.call(routes.evalListExercises, { search: '排序', sort_field: 'start_date', sort_order: 'asc', page_size: 2 });
    expect(asc.total_count).toBe(3);
    expect(asc.list.map((e) => e.exercise_name)).toEqual(['排序乙', '排序丙']);
    const desc = await admin.call(routes.evalListExercises, { search: '排序', sort_field: 'start_date', sort_order: 'desc', page: 2, page_size: 2 });
    expect(desc.list.map((e) => e.exercise_name)).toEqual(['排序乙']);
  });

  it('numbers groups 一 to 五 and refuses a sixth', async () => {
    const { exercise_id } = await admin.call(routes.evalSaveExercise, { exercise_name: '分组', start_date: '2026-01-01', end_date: '2026-12-31' });
    expect(await codeOf(admin.call(routes.evalSaveQuestionGroup, { exercise_id, title: '' }))).toEqual({ code: 10001, msg: EvalMsg.groupTitleRequired });
    const ids = [];
    for (const title of ['甲', '乙', '丙', '丁', '戊']) ids.push((await admin.call(routes.evalSaveQuestionGroup, { exercise_id, title })).group_id);
    expect(await codeOf(admin.call(routes.evalSaveQuestionGroup, { exercise_id, title: '己' }))).toEqual({ code: 10001, msg: EvalMsg.groupLimit });
    const { list } = await admin.call(routes.evalListQuestions, { exercise_id });
    expect(list.map((g) => `${g.numeral}${g.title}`)).toEqual(['一甲', '二乙', '三丙', '四丁', '五戊']);
    // A freed number is reused.
    await admin.call(routes.evalDeleteQuestionGroup, { group_id: String(ids[1]) });
    expect((await admin.call(routes.evalSaveQuestionGroup, { exercise_id, title: '新' })).sort_no).toBe(2);
  });

  it('validates questions (name, score 1–100) and sums group scores', async () => {
    const { exercise_id } = await admin.call(routes.evalSaveExercise, { exercise_name: '题目', start_date: '2026-01-01', end_date: '2026-12-31' });
    const { group_id } = await admin.call(routes.evalSaveQuestionGroup, { exercise_id, title: '能力' });
    expect(await codeOf(admin.call(routes.evalSaveQuestion, { group_id, question_name: '', score: 10 }))).toEqual({ code: 10001, msg: EvalMsg.questionNameRequired });
    expect(await codeOf(admin.call(routes.evalSaveQuestion, { group_id, question_name: '沟通', score: 0 }))).toEqual({ code: 10001, msg: EvalMsg.questionScoreInvalid });
    expect(await codeOf(admin.call(routes.evalSaveQuestion, { group_id, question_name: '沟通', score: 101 }))).toEqual({ code: 10001, msg: EvalMsg.questionScoreInvalid });
    const { question_id } = await admin.call(routes.evalSaveQuestion, { group_id, question_name: '沟通', score: 30 });
    await admin.call(routes.evalSaveQuestion, { group_id, question_name: '执行', score: '20' });
    await admin.call(routes.evalSaveQuestion, { question_id, group_id, question_name: '沟通表达', score: 25 });
    const answer = await admin.call(routes.evalListQuestions, { exercise_id });
    expect(answer.total_score).toBe(45);
    expect(answer.list[0]?.children.map((q) => [q.question_name, q.score])).toEqual([
      ['沟通表达', 25],
      ['执行', 20],
    ]);
    expect(await codeOf(admin.call(routes.evalDeleteQuestionGroup, { group_id }))).toEqual({ code: 10003, msg: EvalMsg.groupInUse });
  });

  it('freezes the questions once a score is in, and everything once results are committed', async () => {
    const x = await buildExercise(admin, { start: -1, end: 1 });
    await setServicePassword(freshClient(t), x.evaluatorPhone, '评价人', '9753');
    const survey = await surveyAs(t, x.evaluatorPhone, '9753');
    const row = (await survey.call(routes.evalListEvaluatees, {})).list[0];
    await survey.call(routes.evalSubmit, {
      evaluator_data_id: String(row?.evaluator_data_id),
      score: 15,
      evaluate_data: [{ question_id: x.q1, score: 10 }, { question_id: x.q2, score: 5 }],
    });
    expect(await codeOf(admin.call(routes.evalSaveQuestion, { group_id: x.group_id, question_name: '新题', score: 5 }))).toEqual({
      code: 10003,
      msg: EvalMsg.questionsLocked,
    });
    expect(await codeOf(admin.call(routes.evalDeleteExercise, { exercise_id: x.exercise_id }))).toEqual({ code: 10003, msg: EvalMsg.exerciseHasAnswers });
    expect(await codeOf(admin.call(routes.evalDeleteEvaluator, { evaluator_data_id: String(row?.evaluator_data_id) }))).toEqual({
      code: 10003,
      msg: EvalMsg.rowAnswered,
    });
    const committed = await admin.callEnvelope(routes.evalCommitResults, { exercise_id: x.exercise_id });
    expect(committed.msg).toBe(EvalMsg.committed);
    expect(await codeOf(admin.call(routes.evalCommitResults, { exercise_id: x.exercise_id }))).toEqual({ code: 10003, msg: EvalMsg.exerciseCommitted });
    expect(
      await codeOf(admin.call(routes.evalSaveExercise, { exercise_id: x.exercise_id, exercise_name: '改', start_date: isoDay(0), end_date: isoDay(1) })),
    ).toEqual({ code: 10003, msg: EvalMsg.exerciseCommitted });
    expect((await admin.call(routes.evalGetResults, { exercise_id: x.exercise_id })).exercise.status).toBe(2);
  });

  it('commits only a published exercise', async () => {
    const { exercise_id } = await admin.call(routes.evalSaveExercise, { exercise_name: '草稿', start_date: '2026-01-01', end_date: '2026-12-31' });
    expect(await codeOf(admin.call(routes.evalCommitResults, { exercise_id }))).toEqual({ code: 10003, msg: EvalMsg.notCommittedYet });
  });

  it('notifies each evaluator with pending rows by SMS with the questionnaire link', async () => {
    const sent = await admin.callEnvelope(routes.evalNotifyPersons, { exercise_id: EvalDemo.exercise });
    expect(sent.msg).toBe(EvalMsg.notifySent);
    expect(sent.data.sent).toBe(3);
    const { list } = await admin.call(routes.readSmsOutbox, { phone: '13900000001' });
    expect(list[0]).toMatchObject({ usage_code: 4, code: expect.stringMatching(/\/QuestionnaireSurveyMobile\?phone=13900000001$/) });
    const evaluators = await admin.call(routes.evalListEvaluators, { exercise_id: EvalDemo.exercise, search: '王建国' });
    expect(evaluators.list.every((r) => r.notified_at !== null)).toBe(true);
    const { exercise_id } = await admin.call(routes.evalSaveExercise, { exercise_name: '空', start_date: '2026-01-01', end_date: '2026-12-31', status: 1 });
    expect(await codeOf(admin.call(routes.evalNotifyPersons, { exercise_id }))).toEqual({ code: 10001, msg: EvalMsg.nothingToNotify });
  });
});
