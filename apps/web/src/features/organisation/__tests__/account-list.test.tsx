import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { Msg, routes } from '@zhuyun/contracts';
import { signInAs } from '../../../testing/render-app';
import { type FakeApi, renderPage } from '../../../testing/render-page';
import { AccountListPage } from '../pages/account-list-page';
import { account, listOf, orgApi } from './org-fixtures';
import { fill } from '../../../testing/fill';

// The first render loads the page and antd's table lazily: allow it more than findBy's default second.
const row = async (name: string) => (await screen.findByText(name, { selector: 'td' }, { timeout: 20_000 })).closest('tr') as HTMLElement;
/** The page alone (/accountList's route is the route table's test): the shell is half a render's cost. */
const renderList = (fake: FakeApi) => renderPage(<AccountListPage />, fake, { path: '/accountList' });
const confirm = () => screen.getAllByRole('button', { name: /确\s*定/ }).at(-1) as HTMLElement;

describe('/accountList', () => {
  it('lists the unit\'s accounts with department, job and status, from page 1', async () => {
    signInAs();
    const fake = orgApi();
    renderList(fake);
    const li = await row('李工');
    for (const text of ['工程部', '施工员', '正常']) expect(within(li).getByText(text)).toBeInTheDocument();
    expect(within(await row('赵工')).getByText('已冻结')).toBeInTheDocument();
    expect(fake.callsTo(routes.getDeptAndSubUserList)[0]).toEqual({ page: 1, page_size: 10 });
  });

  it('searches, filters by status and sorts on the server', async () => {
    signInAs();
    const fake = orgApi();
    const { user } = renderList(fake);
    await row('李工');
    await fill(user, screen.getByRole('searchbox', { name: '搜索姓名、手机号或账号' }), '王');
    await user.keyboard('{Enter}');
    expect(await row('王五')).toBeInTheDocument();
    expect(fake.callsTo(routes.getDeptAndSubUserList).at(-1)).toMatchObject({ search: '王', page: 1 });
    await user.click(screen.getByRole('combobox', { name: '状态' }));
    await user.click(await screen.findByTitle('已冻结'));
    await waitFor(() => expect(fake.callsTo(routes.getDeptAndSubUserList).at(-1)).toMatchObject({ status: 2, page: 1 }));
    await user.click(screen.getByText('姓名', { selector: 'th *' }));
    await waitFor(() => expect(fake.callsTo(routes.getDeptAndSubUserList).at(-1)).toMatchObject({ sort_field: 'user_name', sort_order: 'asc' }));
  });

  it('freezes an account only after confirmation', async () => {
    signInAs();
    const fake = orgApi();
    const { user } = renderList(fake);
    await user.click(within(await row('李工')).getByRole('button', { name: /冻\s*结/ }));
    await screen.findByText('确定冻结「李工」吗？冻结后该账号将立即退出并无法登录。');
    expect(fake.callsTo(routes.chgStatus)).toEqual([]);
    await user.click(confirm());
    await waitFor(() => expect(fake.callsTo(routes.chgStatus)).toEqual([{ user_id: 'u1', type: 2 }]));
    await screen.findByText('已冻结', { selector: '.ant-message *' });
  });

  it('offers no freezing of one\'s own account', async () => {
    signInAs();
    renderList(orgApi().on(routes.getDeptAndSubUserList, listOf([account('u-demo', '演示管理员', { is_admin: true }), account('u1', '李工')])));
    expect(within(await row('演示管理员')).getByRole('button', { name: /冻\s*结/ })).toBeDisabled();
    expect(within(await row('李工')).getByRole('button', { name: /冻\s*结/ })).toBeEnabled();
  });

  it('adds an account with a strong password and its jobs', async () => {
    signInAs();
    const fake = orgApi();
    const { user } = renderList(fake);
    await row('李工');
    await user.click(screen.getByRole('button', { name: '新增账号' }));
    const dialog = await screen.findByRole('dialog');
    await fill(user, within(dialog).getByLabelText('账号'), 'wang_01');
    await fill(user, within(dialog).getByLabelText('姓名'), '王工');
    await fill(user, within(dialog).getByLabelText('手机号'), '13912345678');
    await fill(user, within(dialog).getByLabelText('密码'), 'weakpass');
    await user.click(within(dialog).getByRole('button', { name: /确\s*定/ }));
    await within(dialog).findByText(Msg.strongPassword);
    await within(dialog).findByText('请选择岗位', { selector: '.ant-form-item-explain-error' });
    await user.clear(within(dialog).getByLabelText('密码'));
    await fill(user, within(dialog).getByLabelText('密码'), 'Str0ng!Passw0rd');
    await user.click(within(dialog).getByRole('combobox', { name: '岗位' }));
    await user.click(await screen.findByTitle('质检员'));
    await user.click(within(dialog).getByRole('button', { name: /确\s*定/ }));
    await waitFor(() =>
      expect(fake.callsTo(routes.addUser)).toEqual([
        { user_no: 'wang01', user_name: '王工', phone: '13912345678', password: 'Str0ng!Passw0rd', job_id: 'j-inspector' },
      ]),
    );
  });

  it('names a post without a permission template on the form, and warns that the account would see no menus', async () => {
    signInAs();
    const { user } = renderList(orgApi());
    await row('李工');
    await user.click(screen.getByRole('button', { name: '新增账号' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('combobox', { name: '岗位' }));
    await screen.findByTitle('施工员');
    await user.click(await screen.findByTitle('项目经理（未关联权限模板）'));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('岗位「项目经理」未关联权限模板，该账号登录后将没有可用菜单');
  });

  it('edits an account: its fields and jobs come filled in', async () => {
    signInAs();
    const fake = orgApi().on(routes.editUser, { msg: '保存成功', data: null });
    const { user } = renderList(fake);
    await user.click(within(await row('李工')).getByRole('button', { name: /编\s*辑/ }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByLabelText('姓名')).toHaveValue('李工');
    expect(within(dialog).queryByLabelText('密码')).not.toBeInTheDocument();
    await user.clear(within(dialog).getByLabelText('姓名'));
    await fill(user, within(dialog).getByLabelText('姓名'), '李工程师');
    await user.click(within(dialog).getByRole('button', { name: /确\s*定/ }));
    await waitFor(() =>
      expect(fake.callsTo(routes.editUser)).toEqual([{ user_id: 'u1', user_no: 'nou1', user_name: '李工程师', phone: '13900000001', job_id: 'j-builder' }]),
    );
  });

  it('removes an account from the unit after confirmation', async () => {
    signInAs();
    const fake = orgApi();
    const { user } = renderList(fake);
    await user.click(within(await row('赵工')).getByRole('button', { name: '移除' }));
    await user.click(confirm());
    await waitFor(() => expect(fake.callsTo(routes.delUser)).toEqual([{ user_id: 'u2' }]));
  });

  it('shows the no-permission state for 10403', async () => {
    signInAs();
    renderList(orgApi().on(routes.getDeptAndSubUserList, { code: 10403, msg: Msg.forbidden }));
    await screen.findByText(Msg.error403, {}, { timeout: 20_000 });
  });

  it('says when the list fails and retries; an empty list says so', async () => {
    signInAs();
    let fail = true;
    const fake = orgApi().on(routes.getDeptAndSubUserList, () => (fail ? { code: 50000, msg: Msg.internal } : listOf([])));
    const { user } = renderList(fake);
    await screen.findByText('列表加载失败', {}, { timeout: 20_000 });
    fail = false;
    await user.click(screen.getByRole('button', { name: /重\s*试/ }));
    // The kit keeps the (empty) table under the error: the retry has worked when the error is gone.
    await waitFor(() => expect(screen.queryByText('列表加载失败')).toBeNull());
    expect(screen.getByText('暂无人员')).toBeInTheDocument();
  });
});
