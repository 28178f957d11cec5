import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { Msg, StorageKey, routes } from '@zhuyun/contracts';
import { FakeApi } from '../../../testing/fake-api';
import { demoUser, renderApp, signInAs } from '../../../testing/render-app';

function signedInApi() {
  return new FakeApi()
    .on(routes.getUserDetail, { data: { company_name: '演示建设集团', job_data: [{ job_id: 'j1', job_name: '单位管理员' }] } })
    .on(routes.logout, { msg: Msg.operationOk, data: null });
}

async function openUserMenuItem(user: ReturnType<typeof renderApp>['user'], item: string) {
  await user.click(await screen.findByRole('button', { name: '用户菜单' }));
  await user.click(await screen.findByText(item));
}

describe('logout', () => {
  it('asks first; cancelling says 已取消退出 and keeps the session', async () => {
    signInAs();
    const { user, api } = renderApp('/homepage', signedInApi());
    await openUserMenuItem(user, '退出登录');
    await screen.findByRole('dialog', { name: '确定退出登录吗？' });
    await user.click(screen.getByRole('button', { name: /取\s*消/ }));
    await screen.findByText(Msg.logoutCancelled);
    expect(api.callsTo(routes.logout)).toHaveLength(0);
    expect(localStorage.getItem(StorageKey.accessToken)).not.toBeNull();
  });

  it('confirmed: ends the session on the server, forgets it and its tabs here, and shows /login', async () => {
    signInAs();
    const { user, api } = renderApp('/homepage', signedInApi());
    await screen.findByText('单位管理员', { selector: '.home-tag' });
    expect(localStorage.getItem(StorageKey.activeTabsList)).not.toBeNull();

    await openUserMenuItem(user, '退出登录');
    await user.click(await screen.findByRole('button', { name: /确\s*定/ }));
    await screen.findByRole('tab', { name: '账号密码登录' });
    expect(api.callsTo(routes.logout)).toHaveLength(1);
    for (const key of [StorageKey.accessToken, StorageKey.userInfo, StorageKey.userId, StorageKey.activeTabsList]) {
      expect(localStorage.getItem(key)).toBeNull();
    }
  });

  it('shows the user name in the top bar and offers every action of the user menu', async () => {
    signInAs();
    const { user } = renderApp('/homepage', signedInApi());
    await screen.findByText(demoUser.real_name, { selector: '.top-bar__user-name' });
    await user.click(screen.getByRole('button', { name: '用户菜单' }));
    for (const name of ['修改密码', '切换单位', '切换岗位', '退出登录']) {
      expect(await screen.findByRole('menuitem', { name })).not.toHaveAttribute('aria-disabled', 'true');
    }
  });
});
