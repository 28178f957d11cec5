import { afterEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { PermMsg, routes, type ObjectNode } from '@zhuyun/contracts';
import { EMPTY_ACCESS, usePageAccessStore } from '../../../lib/access';
import { FakeApi } from '../../../testing/fake-api';
import { findDialog } from '../../../testing/dialogs';
import { fill } from '../../../testing/fill';
import { signInAs } from '../../../testing/render-app';
import { renderPage } from '../../../testing/render-page';
import { PermissionTemplatePage } from '../pages/permission-template-page';

const obj = (object_no: string, object_name: string, children_list: ObjectNode[] = [], is_dir = 0): ObjectNode => ({
  object_id: object_no, object_no, object_name, p_object_no: null, is_dir, is_menu: 0, object_module: null, order_no: 0, children_list,
});
const page = (no: string, name: string, route: string, children: ObjectNode[]) => ({ ...obj(no, name, children), is_menu: 1, object_module: route });

const objectTree = [
  obj('cat.cc_auth', '权限配置', [
    page('page.permissionTemplate', '权限模板', '/permissionTemplate', [obj('auth.template', '权限模板维护'), obj('auth.template.grant', '权限模板授权岗位')]),
  ], 1),
  obj('cat.ps_info', '个人信息', [page('page.myInfomation', '我的信息', '/myInfomation', [])], 1),
];
const row = (id: string, name: string) => ({ auth_template_id: id, auth_template_name: name, company_id: 'c1', auth_numbers: 2, job_numbers: 1, created_at: '2026-11-20T08:00:00.000Z' });

function templateApi() {
  return new FakeApi()
    .on(routes.getUserDetail, { data: { company_name: '演示建设集团', job_data: [] } })
    .on(routes.getTemplateList, (p) => ({
      data: { list: p.auth_template_name === '施工' ? [row('t2', '项目施工')] : [row('t1', '行政办公'), row('t2', '项目施工')], total_count: 2, cur_page: 1, page_size: 10 },
    }))
    .on(routes.getTemplateDetail, { data: { object_nos: ['page.myInfomation'], job_ids: ['j-clerk'] } })
    .on(routes.getObjectTree, { data: { list: objectTree } })
    .on(routes.getOrgTree, {
      data: { list: [{ id: 'root', no: 'root', name: '演示建设集团', company_id: 'c1', node_type: 1, dept_type: 1, is_manager: false, p_no: null, children_list: [
        { id: 'd1', no: 'd1', name: '综合管理部', company_id: 'c1', node_type: 2, dept_type: 2, is_manager: false, p_no: 'root', children_list: [
          { id: 'j-clerk', no: 'j-clerk', name: '行政专员', company_id: 'c1', node_type: 3, dept_type: null, is_manager: false, p_no: 'd1', children_list: [] },
          { id: 'j-admin', no: 'j-admin', name: '单位管理员', company_id: 'c1', node_type: 3, dept_type: null, is_manager: false, p_no: 'd1', children_list: [] },
        ] },
      ] }] },
    })
    .on(routes.createTemplate, { msg: '创建成功', data: row('t3', '质检') })
    .on(routes.saveTemplateObjects, { msg: '保存成功', data: null })
    .on(routes.saveTemplateJobs, { msg: '保存成功', data: null });
}

/**
 * The page alone (/permissionTemplate's route is the route table's test; how the shell computes a page's set from the
 * menu and the held objects is page-permissions' test): the page's permission set is given as the shell would give it.
 */
function renderTemplates(fake: FakeApi, held: string[] = ['auth.template', 'auth.template.grant']) {
  usePageAccessStore.getState().setAccess({ path: '/permissionTemplate', pageObject: 'page.permissionTemplate', objects: new Set(held) });
  return renderPage(<PermissionTemplatePage />, fake, { path: '/permissionTemplate' });
}
const cell = (text: string) => screen.findByText(text, { selector: 'td' }, { timeout: 20_000 });

describe('/permissionTemplate', () => {
  afterEach(() => usePageAccessStore.getState().setAccess(EMPTY_ACCESS));

  it('lists, searches and adds templates, checking the name first', async () => {
    signInAs();
    const fake = templateApi();
    const { user } = renderTemplates(fake);
    expect(await cell('行政办公')).toBeInTheDocument();
    expect(fake.callsTo(routes.getTemplateList)[0]).toMatchObject({ page: 1, page_size: 10, sort_field: 'created_at', sort_order: 'asc' });
    await fill(user, screen.getByPlaceholderText('搜索模板名称'), '施工');
    await user.keyboard('{Enter}');
    await waitFor(() => expect(screen.queryByText('行政办公', { selector: 'td' })).toBeNull());
    await user.click(await screen.findByRole('button', { name: '新增模板' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: /确\s*定/ }));
    await within(dialog).findByText(PermMsg.templateNameRequired);
    // Pasted: only the length matters, and each keystroke re-renders and re-validates the dialog's form.
    await fill(user, within(dialog).getByLabelText('模板名称'), 'x'.repeat(51));
    await within(dialog).findByText(PermMsg.nameTooLong);
    await user.clear(within(dialog).getByLabelText('模板名称'));
    await fill(user, within(dialog).getByLabelText('模板名称'), '质检');
    await user.click(within(dialog).getByRole('button', { name: /确\s*定/ }));
    await waitFor(() => expect(fake.callsTo(routes.createTemplate)).toEqual([{ auth_template_name: '质检' }]));
  });

  it('checks a button with its page in the object tree and saves the set', async () => {
    signInAs();
    const fake = templateApi();
    const { user } = renderTemplates(fake);
    const first = (await cell('行政办公')).closest('tr') as HTMLElement;
    await user.click(await within(first).findByRole('button', { name: '配置权限' }));
    // By its title: the page keeps its closed dialogs in the document, and role queries see hidden ones (setup.ts).
    const drawer = await findDialog('配置权限：行政办公');
    const checkboxOf = async (title: string) =>
      (await within(drawer).findByText(title, { selector: '.ant-tree-title' }, { timeout: 20_000 })).closest('.ant-tree-treenode')?.querySelector('.ant-tree-checkbox') as HTMLElement;
    await user.click(await checkboxOf('权限模板授权岗位'));
    await user.click(within(drawer).getByRole('button', { name: /保\s*存/ }));
    await waitFor(() =>
      expect(fake.callsTo(routes.saveTemplateObjects)).toEqual([{ auth_template_id: 't1', object_nos: ['page.myInfomation', 'auth.template.grant', 'page.permissionTemplate'] }]),
    );
  });

  it('grants a template to jobs on the organisation tree', async () => {
    signInAs();
    const fake = templateApi();
    const { user } = renderTemplates(fake);
    const first = (await cell('行政办公')).closest('tr') as HTMLElement;
    await user.click(await within(first).findByRole('button', { name: '授权岗位' }));
    const dialog = await findDialog('授权岗位：行政办公');
    const job = await within(dialog).findByText('单位管理员', { selector: '.ant-tree-title' }, { timeout: 20_000 });
    await user.click(job.closest('.ant-tree-treenode')?.querySelector('.ant-tree-checkbox') as HTMLElement);
    await user.click(within(dialog).getByRole('button', { name: /保\s*存/ }));
    await waitFor(() => expect(fake.callsTo(routes.saveTemplateJobs)).toEqual([{ auth_template_id: 't1', job_ids: ['j-clerk', 'j-admin'] }]));
  });

  it('hides what the page’s permission set lacks', async () => {
    signInAs();
    renderTemplates(templateApi(), ['auth.template']);
    expect(await cell('行政办公')).toBeInTheDocument();
    await screen.findByRole('button', { name: '新增模板' });
    expect(screen.queryByRole('button', { name: '授权岗位' })).toBeNull();
  });

  it('shows 403 when refused and the error state when the list fails', async () => {
    signInAs();
    const view = renderTemplates(templateApi().on(routes.getTemplateList, { code: 10403, msg: '没有权限' }));
    await screen.findByText('抱歉,暂无此权限', {}, { timeout: 20_000 });
    view.unmount();
    renderTemplates(templateApi().on(routes.getTemplateList, { code: 50000, msg: '服务器内部错误' }));
    await screen.findByText('权限模板加载失败', {}, { timeout: 20_000 });
  });
});
