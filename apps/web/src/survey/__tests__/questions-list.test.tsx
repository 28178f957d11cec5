import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { routes } from '@zhuyun/contracts';
import { FakeApi } from '../../testing/fake-api';
import { renderSurvey } from './survey-test-kit';

const option = (name: string, status = 0, open = true) => ({
  person_id: `p-${name}`,
  person_name: name,
  exercise_id: 'ex1',
  exercise_name: '年度评价',
  evaluator_data_id: `row-${name}`,
  status,
  score: status === 1 ? 30 : null,
  open,
  closed_reason: open ? null : '评价已结束，感谢您的参与',
});

const questions = {
  exercise_info: { exercise_id: 'ex1', exercise_name: '年度评价', remark: '请根据近一年的表现客观评分。', start_date: '2026-01-01', end_date: '2026-12-31' },
  total_score: 35,
  list: [
    { group_id: 'g1', title: '工作业绩', sort_no: 1, numeral: '一', score: 30, children: [{ question_id: 'q1', question_name: '工作质量', score: 20 }, { question_id: 'q2', question_name: '工作效率', score: 10 }] },
    { group_id: 'g2', title: '工作态度', sort_no: 2, numeral: '二', score: 5, children: [{ question_id: 'q3', question_name: '责任心', score: 5 }] },
  ],
};

function server(list = [option('李明'), option('张伟')]) {
  let submitted = false;
  return new FakeApi()
    .on(routes.evalListEvaluatees, () => ({ data: { person_name: '王建国', list: submitted ? list.map((o, i) => (i === 0 ? { ...o, status: 1, score: 27 } : o)) : list } }))
    .on(routes.evalSurveyQuestions, { data: questions })
    .on(routes.evalSubmit, () => {
      submitted = true;
      return { msg: '提交成功', data: null };
    });
}

describe('questionnaire list and scoring', () => {
  it('goes to verification with the phone when there is no questionnaire session', async () => {
    renderSurvey('/QuestionsList?phone=13900000001');
    await screen.findByRole('button', { name: '验证' });
    expect((screen.getByLabelText('手机号') as HTMLInputElement).value).toBe('13900000001');
  });

  it('asks to choose an evaluatee first (请先选择被评价人)', async () => {
    const { fake } = renderSurvey('/QuestionsList', server(), '13900000001');
    await screen.findByText('您好，王建国。请选择被评价人：');
    fireEvent.click(screen.getByRole('button', { name: '提交' }));
    expect(await screen.findByRole('status')).toHaveTextContent('请先选择被评价人');
    expect(fake.callsTo(routes.evalSubmit)).toEqual([]);
  });

  it('scores with sliders capped at each question\'s score, totals, confirms and submits once', async () => {
    const { fake } = renderSurvey('/QuestionsList', server(), '13900000001');
    fireEvent.click(await screen.findByRole('radio', { name: /李明/ }));
    await screen.findByText('一、工作业绩');
    expect(screen.getByText('二、工作态度')).toBeInTheDocument();
    // The exercise's dates and the organiser's instructions stand above the questions.
    const info = screen.getByRole('region', { name: '评价说明' });
    expect(info).toHaveTextContent('评价时间：2026-01-01 至 2026-12-31');
    expect(info).toHaveTextContent('请根据近一年的表现客观评分。');
    const quality = screen.getByLabelText('工作质量') as HTMLInputElement;
    expect(quality.max).toBe('20');
    expect((screen.getByLabelText('责任心') as HTMLInputElement).max).toBe('5');

    // At 0 the question is the spec's own.
    fireEvent.click(screen.getByRole('button', { name: '提交' }));
    expect(await screen.findByRole('dialog')).toHaveTextContent('确定评分为0分吗？');
    fireEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: '取消' }));

    fireEvent.change(quality, { target: { value: '18' } });
    fireEvent.change(screen.getByLabelText('工作效率'), { target: { value: '6' } });
    fireEvent.change(screen.getByLabelText('责任心'), { target: { value: '3' } });
    expect(screen.getByTestId('total')).toHaveTextContent('27');
    fireEvent.click(screen.getByRole('button', { name: '提交' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('确定评分为27分吗？');
    fireEvent.click(within(dialog).getByRole('button', { name: '确定' }));
    expect(await screen.findByRole('status')).toHaveTextContent('提交成功');
    expect(fake.callsTo(routes.evalSubmit)).toEqual([
      {
        evaluator_data_id: 'row-李明',
        score: 27,
        evaluate_data: [
          { question_id: 'q1', score: 18 },
          { question_id: 'q2', score: 6 },
          { question_id: 'q3', score: 3 },
        ],
      },
    ]);
    // Submitted: marked, sliders locked, no second submission.
    await screen.findByText('已提交评分：27分，不能重复提交');
    await waitFor(() => expect(screen.getByLabelText('工作质量')).toBeDisabled());
    expect(screen.getByRole('button', { name: '提交' })).toBeDisabled();
  });

  it('shows an exercise outside its dates as closed with the reason', async () => {
    renderSurvey('/QuestionsList', server([option('杨帆', 0, false)]), '13900000001');
    fireEvent.click(await screen.findByRole('radio', { name: /杨帆/ }));
    await waitFor(() => expect(screen.getAllByText('评价已结束，感谢您的参与')).toHaveLength(2));
    expect(screen.getByRole('button', { name: '提交' })).toBeDisabled();
  });

  it('shows the error state with a retry when the list cannot load', async () => {
    const fake = new FakeApi().on(routes.evalListEvaluatees, { code: 50000, msg: '服务器内部错误' });
    renderSurvey('/QuestionsList', fake, '13900000001');
    expect(await screen.findByRole('alert')).toHaveTextContent('服务器内部错误');
    expect(screen.getByRole('button', { name: '重试' })).toBeInTheDocument();
  });
});
