import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { Msg, PermMsg, ResultCode, routes, type ObjectNode } from '@zhuyun/contracts';
import { findDialog } from '../../../testing/dialogs';
import { FakeApi } from '../../../testing/fake-api';
import { fill } from '../../../testing/fill';
import { signInAs } from '../../../testing/render-app';
import { renderPage } from '../../../testing/render-page';
import { ModuleListPage } from '../pages/module-list-page';

const node = (object_no: string, object_name: string, is_dir: number, is_menu: number, children_list: ObjectNode[] = [], p_object_no: string | null = null): ObjectNode => ({
  object_id: `id-${object_no}`, object_no, object_name, p_object_no, is_dir, is_menu, object_module: is_menu ? `/${object_no}` : null, order_no: 0, children_list,
});
const row = ({ children_list: _c, ...rest }: ObjectNode) => rest;

const listPage = node('page.list', '项目列表', 0, 1, [], 'cat.pc');
const addButton = node('page.list.add', '新增项目', 0, 0, [], 'page.list');
const tree = [node('cat.pc', '项目中心', 1, 0, [{ ...listPage, children_list: [addButton] }, node('cat.pc.sub', '项目子类', 1, 0, [], 'cat.pc')]), node('cat.cfg', '配置中心', 1, 0)];

const objectApi = () =>
  new FakeApi()
    .on(routes.getUserDetail, { data: { company_name: '平台', job_data: [] } })
    .on(routes.getObjectTree, { data: { list: tree } })
    .on(routes.getObjectList, (params) => {
      const rows = params.object_no === 'page.list' ? [row(addButton)] : params.object_no === 'cat.pc' ? [row(listPage)] : [row(listPage), row(addButton)];
      return { data: { list: rows, total_count: rows.length, cur_page: Number(params.page ?? 1), page_size: Number(params.page_size ?? 20) } };
    })
    .on(routes.createObject, { msg: '创建成功', data: row(addButton) })
    .on(routes.deleteObject, { msg: '删除成功', data: null })
    .on(routes.deleteObjectCate, { code: ResultCode.CONFLICT, msg: PermMsg.objectHasChildren });

/** The page alone (/moduleList's route is the route table's test): the shell is half a render's cost. */
const renderModules = (fake: FakeApi) => renderPage(<ModuleListPage />, fake, { path: '/moduleList' });
const treeNode = (text: string) => screen.findByText(text, { selector: '.ant-tree-title' }, { timeout: 20_000 });
// By the cell's text: a role query computes every cell's accessible name of the whole table, on each retry.
const rowOf = async (text: string) => (await screen.findByText(text, { selector: 'td' }, { timeout: 20_000 })).closest('tr') as HTMLElement;

describe('/moduleList', () => {
  it('lists every object, then the objects of the chosen place, searching and sorting on the server', async () => {
    signInAs();
    const fake = objectApi();
    const { user } = renderModules(fake);
    expect(await treeNode('项目中心')).toBeInTheDocument();
    expect(await rowOf('page.list.add')).toBeInTheDocument();
    expect(screen.getByText('全部权限项')).toBeInTheDocument();

    await user.click(await treeNode('项目列表（页面）'));
    await waitFor(() => expect(fake.callsTo(routes.getObjectList).at(-1)).toMatchObject({ object_no: 'page.list', page: '1' }));
    await screen.findByText('项目列表（page.list）');

    await fill(user, screen.getByPlaceholderText('搜索权限项名称或编码'), '新增');
    await user.keyboard('{Enter}');
    await waitFor(() => expect(fake.callsTo(routes.getObjectList).at(-1)).toMatchObject({ object_no: 'page.list', object_name: '新增', page: '1' }));
    // The header by its title (the first: antd repeats it), not by role over the whole table.
    await user.click(screen.getAllByText('权限项编码', { selector: '.ant-table-column-title' })[0]!);
    await waitFor(() => expect(fake.callsTo(routes.getObjectList).at(-1)).toMatchObject({ sort_field: 'object_no', sort_order: 'ascend' }));

    // The tree narrows by name or number; nothing matching says so.
    await fill(user, screen.getByPlaceholderText('搜索分类或页面'), '没有这个');
    await screen.findByText('没有匹配的分类或页面');
  });

  it('adds an object under the chosen page, checking its fields first', async () => {
    signInAs();
    const fake = objectApi();
    const { user } = renderModules(fake);
    await user.click(await screen.findByRole('button', { name: /新增权限项/ }, { timeout: 20_000 }));
    await screen.findByText('请先在左侧选择一个分类或页面');

    await user.click(await treeNode('项目列表（页面）'));
    await user.click(screen.getByRole('button', { name: /新增权限项/ }));
    // By its title: the page's forms are rendered ahead, closed (forceRender), and role queries see hidden dialogs.
    const dialog = await findDialog('新增权限项');
    await waitFor(() => expect(dialog).toBeVisible());
    const save = () => user.click(within(dialog).getByRole('button', { name: /保\s*存/ }));
    await save();
    await within(dialog).findByText(PermMsg.objectNoRequired);
    expect(within(dialog).getByText(PermMsg.objectNameRequired)).toBeInTheDocument();
    await fill(user, within(dialog).getByLabelText('权限项编码'), 'bad no');
    await within(dialog).findByText(PermMsg.codeInvalid);
    await user.click(within(dialog).getByLabelText('页面'));
    await save();
    await within(dialog).findByText(PermMsg.objectModuleRequired);
    await user.click(within(dialog).getByLabelText('页面元素'));
    await user.clear(within(dialog).getByLabelText('权限项编码'));
    await fill(user, within(dialog).getByLabelText('权限项编码'), 'page.list.export');
    await fill(user, within(dialog).getByLabelText('权限项名称'), '导出');
    await save();
    await waitFor(() =>
      expect(fake.callsTo(routes.createObject)).toEqual([{ object_no: 'page.list.export', object_name: '导出', p_object_no: 'page.list', is_menu: 0, object_module: '' }]),
    );
    await screen.findByText('创建成功');
  });

  it('asks before deleting; a refused category delete shows the server’s reason', async () => {
    signInAs();
    const fake = objectApi();
    const { user } = renderModules(fake);
    // Text queries inside the popover rather than role queries over the whole page: those are slow under jsdom.
    const confirmIn = async (question: string) => {
      const popover = (await screen.findByText(question)).closest('.ant-popover') as HTMLElement;
      await user.click(within(popover).getByText(/^确\s*定$/));
    };
    await user.click(within(await rowOf('page.list.add')).getByText(/^删\s*除$/));
    await confirmIn('确定删除权限项「新增项目」吗？');
    await waitFor(() => expect(fake.callsTo(routes.deleteObject)).toEqual([{ object_id: 'id-page.list.add' }]));

    await user.click(await treeNode('项目中心'));
    await user.click(screen.getByText('删除分类'));
    await confirmIn('确定删除分类「项目中心」吗？');
    await screen.findByText(PermMsg.objectHasChildren);
    expect(fake.callsTo(routes.deleteObjectCate)).toEqual([{ object_id: 'id-cat.pc' }]);
  });

  it('shows the 403 page to whoever may not manage objects', async () => {
    signInAs();
    renderModules(objectApi().on(routes.getObjectList, { code: ResultCode.FORBIDDEN, msg: Msg.error403 }));
    await screen.findByText(Msg.error403, { selector: '.ant-result-subtitle' }, { timeout: 20_000 });
  });

  it('says when the tree cannot be read, and reads it again on retry', async () => {
    signInAs();
    let fail = true;
    const fake = objectApi().on(routes.getObjectTree, () => (fail ? { code: 50000, msg: '抱歉,内部发生错误' } : { data: { list: tree } }));
    const { user } = renderModules(fake);
    await screen.findByText('分类加载失败', {}, { timeout: 20_000 });
    fail = false;
    await user.click(screen.getByRole('button', { name: /重\s*试/ }));
    expect(await treeNode('项目中心')).toBeInTheDocument();
  });
});
