import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { PermMsg, routes, type MenuNode } from '@zhuyun/contracts';
import { FakeApi } from '../../../testing/fake-api';
import { signInAs } from '../../../testing/render-app';
import { renderPage } from '../../../testing/render-page';
import { MenuManagementPage } from '../pages/menu-management-page';
import { fill } from '../../../testing/fill';

const node = (menu_no: string, menu_name: string, menu_type: number, route_url: string | null, children_list: MenuNode[] = []): MenuNode => ({
  menu_id: `id-${menu_no}`, menu_no, menu_name, menu_type, route_url, outer_url: null, system_app_no: null, app_domain_name: null, menu_css: null,
  object_no: route_url ? `page.${route_url.slice(1)}` : null, order_no: 0, children_list,
});

const tree = [
  node('project_center', '项目中心', 0, null, [node('pc_project', '项目管理', 0, null, [node('m.ProjectList', '项目列表', 1, '/ProjectList'), node('m.ProjectMap', '项目地图', 1, '/ProjectMap')])]),
  node('work-center', '工作中心', 0, null),
  node('personal-center', '个人中心', 0, null),
  node('resource-center', '资源中心', 0, null),
  node('config-center', '配置中心', 0, null),
];

const menuApi = () =>
  new FakeApi()
    .on(routes.getUserDetail, { data: { company_name: '平台', job_data: [] } })
    .on(routes.getMenuTree, { data: { list: tree } })
    .on(routes.createMenu, { msg: '创建成功', data: tree[0] })
    .on(routes.sortMenu, { msg: '操作成功', data: null })
    .on(routes.deleteMenu, { msg: '删除成功', data: null });

/** The page alone (/menuManagement's route is the route table's test). */
const treeNode = (text: string) => screen.findByText(text, { selector: '.ant-tree-title' }, { timeout: 20_000 });

describe('/menuManagement', () => {
  it('shows the five groups and the selected node, adding a child with every rule checked', async () => {
    signInAs();
    const fake = menuApi();
    const { user } = renderPage(<MenuManagementPage />, fake, { path: '/menuManagement' });
    for (const name of ['项目中心', '工作中心', '个人中心', '资源中心', '配置中心']) expect(await treeNode(name)).toBeInTheDocument();
    expect(screen.getByText('请在左侧选择一个菜单')).toBeInTheDocument();
    await user.click(await treeNode('项目管理'));
    await user.click(screen.getByRole('button', { name: '新增子菜单' }));
    const dialog = await screen.findByRole('dialog');
    const ok = () => user.click(within(dialog).getByRole('button', { name: /保\s*存/ }));
    await ok();
    // Each item writes its messages when its own validation settles: every one is waited for.
    await within(dialog).findByText(PermMsg.menuNoRequired);
    await within(dialog).findByText(PermMsg.menuNameRequired);
    await within(dialog).findByText(PermMsg.routeRequired);
    await fill(user, within(dialog).getByLabelText('菜单编号'), 'bad no');
    // Pasted: no keystroke is tested here, and each one re-renders and re-validates the dialog's form.
    await fill(user, within(dialog).getByLabelText('菜单名称'), 'x'.repeat(51));
    await fill(user, within(dialog).getByLabelText('前端路由'), 'gantt');
    await within(dialog).findByText(PermMsg.codeInvalid);
    await within(dialog).findByText(PermMsg.nameTooLong);
    await within(dialog).findByText(PermMsg.routeInvalid);
    await user.click(within(dialog).getByLabelText('外部链接'));
    await fill(user, within(dialog).getByLabelText('外部地址'), 'ftp://x');
    await within(dialog).findByText(PermMsg.outerUrlInvalid);
    await user.click(within(dialog).getByLabelText('内部菜单'));
    await user.clear(within(dialog).getByLabelText('菜单编号'));
    await fill(user, within(dialog).getByLabelText('菜单编号'), 'm.gantt');
    await user.clear(within(dialog).getByLabelText('菜单名称'));
    await fill(user, within(dialog).getByLabelText('菜单名称'), '甘特图');
    await user.clear(within(dialog).getByLabelText('前端路由'));
    await fill(user, within(dialog).getByLabelText('前端路由'), '/gantt');
    await ok();
    await waitFor(() => expect(fake.callsTo(routes.createMenu)).toEqual([expect.objectContaining({ menu_no: 'm.gantt', menu_name: '甘特图', menu_type: 1, route_url: '/gantt', p_menu_no: 'pc_project' })]));
    await screen.findByText('创建成功');
  });

  it('moves and deletes a leaf; a group can be neither', async () => {
    signInAs();
    const fake = menuApi();
    const { user } = renderPage(<MenuManagementPage />, fake, { path: '/menuManagement' });
    await user.click(await treeNode('项目中心'));
    expect(screen.queryByRole('button', { name: /删\s*除/ })).toBeNull();
    expect(screen.queryByRole('button', { name: /上\s*移/ })).toBeNull();
    await user.click(await treeNode('项目地图（/ProjectMap）'));
    expect(screen.getByRole('button', { name: /下\s*移/ })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: /上\s*移/ }));
    await waitFor(() => expect(fake.callsTo(routes.sortMenu)).toEqual([{ menu_id: 'id-m.ProjectMap', direction: 'up' }]));
    await user.click(screen.getByRole('button', { name: /删\s*除/ }));
    await screen.findByText('确定删除菜单「项目地图」吗？');
    await user.click(screen.getAllByRole('button', { name: /确\s*定/ }).at(-1) as HTMLElement);
    await waitFor(() => expect(fake.callsTo(routes.deleteMenu)).toEqual([{ menu_id: 'id-m.ProjectMap' }]));
  });

  it('searches the tree, saying when nothing matches', async () => {
    signInAs();
    const { user } = renderPage(<MenuManagementPage />, menuApi(), { path: '/menuManagement' });
    await fill(user, await screen.findByPlaceholderText('搜索菜单名称或路由', {}, { timeout: 20_000 }), '/ProjectMap');
    expect(await treeNode('项目地图（/ProjectMap）')).toBeInTheDocument();
    expect(screen.queryByText('项目列表（/ProjectList）', { selector: '.ant-tree-title' })).toBeNull();
    await fill(user, screen.getByPlaceholderText('搜索菜单名称或路由'), 'zzz');
    await screen.findByText('没有匹配的菜单');
  });

  it('shows 403 when the call is refused, the error state when it fails, and the empty state', async () => {
    signInAs();
    const view = renderPage(<MenuManagementPage />, menuApi().on(routes.getMenuTree, { code: 10403, msg: '没有权限' }), { path: '/menuManagement' });
    await screen.findByText('抱歉,暂无此权限', {}, { timeout: 20_000 });
    view.unmount();
    const failed = renderPage(<MenuManagementPage />, menuApi().on(routes.getMenuTree, { code: 50000, msg: '服务器内部错误' }), { path: '/menuManagement' });
    await screen.findByText('菜单加载失败', {}, { timeout: 20_000 });
    failed.unmount();
    renderPage(<MenuManagementPage />, menuApi().on(routes.getMenuTree, { data: { list: [] } }), { path: '/menuManagement' });
    await screen.findByText('暂无菜单', {}, { timeout: 20_000 });
  });
});
