import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { routes } from '@zhuyun/contracts';
import { FakeApi, renderPage } from '../../../testing/render-page';
import { signInAs } from '../../../testing/render-app';
import { ResultsPage } from '../pages/results-page';
import { fill } from '../../../testing/fill';

/** The page's chunk and antd's table load on first use, slowly on a busy machine. */
const LOAD = { timeout: 30_000 };
const exercise = {
  exercise_id: 'ex1',
  exercise_name: '2026年度评价',
  remark: null,
  start_date: '2026-01-01',
  end_date: '2026-12-31',
  status: 1,
  assessee_count: 2,
  evaluator_count: 3,
  submitted_count: 2,
  created_at: '2026-01-01T00:00:00Z',
};
const questions = [
  { question_id: 'q1', question_name: '工作质量', score: 20, group_title: '一、工作业绩' },
  { question_id: 'q2', question_name: '责任心', score: 10, group_title: '二、工作态度' },
];
const results = (list: unknown[]) => ({
  data: { list, total_count: list.length, cur_page: 1, page_size: 20, exercise, questions, max_total: 30 },
});

function api() {
  return new FakeApi().on(routes.evalListExercises, { data: { list: [exercise], total_count: 1, cur_page: 1, page_size: 10000 } });
}

describe('/eva/results', () => {
  it('shows each evaluated person\'s average total and per-question averages for the newest exercise', async () => {
    signInAs();
    const fake = api().on(
      routes.evalGetResults,
      results([
        { person_id: 'p1', person_name: '李明', obs_name: '工程管理部', job_name: '施工员', evaluator_count: 2, submitted_count: 2, average_score: 25.5, question_averages: { q1: 17.5, q2: 8 } },
        { person_id: 'p2', person_name: '张伟', obs_name: null, job_name: null, evaluator_count: 1, submitted_count: 0, average_score: null, question_averages: {} },
      ]),
    );
    const { user } = renderPage(<ResultsPage />, fake, { path: '/eva/results' });
    const li = (await screen.findByText('李明', {}, LOAD)).closest('tr') as HTMLElement;
    expect(within(li).getByText('25.5')).toBeInTheDocument();
    expect(within(li).getByText('17.5')).toBeInTheDocument();
    expect(within(li).getByText('2/2')).toBeInTheDocument();
    const zhang = screen.getByText('张伟').closest('tr') as HTMLElement;
    expect(within(zhang).getByText('未评')).toBeInTheDocument();
    expect(screen.getByText('进行中')).toBeInTheDocument();
    expect(fake.callsTo(routes.evalGetResults)[0]).toMatchObject({ exercise_id: 'ex1' });

    await user.click(screen.getAllByText('平均总分（满分30）', { selector: '.ant-table-column-title' })[0] as HTMLElement);
    await waitFor(() => expect(fake.callsTo(routes.evalGetResults).at(-1)).toMatchObject({ sort_field: 'average_score', sort_order: 'asc' }));
    await fill(user, screen.getByPlaceholderText('搜索姓名'), '李');
    await user.keyboard('{Enter}');
    await waitFor(() => expect(fake.callsTo(routes.evalGetResults).at(-1)).toMatchObject({ search: '李', page: 1 }));
  });

  it('says so when the exercise has nobody to evaluate yet', async () => {
    signInAs();
    renderPage(<ResultsPage />, api().on(routes.evalGetResults, results([])), { path: '/eva/results?exercise_id=ex1' });
    await screen.findByText('本次评价还没有被评价人', {}, LOAD);
  });

  it('shows an error with a retry when the results cannot load', async () => {
    signInAs();
    renderPage(<ResultsPage />, api().on(routes.evalGetResults, { code: 50000, msg: '服务器内部错误' }), { path: '/eva/results?exercise_id=ex1' });
    await screen.findByText('评价结果列表加载失败', {}, LOAD);
    expect(screen.getByRole('button', { name: /重\s*试/ })).toBeInTheDocument();
  });

  it('commits the results after a confirmation', async () => {
    signInAs();
    const fake = api().on(routes.evalGetResults, results([])).on(routes.evalCommitResults, { msg: '评价结果已提交', data: null });
    const { user } = renderPage(<ResultsPage />, fake, { path: '/eva/results?exercise_id=ex1' });
    const commit = await screen.findByRole('button', { name: /提交结果/ }, LOAD);
    await waitFor(() => expect(commit).toBeEnabled());
    await user.click(commit);
    await user.click(await screen.findByRole('button', { name: /确\s*定|OK/ }));
    await waitFor(() => expect(fake.callsTo(routes.evalCommitResults)).toEqual([{ exercise_id: 'ex1' }]));
  });
});
