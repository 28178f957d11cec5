import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { Msg, routes } from '@zhuyun/contracts';
import { signInAs } from '../../../testing/render-app';
import { renderPage } from '../../../testing/render-page';
import { UserManagePage } from '../pages/user-manage-page';
import { orgApi } from './org-fixtures';

describe('/userManage', () => {
  it('shows the unit\'s users, then a picked department\'s with its sub-departments', async () => {
    signInAs();
    const fake = orgApi();
    const { user } = renderPage(<UserManagePage />, fake, { path: '/userManage' });
    await screen.findByText('李工', { selector: 'td' }, { timeout: 20_000 });
    expect(fake.callsTo(routes.getDeptAndSubUserList)[0]).not.toHaveProperty('dept_id');
    // Departments only: jobs are not in this tree.
    expect(screen.queryByText('施工员', { selector: '.ant-tree-title' })).not.toBeInTheDocument();
    await user.click(await screen.findByText('工程部', { selector: '.ant-tree-title' }));
    await waitFor(() => expect(fake.callsTo(routes.getDeptAndSubUserList).at(-1)).toMatchObject({ dept_id: 'd-eng', page: 1 }));
  });

  it('shows the no-permission state for 10403', async () => {
    signInAs();
    renderPage(<UserManagePage />, orgApi().on(routes.getDeptAndSubUserList, { code: 10403, msg: Msg.forbidden }), { path: '/userManage' });
    await screen.findByText(Msg.error403, {}, { timeout: 20_000 });
  });

  it('says when the department tree fails and retries', async () => {
    signInAs();
    let fail = true;
    const fake = orgApi().on(routes.getOrgTree, () => (fail ? { code: 50000, msg: Msg.internal } : { data: { list: [] } }));
    const { user } = renderPage(<UserManagePage />, fake, { path: '/userManage' });
    await screen.findByText('组织架构加载失败', {}, { timeout: 20_000 });
    fail = false;
    await user.click(screen.getByRole('button', { name: /重\s*试/ }));
    await screen.findByText('暂无组织架构');
  });
});
