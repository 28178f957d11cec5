import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { routes } from '@zhuyun/contracts';
import { FakeApi, renderPage } from '../../../testing/render-page';
import { signInAs } from '../../../testing/render-app';
import { QuestionsPage } from '../pages/questions-page';
import { fill } from '../../../testing/fill';

/** The page's chunk and antd's table load on first use, slowly on a busy machine. */
const LOAD = { timeout: 30_000 };
const exercises = { data: { list: [{ exercise_id: 'ex1', exercise_name: '年度评价', remark: null, start_date: '2026-01-01', end_date: '2026-12-31', status: 0, assessee_count: 0, evaluator_count: 0, submitted_count: 0, created_at: '' }], total_count: 1, cur_page: 1, page_size: 10000 } };
const group = (n: number, numeral: string, children: { question_id: string; question_name: string; score: number }[] = []) => ({
  group_id: `g${n}`,
  title: `分组${n}`,
  sort_no: n,
  numeral,
  score: children.reduce((s, q) => s + q.score, 0),
  children,
});

describe('/eva/questions', () => {
  it('shows the groups numbered 一…五 with their questions and scores', async () => {
    signInAs();
    const fake = new FakeApi()
      .on(routes.evalListExercises, exercises)
      .on(routes.evalListQuestions, { data: { list: [group(1, '一', [{ question_id: 'q1', question_name: '工作质量', score: 20 }]), group(2, '二')], total_score: 20 } });
    renderPage(<QuestionsPage />, fake, { path: '/eva/questions?exercise_id=ex1' });
    await screen.findByText('一、分组1（20分）', {}, LOAD);
    expect(screen.getByText('二、分组2（0分）')).toBeInTheDocument();
    expect(screen.getByText('工作质量')).toBeInTheDocument();
    expect(screen.getByText('该分组还没有题目')).toBeInTheDocument();
    expect(screen.getByText('满分 20 分')).toBeInTheDocument();
  });

  it('allows no sixth group', async () => {
    signInAs();
    const five = ['一', '二', '三', '四', '五'].map((n, i) => group(i + 1, n));
    renderPage(<QuestionsPage />, new FakeApi().on(routes.evalListExercises, exercises).on(routes.evalListQuestions, { data: { list: five, total_score: 0 } }), { path: '/eva/questions?exercise_id=ex1' });
    await screen.findByText('五、分组5（0分）', {}, LOAD);
    expect(screen.getByRole('button', { name: /添加分组/ })).toBeDisabled();
  });

  it('adds a question with a score between 1 and 100', async () => {
    signInAs();
    const fake = new FakeApi()
      .on(routes.evalListExercises, exercises)
      .on(routes.evalListQuestions, { data: { list: [group(1, '一')], total_score: 0 } })
      .on(routes.evalSaveQuestion, { data: { question_id: 'q9' } });
    const { user } = renderPage(<QuestionsPage />, fake, { path: '/eva/questions?exercise_id=ex1' });
    await user.click(await screen.findByRole('button', { name: /添加题目/ }, LOAD));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: /确\s*定|OK/ }));
    await within(dialog).findByText('题目不能为空');
    await fill(user, within(dialog).getByLabelText('题目'), '沟通协调');
    const score = within(dialog).getByLabelText('分值（滑块最大值）');
    await user.clear(score);
    await user.type(score, '15');
    await user.click(within(dialog).getByRole('button', { name: /确\s*定|OK/ }));
    await waitFor(() => expect(fake.callsTo(routes.evalSaveQuestion)).toEqual([{ group_id: 'g1', question_name: '沟通协调', score: 15 }]));
  });

  it('shows the error state with a retry', async () => {
    signInAs();
    renderPage(<QuestionsPage />, new FakeApi().on(routes.evalListExercises, exercises).on(routes.evalListQuestions, { code: 50000, msg: '服务器内部错误' }), { path: '/eva/questions?exercise_id=ex1' });
    await screen.findByText('题目加载失败', {}, LOAD);
  });
});
