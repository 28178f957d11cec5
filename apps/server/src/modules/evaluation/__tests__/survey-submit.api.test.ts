import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EvalMsg, routes } from '@zhuyun/contracts';
import { codeOf, createTestApp, type TestApp } from '../../../testing/test-app';
import { adminClient, buildExercise, freshClient, setServicePassword, surveyAs } from './eval-test-helpers';

// The questionnaire itself (spec-1 §3–§5): evaluatees of the verified phone, questions grouped 一…五, one
// submission per evaluator row with every score within its question's maximum, inside the exercise's dates.
describe('questionnaire scoring', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => t?.close());

  it('lists the evaluatees of 13900000001 in the seeded exercise with what the page needs', async () => {
    const api = await surveyAs(t, '13900000001', '1234');
    const { person_name, list } = await api.call(routes.evalListEvaluatees, {});
    expect(person_name).toBe('王建国');
    expect(list.map((r) => r.person_name).sort()).toEqual(['刘芳', '张伟', '李明'].sort());
    expect(list[0]).toEqual({
      person_id: expect.any(String),
      person_name: expect.any(String),
      exercise_id: expect.any(String),
      exercise_name: '2026年度项目部员工360°评价',
      evaluator_data_id: expect.any(String),
      status: 0,
      score: null,
      open: true,
      closed_reason: null,
    });
  });

  it('answers the questions in groups numbered 一 and 二 with their scores', async () => {
    const api = await surveyAs(t, '13900000001', '1234');
    const [first] = (await api.call(routes.evalListEvaluatees, {})).list;
    const answer = await api.call(routes.evalSurveyQuestions, { exercise_id: String(first?.exercise_id), is_page: 0 });
    expect(answer.list.map((g) => [g.numeral, g.title, g.score])).toEqual([
      ['一', '工作业绩', 50],
      ['二', '工作态度', 50],
    ]);
    expect(answer.total_score).toBe(100);
    expect(answer.list[0]?.children[0]).toEqual({ question_id: expect.any(String), question_name: '工作目标完成情况', score: 20 });
  });

  it('refuses a score above a question\'s maximum, a missing question, a wrong total; then accepts once (提交成功)', async () => {
    const admin = await adminClient(t);
    const x = await buildExercise(admin, { start: -1, end: 1 });
    const api = freshClient(t);
    await setServicePassword(api, x.evaluatorPhone, '评价人', '8642');
    const survey = await surveyAs(t, x.evaluatorPhone, '8642');
    const row = (await survey.call(routes.evalListEvaluatees, {})).list.find((r) => r.person_id === x.a);
    const evaluator_data_id = String(row?.evaluator_data_id);
    const submit = (score: number, evaluate_data: { question_id: string; score: number }[]) =>
      codeOf(survey.call(routes.evalSubmit, { evaluator_data_id, score, evaluate_data }));

    expect(await submit(11, [{ question_id: x.q1, score: 11 }, { question_id: x.q2, score: 0 }])).toEqual({ code: 10001, msg: EvalMsg.scoreAboveMax });
    expect(await submit(8, [{ question_id: x.q1, score: 8 }])).toEqual({ code: 10001, msg: EvalMsg.answerAllQuestions });
    expect(await submit(9, [{ question_id: x.q1, score: 8 }, { question_id: x.q2, score: 3 }])).toEqual({ code: 10001, msg: EvalMsg.scoreMismatch });
    expect(await submit(3, [{ question_id: x.q1, score: -1 }, { question_id: x.q2, score: 4 }])).toMatchObject({ code: 10001 });
    expect(await codeOf(survey.call(routes.evalSubmit, { evaluator_data_id: '', score: 0, evaluate_data: [] }))).toEqual({
      code: 10001,
      msg: '请先选择被评价人',
    });

    const ok = await survey.callEnvelope(routes.evalSubmit, {
      evaluator_data_id,
      score: 11,
      evaluate_data: [{ question_id: x.q1, score: 8 }, { question_id: x.q2, score: 3 }],
    });
    expect(ok.msg).toBe('提交成功');
    expect(await submit(11, [{ question_id: x.q1, score: 8 }, { question_id: x.q2, score: 3 }])).toEqual({ code: 10003, msg: EvalMsg.alreadySubmitted });
    const after = (await survey.call(routes.evalListEvaluatees, {})).list.find((r) => r.person_id === x.a);
    expect(after).toMatchObject({ status: 1, score: 11 });

    // A total of 0 is a valid answer for the other assessee.
    const other = (await survey.call(routes.evalListEvaluatees, {})).list.find((r) => r.person_id === x.b);
    const zero = await survey.callEnvelope(routes.evalSubmit, {
      evaluator_data_id: String(other?.evaluator_data_id),
      score: 0,
      evaluate_data: [{ question_id: x.q1, score: 0 }, { question_id: x.q2, score: 0 }],
    });
    expect(zero.msg).toBe('提交成功');

    // The results view shows the submitted scores: totals and per-question averages.
    const results = await admin.call(routes.evalGetResults, { exercise_id: x.exercise_id, sort_field: 'average_score', sort_order: 'desc' });
    expect(results.max_total).toBe(15);
    expect(results.list.map((r) => [r.person_id, r.submitted_count, r.average_score])).toEqual([
      [x.a, 1, 11],
      [x.b, 1, 0],
    ]);
    expect(results.list[0]?.question_averages).toEqual({ [x.q1]: 8, [x.q2]: 3 });
    expect(results.questions.map((q) => q.group_title)).toEqual(['一、业绩', '一、业绩']);
    const evaluators = await admin.call(routes.evalListEvaluators, { exercise_id: x.exercise_id, sort_field: 'score', sort_order: 'asc' });
    expect(evaluators.list.map((r) => [r.status, r.score])).toEqual([
      [1, 0],
      [1, 11],
    ]);
  });

  it('refuses politely outside the exercise\'s dates, and lists the row as closed with the reason', async () => {
    const admin = await adminClient(t);
    for (const [dates, reason] of [
      [{ start: -10, end: -1 }, EvalMsg.ended],
      [{ start: 2, end: 10 }, EvalMsg.notStarted],
    ] as const) {
      const x = await buildExercise(admin, dates);
      await setServicePassword(freshClient(t), x.evaluatorPhone, '评价人', '1470');
      const survey = await surveyAs(t, x.evaluatorPhone, '1470');
      const row = (await survey.call(routes.evalListEvaluatees, {})).list.find((r) => r.person_id === x.a);
      expect(row).toMatchObject({ open: false, closed_reason: reason });
      const answer = await codeOf(
        survey.call(routes.evalSubmit, {
          evaluator_data_id: String(row?.evaluator_data_id),
          score: 2,
          evaluate_data: [{ question_id: x.q1, score: 1 }, { question_id: x.q2, score: 1 }],
        }),
      );
      expect(answer).toEqual({ code: 10001, msg: reason });
    }
  });

  it('takes no submission after the results are committed, and hides draft exercises', async () => {
    const admin = await adminClient(t);
    const x = await buildExercise(admin, { start: -1, end: 1 });
    await setServicePassword(freshClient(t), x.evaluatorPhone, '评价人', '2580');
    await admin.call(routes.evalCommitResults, { exercise_id: x.exercise_id });
    const survey = await surveyAs(t, x.evaluatorPhone, '2580');
    const row = (await survey.call(routes.evalListEvaluatees, {})).list.find((r) => r.person_id === x.a);
    expect(row).toMatchObject({ open: false, closed_reason: EvalMsg.ended });

    const draft = await buildExercise(admin, { start: -1, end: 1, status: 0 });
    await setServicePassword(freshClient(t), draft.evaluatorPhone, '评价人', '3690');
    const draftSurvey = await surveyAs(t, draft.evaluatorPhone, '3690');
    expect((await draftSurvey.call(routes.evalListEvaluatees, {})).list).toEqual([]);
    expect((await codeOf(draftSurvey.call(routes.evalSurveyQuestions, { exercise_id: draft.exercise_id }))).code).toBe(10002);
  });

  it('keeps a questionnaire session to its own rows: another phone\'s row or exercise answers 10002', async () => {
    const admin = await adminClient(t);
    const x = await buildExercise(admin, { start: -1, end: 1 });
    const survey = await surveyAs(t, '13900000002', '1234');
    expect(
      (await codeOf(
        survey.call(routes.evalSubmit, {
          evaluator_data_id: (await admin.call(routes.evalListEvaluators, { exercise_id: x.exercise_id })).list[0]?.evaluator_data_id as string,
          score: 2,
          evaluate_data: [{ question_id: x.q1, score: 1 }, { question_id: x.q2, score: 1 }],
        }),
      )).code,
    ).toBe(10002);
    expect((await codeOf(survey.call(routes.evalSurveyQuestions, { exercise_id: x.exercise_id }))).code).toBe(10002);
  });
});
