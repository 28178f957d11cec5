import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { Msg, StorageKey, routes } from '@zhuyun/contracts';
import { FakeApi } from '../../testing/fake-api';
import { renderApp, signInAs } from '../../testing/render-app';

describe('error policy of spec-2 §8', () => {
  it.each([10201, 10204])('code %i forgets the session, userInfo and tabs and shows /login', async (code) => {
    signInAs();
    localStorage.setItem(StorageKey.activeTabsList, JSON.stringify([{ path: '/homepage', title: '首页' }]));
    const api = new FakeApi().on(routes.getUserDetail, { code, msg: Msg.tokenInvalid });
    renderApp('/homepage', api);
    await screen.findByRole('tab', { name: '账号密码登录' });
    for (const key of [StorageKey.accessToken, StorageKey.userInfo, StorageKey.userId, StorageKey.activeTabsList]) {
      expect(localStorage.getItem(key)).toBeNull();
    }
  });

  it("shows any other refusal's msg as a toast", async () => {
    signInAs();
    const api = new FakeApi().on(routes.getUserDetail, { code: 50000, msg: Msg.internal });
    renderApp('/homepage', api);
    await screen.findByText(Msg.internal, { selector: '.ant-message *' });
  });

  it('toasts an HTTP 403 that carries no envelope', async () => {
    signInAs();
    const api = new FakeApi().on(routes.getUserDetail, new Response('Forbidden', { status: 403 }));
    renderApp('/homepage', api);
    await screen.findByText(Msg.error403, { selector: '.ant-message *' });
  });
});
