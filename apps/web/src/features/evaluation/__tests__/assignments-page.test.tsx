import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { routes } from '@zhuyun/contracts';
import { FakeApi, renderPage } from '../../../testing/render-page';
import { signInAs } from '../../../testing/render-app';
import { AssignmentsPage } from '../pages/assignments-page';

/** The page's chunk and antd's table load on first use, slowly on a busy machine. */
const LOAD = { timeout: 30_000 };
const page = (list: unknown[]) => ({ data: { list, total_count: list.length, cur_page: 1, page_size: 20 } });
const exercises = page([{ exercise_id: 'ex1', exercise_name: '年度评价', remark: null, start_date: '2026-01-01', end_date: '2026-12-31', status: 1, assessee_count: 1, evaluator_count: 1, submitted_count: 1, created_at: '' }]);

describe('/eva/assignments', () => {
  it('lists the assessees, then the evaluator rows with their state, sorting on the server', async () => {
    signInAs();
    const fake = new FakeApi()
      .on(routes.evalListExercises, exercises)
      .on(routes.evalListAssessees, page([{ assessee_data_id: 'a1', exercise_id: 'ex1', person_id: 'p2', person_name: '李明', phone: '13900000002', obs_name: null, job_name: '施工员', evaluator_count: 2, created_at: '' }]))
      .on(routes.evalListEvaluators, page([{ evaluator_data_id: 'e1', exercise_id: 'ex1', evaluator_person_id: 'p1', evaluator_name: '王建国', evaluator_phone: '13900000001', assessee_person_id: 'p2', assessee_name: '李明', status: 1, score: 88, submitted_at: '2026-03-01T09:30:00Z', notified_at: null }]));
    const { user } = renderPage(<AssignmentsPage />, fake, { path: '/eva/assignments?exercise_id=ex1' });
    const row = (await screen.findByText('施工员', {}, LOAD)).closest('tr') as HTMLElement;
    expect(within(row).getByText('13900000002')).toBeInTheDocument();
    expect(within(row).getByText('李明')).toBeInTheDocument();
    await user.click(screen.getByText('评价关系', { selector: '.ant-tabs-tab-btn' }));
    const evaluation = (await screen.findByText('王建国 13900000001')).closest('tr') as HTMLElement;
    expect(within(evaluation).getByText('已提交')).toBeInTheDocument();
    expect(within(evaluation).getByText('88')).toBeInTheDocument();
    // getByRole over antd's CSS-in-JS is very slow in jsdom; the button is found by its label.
    expect(within(evaluation).getByText(/删\s*除/).closest('button')).toBeDisabled();
    await user.click(screen.getAllByText('总分', { selector: '.ant-table-column-title' })[0] as HTMLElement);
    await waitFor(() => expect(fake.callsTo(routes.evalListEvaluators).at(-1)).toMatchObject({ exercise_id: 'ex1', sort_field: 'score', sort_order: 'asc' }));
  });

  it('imports evaluator rows into the exercise and lists the rows the server refused', async () => {
    signInAs();
    const fake = new FakeApi()
      .on(routes.evalListExercises, exercises)
      .on(routes.evalListAssessees, page([]))
      .on(routes.evalListEvaluators, page([]))
      .on(routes.evalImportEvaluators, { msg: '导入完成：新增1条评价关系，已存在0条，失败1条', data: { added: 1, existing: 0, errors: [{ row: 3, msg: '该手机号未登记为评价人员' }] } });
    const { user } = renderPage(<AssignmentsPage />, fake, { path: '/eva/assignments?exercise_id=ex1' });
    await user.click(await screen.findByText('评价关系', { selector: '.ant-tabs-tab-btn' }, LOAD));
    const file = new File(['xlsx bytes'], 'pairs.xlsx', { type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' });
    await user.upload(await screen.findByLabelText('选择导入文件', {}, LOAD), file);
    await screen.findByText('导入完成：新增1条评价关系，已存在0条，失败1条');
    const refused = (await screen.findByText('该手机号未登记为评价人员')).closest('tr') as HTMLElement;
    expect(within(refused).getByText('3')).toBeInTheDocument();
    expect(fake.callsTo(routes.evalImportEvaluators)).toEqual([{ exercise_id: 'ex1', file: 'pairs.xlsx' }]);
  });

  it('shows the empty and error states', async () => {
    signInAs();
    renderPage(<AssignmentsPage />, new FakeApi().on(routes.evalListExercises, exercises).on(routes.evalListAssessees, { code: 50000, msg: '服务器内部错误' }), { path: '/eva/assignments?exercise_id=ex1' });
    await screen.findByText('被评价人列表加载失败', {}, LOAD);
  });

  it('says there is nothing yet', async () => {
    signInAs();
    renderPage(<AssignmentsPage />, new FakeApi().on(routes.evalListExercises, exercises).on(routes.evalListAssessees, page([])), { path: '/eva/assignments?exercise_id=ex1' });
    await screen.findByText('还没有被评价人', {}, LOAD);
  });
});
