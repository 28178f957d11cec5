import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { routes } from '@zhuyun/contracts';
import { FakeApi, renderPage } from '../../../testing/render-page';
import { YardListPage } from '../pages/yard-list-page';

const LOAD = { timeout: 30_000 };
const yard = { stack_point_id: 's1', stack_point_name: '科技城北区堆场', address: '余杭区', lon: null, lat: null, capacity: 300, stock: 12 };
const rows = [
  { project_id: 'p1', project_code: 'HZ-1', project_name: '未来科技城项目', yard_count: 1, capacity_total: 300, stock_total: 12, yards: [yard] },
  { project_id: 'p3', project_code: 'HZ-3', project_name: '滨江厂房项目', yard_count: 0, capacity_total: 0, stock_total: 0, yards: [] },
];
const page = (list: unknown[]) => ({ data: { list, total_count: list.length, cur_page: 1, page_size: 10 } });

describe('/projectYardList without a project', () => {
  it('lists every project with its yards, filters them, and shows a project\'s yards', async () => {
    const fake = new FakeApi().on(routes.getYardProjects, (p) => page(p.has_yard === 1 ? rows.slice(0, 1) : rows));
    const { user } = renderPage(<YardListPage />, fake, { path: '/projectYardList' });
    const tr = (await screen.findByText('未来科技城项目', {}, LOAD)).closest('tr') as HTMLElement;
    expect(within(tr).getByText('300')).toBeInTheDocument();
    expect(screen.getByText('滨江厂房项目')).toBeInTheDocument();
    await user.click(within(tr).getByRole('button', { name: /展开行|Expand row/ }));
    await screen.findByText('科技城北区堆场', {}, LOAD);
    await user.click(screen.getByText('有堆场'));
    await waitFor(() => expect(fake.callsTo(routes.getYardProjects).at(-1)).toMatchObject({ has_yard: 1, page: 1 }), LOAD);
    await waitFor(() => expect(screen.queryByText('滨江厂房项目')).toBeNull(), LOAD);
  });

  it('says when the list fails, with a retry', async () => {
    renderPage(<YardListPage />, new FakeApi().on(routes.getYardProjects, { code: 50000, msg: '服务器错误' }), { path: '/projectYardList' });
    await screen.findByText('项目堆场加载失败', {}, LOAD);
  });
});
