import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { routes } from '@zhuyun/contracts';
import { FakeApi, renderPage } from '../../../testing/render-page';
import { EditProjectStepPage } from '../pages/edit-project-step-page';

const LOAD = { timeout: 30_000 };
const P1 = '01900000-0000-7000-8000-000000010001';
const projects = { data: { list: [{ project_id: P1, project_name: '示范项目' }], total_count: 1, cur_page: 1, page_size: 20 } };

describe('/editProjectStep', () => {
  it('shows each section with its tasks', async () => {
    const task = { wbs_id: 't1', wbs_type: 'task', name: '桩基施工', start_date: '2026-03-21', end_date: '2026-04-19', progress: 100, children: [] };
    const wbs = { data: { list: [{ wbs_id: 'c1', wbs_type: 'construction', name: '一标段', start_date: '2026-03-01', end_date: '2026-12-31', progress: 62, children: [task] }] } };
    renderPage(<EditProjectStepPage />, new FakeApi().on(routes.getProjectList, projects).on(routes.getWbsList, wbs), { path: `/editProjectStep?project_id=${P1}` });
    await screen.findByText('桩基施工', {}, LOAD);
    expect(screen.getByText('一标段')).toBeInTheDocument();
  });

  it('shows the empty state', async () => {
    renderPage(<EditProjectStepPage />, new FakeApi().on(routes.getProjectList, projects).on(routes.getWbsList, { data: { list: [] } }), { path: `/editProjectStep?project_id=${P1}` });
    await screen.findByText('暂无项目步骤，可先新增标段或导入进度计划', {}, LOAD);
  });
});
