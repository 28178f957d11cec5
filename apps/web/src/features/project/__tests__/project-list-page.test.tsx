import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { routes } from '@zhuyun/contracts';
import { FakeApi, renderPage } from '../../../testing/render-page';
import { signInAs } from '../../../testing/render-app';
import { ProjectListPage } from '../pages/project-list-page';
import { fill } from '../../../testing/fill';

const LOAD = { timeout: 30_000 };
const row = (i: number, extra: Record<string, unknown> = {}) => ({
  project_id: `p${i}`,
  project_code: `HZ-${i}`,
  project_name: `项目${i}`,
  address: null,
  company_id: 'c1',
  company_name: '演示建设集团',
  province: '浙江省',
  province_no: '330000',
  city: '杭州市',
  city_no: '330100',
  area: '西湖区',
  area_no: '330106',
  area_id: 330106,
  lon: null,
  lat: null,
  building_area: 12000,
  building_type: '1',
  status: 2,
  org_no: null,
  start_date: '2026-01-01',
  end_date: null,
  remark: null,
  created_at: '2026-01-01T00:00:00Z',
  ...extra,
});
const page = (list: unknown[], total = list.length) => ({ data: { list, total_count: total, cur_page: 1, page_size: 20 } });

describe('/ProjectList', () => {
  it('lists projects with region, type and status; searches, filters and sorts on the server', async () => {
    signInAs();
    const fake = new FakeApi().on(routes.getProjectManageList, page([row(1), row(2, { status: 3 })], 42));
    const { user } = renderPage(<ProjectListPage />, fake, { path: '/ProjectList' });
    const first = (await screen.findByText('项目1', {}, LOAD)).closest('tr') as HTMLElement;
    expect(within(first).getByText('浙江省 / 杭州市 / 西湖区')).toBeInTheDocument();
    expect(within(first).getByText('住宅')).toBeInTheDocument();
    expect(within(first).getByText('在建')).toBeInTheDocument();
    expect(screen.getByText('共 42 条')).toBeInTheDocument();
    await fill(user, screen.getByPlaceholderText('搜索项目名称或编码'), '未来');
    await user.keyboard('{enter}');
    await waitFor(() => expect(fake.callsTo(routes.getProjectManageList).at(-1)).toMatchObject({ search: '未来', page: 1 }), LOAD);
    await user.click(screen.getAllByText('项目编码', { selector: '.ant-table-column-title' })[0]!);
    await waitFor(() => expect(fake.callsTo(routes.getProjectManageList).at(-1)).toMatchObject({ sort_field: 'project_code', sort_order: 'ascend' }), LOAD);
  });

  it('edits a project on /operaProject', async () => {
    signInAs();
    const fake = new FakeApi().on(routes.getProjectManageList, page([row(1)]));
    const { user } = renderPage(<ProjectListPage />, fake, { path: '/ProjectList' });
    const first = (await screen.findByText('项目1', {}, LOAD)).closest('tr') as HTMLElement;
    await user.click(within(first).getByRole('button', { name: '编辑' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/operaProject?project_id=p1'), LOAD);
  });

  it('links 新建项目 to /operaProject', async () => {
    signInAs();
    const fake = new FakeApi().on(routes.getProjectManageList, page([]));
    const { user } = renderPage(<ProjectListPage />, fake, { path: '/ProjectList' });
    await screen.findByText('暂无项目', {}, LOAD);
    await user.click(screen.getByRole('button', { name: /新建项目/ }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/operaProject$/), LOAD);
  });
});
