import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { routes } from '@zhuyun/contracts';
import { FakeApi, renderPage } from '../../../testing/render-page';
import { ExercisesPage } from '../pages/exercises-page';
import { fill } from '../../../testing/fill';

/** The page's chunk and antd's table load on first use, slowly on a busy machine. */
const LOAD = { timeout: 30_000 };
const row = (i: number, extra: Record<string, unknown> = {}) => ({
  exercise_id: `ex${i}`,
  exercise_name: `评价${i}`,
  remark: null,
  start_date: '2026-01-01',
  end_date: '2026-12-31',
  status: 1,
  assessee_count: 6,
  evaluator_count: 6,
  submitted_count: i,
  created_at: '2026-01-01T00:00:00Z',
  ...extra,
});
const page = (list: unknown[], total = list.length) => ({ data: { list, total_count: total, cur_page: 1, page_size: 20 } });

describe('/eva/exercises', () => {
  it('lists exercises with their state and progress, and sends its search and sort names to the server (paging is the kit\'s test)', async () => {
    const fake = new FakeApi().on(routes.evalListExercises, page([row(1), row(2, { status: 2 })]));
    const { user } = renderPage(<ExercisesPage />, fake);
    const first = (await screen.findByText('评价1', {}, LOAD)).closest('tr') as HTMLElement;
    expect(within(first).getByText('进行中')).toBeInTheDocument();
    expect(within(first).getByText('1/6')).toBeInTheDocument();
    expect(within(screen.getByText('评价2').closest('tr') as HTMLElement).getByText('结果已提交')).toBeInTheDocument();
    await fill(user, screen.getByPlaceholderText('搜索评价名称'), '年度');
    await user.keyboard('{Enter}');
    await waitFor(() => expect(fake.callsTo(routes.evalListExercises).at(-1)).toMatchObject({ search: '年度', page: 1 }));
    await user.click(screen.getAllByText('开始日期', { selector: '.ant-table-column-title' })[0] as HTMLElement);
    await waitFor(() => expect(fake.callsTo(routes.evalListExercises).at(-1)).toMatchObject({ sort_field: 'start_date', sort_order: 'asc' }));
  });

  it('shows the empty state and the error state', async () => {
    renderPage(<ExercisesPage />, new FakeApi().on(routes.evalListExercises, page([])));
    await screen.findByText('暂无评价活动', {}, LOAD);
  });

  it('shows an error with a retry when the list cannot load', async () => {
    renderPage(<ExercisesPage />, new FakeApi().on(routes.evalListExercises, { code: 50000, msg: '服务器内部错误' }));
    await screen.findByText('评价活动列表加载失败', {}, LOAD);
  });

  it('creates an exercise with the spec\'s fields, checking the name first', async () => {
    const fake = new FakeApi().on(routes.evalListExercises, page([])).on(routes.evalSaveExercise, { data: { exercise_id: 'new' } });
    const { user } = renderPage(<ExercisesPage />, fake);
    await user.click(await screen.findByRole('button', { name: /新增评价活动/ }, LOAD));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: /确\s*定|OK/ }));
    await within(dialog).findByText('评价名称不能为空');
    await fill(user, within(dialog).getByLabelText('评价名称'), '季度评价');
    await user.type(within(dialog).getByLabelText('开始日期'), '2026-04-01');
    await user.type(within(dialog).getByLabelText('结束日期'), '2026-04-30');
    await user.click(within(dialog).getByRole('button', { name: /确\s*定|OK/ }));
    await waitFor(() =>
      expect(fake.callsTo(routes.evalSaveExercise)).toEqual([{ exercise_name: '季度评价', start_date: '2026-04-01', end_date: '2026-04-30', status: 0 }]),
    );
  });
});
