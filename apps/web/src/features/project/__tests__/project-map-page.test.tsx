import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { routes } from '@zhuyun/contracts';
import { FakeApi, renderPage } from '../../../testing/render-page';
import { signInAs } from '../../../testing/render-app';
import { ProjectMapPage } from '../pages/project-map-page';
import { projectMapOption } from '../lib/project-map-option';
import { fill } from '../../../testing/fill';

const LOAD = { timeout: 30_000 };
const row = (i: number, extra: Record<string, unknown> = {}) => ({
  project_id: `p${i}`,
  project_code: `HZ-${i}`,
  project_name: `项目${i}`,
  address: `文一西路${i}号`,
  company_id: 'c1',
  company_name: '演示建设集团',
  province: '浙江省',
  province_no: '330000',
  city: '杭州市',
  city_no: '330100',
  area: '西湖区',
  area_no: '330106',
  area_id: 330106,
  lon: 120 + i / 10,
  lat: 30.2,
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
const page = (list: unknown[]) => ({ data: { list, total_count: list.length, cur_page: 1, page_size: 10000 } });

describe('/ProjectMap', () => {
  it('lists the projects beside the map, searches, and shows a chosen project\'s card with the way to its detail', async () => {
    signInAs();
    const fake = new FakeApi().on(routes.getProjectList, (p) => page(p.project_name ? [row(2)] : [row(1), row(2), row(3, { lon: null, lat: null, status: 3 })]));
    const { user } = renderPage(<ProjectMapPage />, fake, { path: '/ProjectMap' });
    await screen.findByText('共 3 个项目，2 个已定位', {}, LOAD);
    expect(fake.callsTo(routes.getProjectList)[0]).toMatchObject({ per_page: '10000000' });
    expect(screen.getByText(/未设置位置/)).toBeInTheDocument();
    expect(await screen.findByTestId('project-map', {}, LOAD)).toHaveAttribute('aria-label', '项目地图，3 个项目');

    await user.click(screen.getByText('项目1'));
    const card = await screen.findByLabelText('项目信息', {}, LOAD);
    expect(within(card).getByText('HZ-1')).toBeInTheDocument();
    expect(within(card).getByText('文一西路1号')).toBeInTheDocument();
    expect(within(card).getByText('住宅')).toBeInTheDocument();
    expect(within(card).getByText('12,000 ㎡')).toBeInTheDocument();

    await fill(user, screen.getByPlaceholderText('搜索项目名称或编码'), '项目2');
    await user.keyboard('{enter}');
    await waitFor(() => expect(fake.callsTo(routes.getProjectList).at(-1)).toMatchObject({ project_name: '项目2' }), LOAD);
    await screen.findByText('共 1 个项目，1 个已定位', {}, LOAD);
    expect(screen.queryByLabelText('项目信息')).toBeNull();
    await user.click(screen.getByText('项目2'));
    await user.click(within(await screen.findByLabelText('项目信息', {}, LOAD)).getByText('查看详情'));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/projectDetail?project_id=p2'), LOAD);
  });

  it('shows the empty state with the way to create a project', async () => {
    signInAs();
    const { user } = renderPage(<ProjectMapPage />, new FakeApi().on(routes.getProjectList, page([])), { path: '/ProjectMap' });
    await screen.findByText('暂无项目', {}, LOAD);
    await user.click(screen.getByText('新建项目'));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/operaProject'), LOAD);
  });

  it('shows the loading state, then the error with a retry', async () => {
    signInAs();
    let calls = 0;
    const fake = new FakeApi().on(routes.getProjectList, () => (++calls === 1 ? { code: 50000, msg: '抱歉,内部发生错误' } : page([row(1)])));
    const { user } = renderPage(<ProjectMapPage />, fake, { path: '/ProjectMap' });
    await waitFor(() => expect(document.querySelector('.ant-skeleton')).not.toBeNull(), LOAD);
    await screen.findByText('项目加载失败', {}, LOAD);
    await user.click(screen.getByText(/重\s?试/));
    await screen.findByText('共 1 个项目，1 个已定位', {}, LOAD);
  });
});

describe('the project map option', () => {
  it('draws located projects by status colour and the chosen one apart, centred', () => {
    const projects = [row(1), row(2, { status: 3 }), row(3, { lon: null, lat: null })];
    const option = projectMapOption('m', projects, 'p2');
    const [all, chosen] = option.series;
    expect(all!.data.map((d) => d.id)).toEqual(['p1']);
    expect(all!.data[0]!.itemStyle.color).toBe('#1677ff');
    expect(chosen!.data).toEqual([{ name: '项目2', value: [120.2, 30.2], id: 'p2', itemStyle: { color: '#52c41a' } }]);
    expect(option.geo).toMatchObject({ map: 'm', roam: true, center: [120.2, 30.2], zoom: 12 });
    expect(projectMapOption('m', projects, null).geo).not.toHaveProperty('center');
  });
});
