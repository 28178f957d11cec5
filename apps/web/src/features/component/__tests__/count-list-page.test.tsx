import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { routes } from '@zhuyun/contracts';
import { FakeApi, renderPage } from '../../../testing/render-page';
import { CountListPage } from '../pages/count-list-page';

const LOAD = { timeout: 30_000 };
const page = (list: unknown[]) => ({ data: { list, total_count: list.length, cur_page: 1, page_size: 20 } });
const row = { row_key: 'p1|2026-03-01', project_id: 'p1', project_name: '示范项目', period: '2026-03-01', period_label: '2026年03月', produced: 14, outbound: 10, on_site: 6, installed: 3, total: 33 };

describe('/countList', () => {
  it('counts by month first, then by the period chosen', async () => {
    const fake = new FakeApi()
      .on(routes.getProjectList, page([{ project_id: 'p1', project_name: '示范项目' }]))
      .on(routes.getCodeList, { data: { list: [] } })
      .on(routes.getComponentCounts, (q) => page(q.period === 'day' ? [{ ...row, period_label: '2026-03-10', row_key: 'p1|2026-03-10' }] : [row]));
    const { user } = renderPage(<CountListPage />, fake);
    const tr = (await screen.findByText('2026年03月', {}, LOAD)).closest('tr') as HTMLElement;
    expect(within(tr).getByText('14')).toBeInTheDocument();
    expect(within(tr).getByText('33')).toBeInTheDocument();
    expect(fake.callsTo(routes.getComponentCounts)[0]).toMatchObject({ period: 'month' });
    await user.click(screen.getByText('按日'));
    await screen.findByText('2026-03-10', {}, LOAD);
    await waitFor(() => expect(fake.callsTo(routes.getComponentCounts).at(-1)).toMatchObject({ period: 'day', page: '1' }), LOAD);
    expect(screen.getByRole('button', { name: /导\s?出/ })).toBeInTheDocument();
  });
});
