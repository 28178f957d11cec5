import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { Msg, OrgMsg, routes } from '@zhuyun/contracts';
import { findDialog } from '../../../testing/dialogs';
import type { FakeApi } from '../../../testing/fake-api';
import { fill } from '../../../testing/fill';
import { signInAs } from '../../../testing/render-app';
import { renderPage } from '../../../testing/render-page';
import { OrganizationFrameworkPage } from '../pages/organization-framework-page';
import { orgApi } from './org-fixtures';

// The first render loads the page, antd's tree and table lazily: on a busy machine that takes longer than findBy's default.
/** The page alone (/organizationFramework's route is the route table's test): the shell is half a render's cost. */
const renderOrg = (fake: FakeApi) => renderPage(<OrganizationFrameworkPage />, fake, { path: '/organizationFramework' });
const treeNode = (name: string) => screen.findByText(name, { selector: '.ant-tree-title span' }, { timeout: 20_000 });

describe('/organizationFramework', () => {
  it('shows departments and jobs, and the people of the selected job', async () => {
    signInAs();
    const fake = orgApi();
    const { user } = renderOrg(fake);
    for (const name of ['演示建设集团', '工程部', '钱塘一号项目部', '施工员', '项目经理']) expect(await treeNode(name)).toBeInTheDocument();
    expect(fake.callsTo(routes.getOrgTree)[0]).toEqual({ show_dept: 1, show_job: 1 });
    expect(screen.getByText('请在左侧选择一个部门或岗位')).toBeInTheDocument();
    await user.click(await treeNode('施工员'));
    await screen.findByText('李工', { selector: 'td' });
    expect(fake.callsTo(routes.getJobAccountList)[0]).toMatchObject({ job_id: 'j-builder', page: 1, page_size: 10 });
  });

  it('adds a department under the selected org, checking the name first', async () => {
    signInAs();
    const fake = orgApi();
    const { user } = renderOrg(fake);
    await user.click(await treeNode('演示建设集团'));
    await user.click(screen.getByRole('button', { name: '添加部门' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: /确\s*定/ }));
    await within(dialog).findByText(OrgMsg.deptNameRequired);
    await fill(user, within(dialog).getByLabelText('部门名称'), '安全部');
    await user.click(within(dialog).getByRole('button', { name: /确\s*定/ }));
    await waitFor(() =>
      expect(fake.callsTo(routes.createObs)).toEqual([{ no: 'root', node_type: 1, input_node_type: 2, input_name: '安全部', dept_type: 2 }]),
    );
    await screen.findByText('创建成功');
    await waitFor(() => expect(fake.callsTo(routes.getOrgTree).length).toBeGreaterThanOrEqual(2));
  });

  it('deletes a department after confirmation, and shows the server\'s refusal', async () => {
    signInAs();
    const fake = orgApi().on(routes.deleteDept, { code: 10003, msg: OrgMsg.deptHasPeople });
    const { user } = renderOrg(fake);
    await user.click(await treeNode('工程部'));
    await user.click(screen.getByRole('button', { name: /删\s*除/ }));
    await screen.findByText('确定删除部门「工程部」吗？');
    await user.click(screen.getAllByRole('button', { name: /确\s*定/ }).at(-1) as HTMLElement);
    await waitFor(() => expect(fake.callsTo(routes.deleteDept)).toEqual([{ dept_id: 'd-eng' }]));
    await screen.findByText(OrgMsg.deptHasPeople);
  });

  it('assigns people to a job and removes one', async () => {
    signInAs();
    const fake = orgApi();
    const { user } = renderOrg(fake);
    await user.click(await treeNode('质检员'));
    const row = (await screen.findByText('李工', { selector: 'td' })).closest('tr') as HTMLElement;
    await user.click(within(row).getByRole('button', { name: '移出岗位' }));
    await user.click(screen.getAllByRole('button', { name: /确\s*定/ }).at(-1) as HTMLElement);
    await waitFor(() => expect(fake.callsTo(routes.deleteJobUser)).toEqual([{ job_id: 'j-inspector', user_id: 'u1' }]));

    await user.click(screen.getByRole('button', { name: '分配人员' }));
    // By its title: the page keeps a closed dialog in the document, and role queries see hidden dialogs (setup.ts).
    const dialog = await findDialog('分配人员');
    // Shown once its opening motion has let it appear (jsdom ends a motion at its deadline, not at a transition's end).
    await waitFor(() => expect(dialog).toBeVisible());
    await user.click(within(dialog).getByRole('combobox', { name: '选择人员' }));
    await user.click(await screen.findByText('赵工（13900000001）'));
    await user.click(within(dialog).getByRole('button', { name: /确\s*定/ }));
    await waitFor(() => expect(fake.callsTo(routes.batchCreateJobUser)).toEqual([{ job_id: 'j-inspector', user_ids: 'u2' }]));
  });

  it('renames a job (and whether it manages), and moves a department', async () => {
    signInAs();
    const fake = orgApi().on(routes.updateJob, { msg: '保存成功', data: null }).on(routes.updateDept, { msg: '保存成功', data: null });
    const { user } = renderOrg(fake);
    await user.click(await treeNode('项目经理'));
    await user.click(screen.getByRole('button', { name: '重命名' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByLabelText('岗位名称')).toHaveValue('项目经理');
    await user.clear(within(dialog).getByLabelText('岗位名称'));
    await fill(user, within(dialog).getByLabelText('岗位名称'), '执行经理');
    await user.click(within(dialog).getByRole('button', { name: /确\s*定/ }));
    await waitFor(() => expect(fake.callsTo(routes.updateJob)).toEqual([{ job_id: 'j-pm', job_name: '执行经理', input_is_admin: 1 }]));

    await user.click(await treeNode('钱塘一号项目部'));
    await user.click(screen.getByRole('button', { name: /移\s*动/ }));
    const move = (await screen.findAllByRole('dialog')).at(-1) as HTMLElement;
    await user.click(within(move).getByRole('combobox', { name: '移动到' }));
    await user.click(await screen.findByTitle('工程部'));
    await user.click(within(move).getByRole('button', { name: /确\s*定/ }));
    await waitFor(() => expect(fake.callsTo(routes.updateDept)).toEqual([{ dept_id: 'd-proj', p_dept_no: 'd-eng' }]));
  });

  it('says when the tree fails and retries; an empty tree says so', async () => {
    signInAs();
    let fail = true;
    const fake = orgApi().on(routes.getOrgTree, () => (fail ? { code: 50000, msg: Msg.internal } : { data: { list: [] } }));
    const { user } = renderOrg(fake);
    await screen.findByText('组织架构加载失败', {}, { timeout: 20_000 });
    fail = false;
    await user.click(screen.getByRole('button', { name: /重\s*试/ }));
    await screen.findByText('暂无组织架构');
  });

  it('shows the no-permission state when the unit refuses (10403)', async () => {
    signInAs();
    renderOrg(orgApi().on(routes.getOrgTree, { code: 10403, msg: Msg.forbidden }));
    await screen.findByText(Msg.error403, {}, { timeout: 20_000 });
    expect(screen.queryByRole('tree')).not.toBeInTheDocument();
  });
});
