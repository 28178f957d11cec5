import { beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { Msg, ResultCode, StorageKey, ThirdPartyMsg, routes } from '@zhuyun/contracts';
import { renderApp } from '../../../testing/render-app';
import { loginData, signedInApi } from './third-party-fixtures';
import { fill } from '../../../testing/fill';

const location = () => screen.getByTestId('location');

beforeEach(() => sessionStorage.clear());

describe('scan-login dialog', () => {
  it('frames the provider page and keeps its state for the callback', async () => {
    const api = signedInApi().on(routes.getThirdLoginPlatform, {
      data: { url: 'http://localhost/dev/oauth/authorize?state=st-1', token: 'st-1', sid: 's1', provider: 'dev' },
    });
    const { user } = renderApp('/login', api);
    await user.click(await screen.findByRole('button', { name: '微信扫码' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(ThirdPartyMsg.scanTitle)).toBeInTheDocument();
    const frame = await within(dialog).findByTitle('扫码登录二维码');
    expect(frame).toHaveAttribute('src', 'http://localhost/dev/oauth/authorize?state=st-1');
    await waitFor(() => expect(sessionStorage.getItem(StorageKey.oauthState)).toBe('st-1'));
  });

  it('says so when scan login is switched off, and offers a retry', async () => {
    const api = signedInApi().on(routes.getThirdLoginPlatform, { code: ResultCode.FORBIDDEN, msg: ThirdPartyMsg.providerOff });
    const { user } = renderApp('/login', api);
    await user.click(await screen.findByRole('button', { name: '微信扫码' }));
    await screen.findByText(ThirdPartyMsg.providerOff);
    await user.click(screen.getByRole('button', { name: /重\s*试/ }));
    await waitFor(() => expect(api.callsTo(routes.getThirdLoginPlatform)).toHaveLength(2));
  });
});

describe('/blankPage, the callback', () => {
  it('signs a bound account in and opens /homepage', async () => {
    sessionStorage.setItem(StorageKey.oauthState, 'st-1');
    const api = signedInApi().on(routes.checkThirdBound, { data: loginData });
    renderApp('/blankPage?code=c-1&state=st-1', api);
    await waitFor(() => expect(location()).toHaveTextContent('/homepage'));
    expect(api.callsTo(routes.checkThirdBound)).toEqual([{ system_no: 'web', type: '0', code: 'c-1', state: 'st-1' }]);
    expect(localStorage.getItem(StorageKey.accessToken)).toBe(JSON.stringify('tok-1'));
    expect(sessionStorage.getItem(StorageKey.oauthState)).toBeNull();
  });

  it('sends an unbound account (33199) to the bind panel with its unique_token', async () => {
    sessionStorage.setItem(StorageKey.oauthState, 'st-1');
    const api = signedInApi().on(routes.checkThirdBound, {
      code: ResultCode.THIRD_PARTY_UNBOUND,
      msg: Msg.thirdPartyUnbound,
      data: { unique_token: 'uq-1', nick_name: '张三', expires_in: 600 },
    });
    renderApp('/blankPage?code=c-1&state=st-1', api);
    await waitFor(() => expect(location()).toHaveTextContent('/login?status=bindAcount&unique_token=uq-1'));
    await screen.findByText('绑定已有账号');
  });

  it('refuses a callback whose state this tab did not start, without calling the server', async () => {
    sessionStorage.setItem(StorageKey.oauthState, 'st-mine');
    const api = signedInApi();
    renderApp('/blankPage?code=c-1&state=st-forged', api);
    await screen.findByText(ThirdPartyMsg.stateMismatch);
    expect(api.callsTo(routes.checkThirdBound)).toHaveLength(0);
  });

  it('shows the server\'s refusal (a spent code) and leads back to /login', async () => {
    sessionStorage.setItem(StorageKey.oauthState, 'st-1');
    const api = signedInApi().on(routes.checkThirdBound, { code: ResultCode.CODE_INVALID, msg: ThirdPartyMsg.authCodeInvalid });
    const { user } = renderApp('/blankPage?code=c-1&state=st-1', api);
    await screen.findByText(ThirdPartyMsg.authCodeInvalid);
    await user.click(screen.getByRole('button', { name: '返回登录' }));
    await waitFor(() => expect(location()).toHaveTextContent(/^\/login$/));
  });

  it('says the scan was not authorised when the provider sends no code (declined)', async () => {
    sessionStorage.setItem(StorageKey.oauthState, 'st-1');
    const api = signedInApi();
    renderApp('/blankPage?state=st-1', api);
    await screen.findByText(ThirdPartyMsg.scanNotAuthorised);
    expect(api.callsTo(routes.checkThirdBound)).toHaveLength(0);
  });
});

describe('bind panel', () => {
  it('names each empty field and sends nothing', async () => {
    const api = signedInApi();
    const { user } = renderApp('/login?status=bindAcount&unique_token=uq-1', api);
    await user.click(await screen.findByRole('button', { name: '绑定并登录' }));
    await screen.findByText(Msg.loginUserNoRequired);
    expect(screen.getByText(Msg.loginPasswordRequired)).toBeInTheDocument();
    expect(api.callsTo(routes.bindThirdAccount)).toHaveLength(0);
  });

  it('shows a wrong password and stays on the panel', async () => {
    const api = signedInApi().on(routes.bindThirdAccount, { code: ResultCode.WRONG_CREDENTIALS, msg: Msg.wrongCredentials });
    const { user } = renderApp('/login?status=bindAcount&unique_token=uq-1', api);
    await fill(user, await screen.findByPlaceholderText('请输入用户名'), 'demo');
    await fill(user, screen.getByPlaceholderText('请输入密码'), 'nope');
    await user.click(screen.getByRole('button', { name: '绑定并登录' }));
    await screen.findByText(Msg.wrongCredentials);
    expect(screen.getByText('绑定已有账号')).toBeInTheDocument();
    expect(api.callsTo(routes.login)).toHaveLength(0);
  });

  it('binds (third_type 2), returns to password login and signs in with the same credentials', async () => {
    const api = signedInApi().on(routes.bindThirdAccount, { msg: ThirdPartyMsg.bound, data: { user_id: 'u1', nick_name: '张三' } });
    const { user } = renderApp('/login?status=bindAcount&unique_token=uq-1', api);
    await fill(user, await screen.findByPlaceholderText('请输入用户名'), 'demo');
    await fill(user, screen.getByPlaceholderText('请输入密码'), 'Demo@2026zy!');
    await user.click(screen.getByRole('button', { name: '绑定并登录' }));
    await waitFor(() => expect(location()).toHaveTextContent('/homepage'));
    expect(api.callsTo(routes.bindThirdAccount)).toEqual([{ unique_token: 'uq-1', user_no: 'demo', password: 'Demo@2026zy!', third_type: 2 }]);
    expect(api.callsTo(routes.login)).toEqual([expect.objectContaining({ login_type: 1, user_no: 'demo', password: 'Demo@2026zy!' })]);
    await screen.findByText(ThirdPartyMsg.bound);
  });

  it('goes back to password login and forgets the link\'s token', async () => {
    const { user } = renderApp('/login?status=bindAcount&unique_token=uq-1', signedInApi());
    await user.click(await screen.findByRole('button', { name: '返回登录' }));
    await screen.findByRole('tab', { name: '账号密码登录', selected: true });
    expect(location()).toHaveTextContent(/^\/login$/);
  });
});
