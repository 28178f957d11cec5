import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { routes, type MenuNode } from '@zhuyun/contracts';
import { FakeApi, demoUser, renderApp, signInAs } from '../../testing/render-app';

const LOAD = { timeout: 15_000 };

const node = (menu_no: string, menu_name: string, route_url: string | null, children_list: MenuNode[] = [], menu_type = 1): MenuNode => ({
  menu_id: `id-${menu_no}`, menu_no, menu_name, menu_type, route_url, outer_url: null, system_app_no: null,
  app_domain_name: null, menu_css: null, object_no: null, order_no: 0, children_list,
});
const group = (menu_no: string, menu_name: string, route_url: string, pages: [string, string][]) =>
  node(menu_no, menu_name, route_url, [node(`${menu_no}.dir`, '目录', null, pages.map(([name, url]) => node(`${menu_no}${url}`, name, url)), 0)], 0);

// As the demo seeds them, each group's first menu a page not built yet (/productManage stands for one).
const menus = [
  group('work-center', '工作中心', '/redirectWorkCenter', [['生产管理', '/productManage'], ['车辆管理', '/carList'], ['车辆详情', '/trainDetail']]),
  group('resource-center', '资源中心', '/redirectResourceCenter', [['组织主数据', '/maindataOrganization'], ['单位审核', '/companyList']]),
  group('config-center', '配置中心', '/redirectConfigCenter', [['日志管理', '/logManagement']]),
];

const api = () =>
  new FakeApi()
    .on(routes.getUserDetail, { data: { company_name: '演示建设集团', job_data: [] } })
    .on(routes.getMenu, { data: { list: menus } })
    .on(routes.getUserAuthList, { data: { list: [] } })
    .on(routes.getUnitReviewList, { data: { list: [], total_count: 0, cur_page: 1, page_size: 10 } });

describe('redirect centres', () => {
  it.each([
    ['/redirectWorkCenter', '/carList'],
    ['/redirectResourceCenter', '/companyList'],
  ])('%s opens the first menu of its group that has a page, past the placeholders', async (centre, page) => {
    signInAs();
    renderApp(centre, api());
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(page), LOAD);
  });

  it('opens the first placeholder only when its group has nothing built', async () => {
    signInAs();
    renderApp('/redirectConfigCenter', api());
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/logManagement'), LOAD);
  });

  it('tells a person whose post holds no permission template whom to ask, on the centre and in the side menu', async () => {
    signInAs({ ...demoUser, job: '质检员' });
    renderApp('/redirectWorkCenter', new FakeApi().on(routes.getUserDetail, { data: { company_name: '演示建设集团', job_data: [] } }).on(routes.getMenu, { data: { list: [] } }).on(routes.getUserAuthList, { data: { list: [] } }));
    const hint = '请联系本单位管理员为您的岗位「质检员」关联权限模板';
    await screen.findByText(`工作中心暂无可用菜单，${hint}`, {}, LOAD);
    const nav = await screen.findByRole('navigation', { name: '工作中心菜单' }, LOAD);
    expect(nav).toHaveTextContent(`暂无菜单，${hint}`);
  });
});
