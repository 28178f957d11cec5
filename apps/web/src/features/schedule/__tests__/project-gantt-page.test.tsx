import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { routes } from '@zhuyun/contracts';
import { FakeApi, renderPage } from '../../../testing/render-page';
import { ProjectGanttDetailPage, ProjectGanttPage } from '../pages/project-gantt-page';

const LOAD = { timeout: 30_000 };
const P1 = '01900000-0000-7000-8000-000000010001';
const projects = { data: { list: [{ project_id: P1, project_name: '示范项目' }], total_count: 1, cur_page: 1, page_size: 20 } };
const task = (id: string, name: string, start: string, end: string, more: object = {}) => ({
  task_id: id, task_name: name, construction_id: null, sort_no: 1, start_date: start, end_date: end, baseline_start: start, baseline_end: start === '2026-03-04' ? '2026-03-05' : end,
  progress: 50, is_milestone: 0, predecessors: [], duration: 2, total_float: 0, is_critical: 1, ...more,
});
const detail = {
  data: {
    gantt_id: 'g1', project_id: P1, project_name: '示范项目', gantt_name: '总进度计划', start_date: '2026-03-01', end_date: '2026-03-08',
    tasks: [task('a', '放线', '2026-03-01', '2026-03-02'), task('b', '开挖', '2026-03-04', '2026-03-07', { predecessors: ['a'] }), task('c', '验收', '2026-03-08', '2026-03-08', { is_milestone: 1, predecessors: ['b'], is_critical: 0, total_float: 3 })],
  },
};

describe('/ProjectGantt', () => {
  it('draws the tasks with the critical ones counted and links between them', async () => {
    const fake = new FakeApi().on(routes.getProjectList, projects).on(routes.getProjectGantDetail, detail);
    const { container } = renderPage(<ProjectGanttPage />, fake, { path: `/ProjectGantt?project_id=${P1}` });
    await screen.findByRole('img', { name: '任务 开挖' }, LOAD);
    expect(screen.getByText('关键任务 2')).toBeInTheDocument();
    expect(container.querySelectorAll('path[stroke]').length).toBe(2);
    expect(screen.getByText(/◆/)).toBeInTheDocument();
  });

  it('compares baseline and actual in the detail table', async () => {
    const fake = new FakeApi().on(routes.getProjectList, projects).on(routes.getProjectGantDetail, detail);
    renderPage(<ProjectGanttDetailPage />, fake, { path: `/ProjectGanttDetail?project_id=${P1}` });
    await screen.findByText('+2', {}, LOAD);
    expect(screen.getByText('实际结束')).toBeInTheDocument();
  });

  it('shows the empty state', async () => {
    const empty = { data: { ...detail.data, gantt_id: null, tasks: [] } };
    renderPage(<ProjectGanttPage />, new FakeApi().on(routes.getProjectList, projects).on(routes.getProjectGantDetail, empty), { path: `/ProjectGantt?project_id=${P1}` });
    await screen.findByText('暂无进度计划，可导入Excel', {}, LOAD);
  });
});
