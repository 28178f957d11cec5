import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { routes } from '@zhuyun/contracts';
import { FakeApi, renderPage } from '../../../testing/render-page';
import { YardListPage } from '../pages/yard-list-page';

const LOAD = { timeout: 30_000 };
const yard = { stack_point_id: 's1', stack_point_name: '一号堆场', project_id: null, project_name: null, address: '余杭区', lon: null, lat: null, capacity: 200, stock: 12, remark: null, created_at: '2026-01-01T00:00:00Z' };
const page = (list: unknown[]) => ({ data: { list, total_count: list.length, cur_page: 1, page_size: 20 } });

describe('/yardList', () => {
  it('lists yards, searches, and creates one with the name required', async () => {
    const fake = new FakeApi().on(routes.listStackPoints, page([yard])).on(routes.createStackPoint, { data: { stack_point_id: 's2' } });
    const { user } = renderPage(<YardListPage />, fake);
    const tr = (await screen.findByText('一号堆场', {}, LOAD)).closest('tr') as HTMLElement;
    expect(within(tr).getByText('工厂堆场')).toBeInTheDocument();
    expect(within(tr).getByText('12')).toBeInTheDocument();
    await user.type(screen.getByPlaceholderText('搜索堆场名称'), '一号{enter}');
    await waitFor(() => expect(fake.callsTo(routes.listStackPoints).at(-1)).toMatchObject({ search: '一号', page: '1' }), LOAD);
    await user.click(screen.getByRole('button', { name: /新增堆场/ }));
    const dialog = await screen.findByRole('dialog', {}, LOAD);
    await user.click(within(dialog).getByRole('button', { name: /保\s?存/ }));
    await within(dialog).findByText('堆场名称不能为空', {}, LOAD);
    await user.type(within(dialog).getByLabelText('堆场名称'), '二号堆场');
    await user.click(within(dialog).getByRole('button', { name: /保\s?存/ }));
    await waitFor(() => expect(fake.callsTo(routes.createStackPoint)[0]).toMatchObject({ stack_point_name: '二号堆场' }), LOAD);
  });

  it('lists one project\'s yards at /projectYardList and adds new ones to it', async () => {
    const fake = new FakeApi().on(routes.listStackPoints, page([])).on(routes.createStackPoint, { data: { stack_point_id: 's3' } });
    const { user } = renderPage(<YardListPage />, fake, { path: '/projectYardList?project_id=p1' });
    await screen.findByText('项目堆场', { selector: '.ant-card-head-title' }, LOAD);
    await waitFor(() => expect(fake.callsTo(routes.listStackPoints)[0]).toMatchObject({ project_id: 'p1' }), LOAD);
    await user.click(screen.getByRole('button', { name: /新增堆场/ }));
    const dialog = await screen.findByRole('dialog', {}, LOAD);
    await user.type(within(dialog).getByLabelText('堆场名称'), '现场堆场');
    await user.click(within(dialog).getByRole('button', { name: /保\s?存/ }));
    await waitFor(() => expect(fake.callsTo(routes.createStackPoint)[0]).toMatchObject({ stack_point_name: '现场堆场', project_id: 'p1' }), LOAD);
  });

  it('shows the empty state', async () => {
    renderPage(<YardListPage />, new FakeApi().on(routes.listStackPoints, page([])));
    await screen.findByText('暂无堆场', {}, LOAD);
  });
});
