import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { routes } from '@zhuyun/contracts';
import { FakeApi, renderPage } from '../../../testing/render-page';
import { ConstructionSectionPage } from '../pages/construction-section-page';

const LOAD = { timeout: 30_000 };
const P1 = '01900000-0000-7000-8000-000000010001';
const section = { construction_id: 'c1', project_id: P1, project_name: '示范项目', construction_name: '一标段', construction_range: '1#楼', construction_unit: '一分公司', start_date: '2026-03-01', end_date: '2026-12-31', progress: 62, remark: null, created_at: '2026-01-01T00:00:00Z' };
const page = (list: unknown[]) => ({ data: { list, total_count: list.length, cur_page: 1, page_size: 20 } });
const projects = page([{ project_id: P1, project_name: '示范项目' }]);

describe('/constructionSection', () => {
  it('lists the project\'s sections and creates one for that project', async () => {
    const fake = new FakeApi().on(routes.getProjectList, projects).on(routes.listConstructions, page([section])).on(routes.createConstruction, { data: { construction_id: 'c2' } });
    const { user } = renderPage(<ConstructionSectionPage />, fake, { path: `/constructionSection?project_id=${P1}` });
    const tr = (await screen.findByText('一标段', {}, LOAD)).closest('tr') as HTMLElement;
    expect(within(tr).getByText('62')).toBeInTheDocument();
    await waitFor(() => expect(fake.callsTo(routes.listConstructions)[0]).toMatchObject({ project_id: P1 }), LOAD);
    await user.click(screen.getByRole('button', { name: /新增标段/ }));
    const dialog = await screen.findByRole('dialog', {}, LOAD);
    await user.click(within(dialog).getByRole('button', { name: /保\s?存/ }));
    await within(dialog).findByText('标段名称不能为空', {}, LOAD);
    await user.type(within(dialog).getByLabelText('标段名称'), '二标段');
    await user.click(within(dialog).getByRole('button', { name: /保\s?存/ }));
    await waitFor(() => expect(fake.callsTo(routes.createConstruction)[0]).toMatchObject({ construction_name: '二标段', project_id: P1 }), LOAD);
  });

  it('shows the empty state', async () => {
    renderPage(<ConstructionSectionPage />, new FakeApi().on(routes.getProjectList, projects).on(routes.listConstructions, page([])), { path: `/constructionSection?project_id=${P1}` });
    await screen.findByText('暂无标段', {}, LOAD);
  });
});
