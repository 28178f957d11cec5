import { beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { ResultCode, StorageKey, ThirdPartyMsg, routes } from '@zhuyun/contracts';
import { FakeApi } from '../../../testing/fake-api';
import { renderApp, signInAs } from '../../../testing/render-app';
import { renderPage } from '../../../testing/render-page';
import { LoginModeText } from '../login-mode.texts';
import { LoginModePage } from '../pages/login-mode-page';

const binding = { third_type: 2, provider: 'dev', nick_name: '王五', created_at: '2026-11-20T08:00:00.000Z' };

function shellApi(list: unknown[] = []): FakeApi {
  return new FakeApi()
    .on(routes.getUserDetail, { data: { company_name: '演示建设集团', job_data: [] } })
    .on(routes.getMenu, { data: { list: [] } })
    .on(routes.getUserAuthList, { data: { list: [] } })
    .on(routes.getUserThirdList, { data: { list } })
    .on(routes.getMySessions, { data: { list: [] } });
}

/** The page alone (/loginMode's route is the route table's test); the callback through /blankPage renders the app. */
const renderLoginMode = (api: FakeApi) => renderPage(<LoginModePage />, api, { path: '/loginMode' });
const region = (name: string) => screen.findByRole('region', { name }, { timeout: 20_000 });

beforeEach(() => {
  sessionStorage.clear();
  signInAs();
});

// /loginMode (登录方式, personal centre): password always on, the masked phone, WeChat bound or not.
describe('/loginMode', () => {
  it('shows password login with a change-password link, the masked phone, and WeChat unbound with 绑定', async () => {
    const { user } = renderLoginMode(shellApi());
    const password = await region(LoginModeText.passwordTitle);
    expect(within(password).getByRole('button', { name: /修改密码/ })).toBeInTheDocument();
    expect(within(await region(LoginModeText.smsTitle)).getByText('138****0001')).toBeInTheDocument();
    const wechat = await region(LoginModeText.wechatTitle);
    expect(within(wechat).getByText(LoginModeText.wechatUnbound)).toBeInTheDocument();
    await user.click(within(wechat).getByRole('button', { name: /绑\s*定/ }));
    // 绑定 opens the scan dialog in bind mode.
    await screen.findByText(ThirdPartyMsg.bindScanTitle, {}, { timeout: 10_000 });
  });

  it('shows the bound nick name and unbinds after the confirmation', async () => {
    let list = [binding];
    const api = shellApi()
      .on(routes.getUserThirdList, () => ({ data: { list } }))
      .on(routes.unbindThirdAccount, () => {
        list = [];
        return { msg: ThirdPartyMsg.unbound, data: null };
      });
    const { user } = renderLoginMode(api);
    const wechat = await region(LoginModeText.wechatTitle);
    expect(within(wechat).getByText('王五')).toBeInTheDocument();
    await user.click(within(wechat).getByRole('button', { name: /解除绑定/ }));
    await user.click(await screen.findByRole('button', { name: /确\s*定/ }));
    await waitFor(() => expect(api.callsTo(routes.unbindThirdAccount)).toEqual([{ third_type: '2' }]));
    await screen.findByText(LoginModeText.wechatUnbound);
    await screen.findByText(ThirdPartyMsg.unbound);
  });

  it('shows an error with a retry when the bindings cannot be read', async () => {
    renderLoginMode(shellApi().on(routes.getUserThirdList, { code: ResultCode.INTERNAL, msg: '服务器开小差了', data: null }));
    await screen.findByText(LoginModeText.loadFailed, {}, { timeout: 20_000 });
    expect(screen.getByRole('button', { name: /重\s*试/ })).toBeInTheDocument();
  });
});

describe('/blankPage in bind mode', () => {
  it('binds the scanned account to the signed-in person and returns to /loginMode with a toast', async () => {
    sessionStorage.setItem(StorageKey.oauthState, 'st-1');
    sessionStorage.setItem('oauthScanMode', 'bind');
    const api = shellApi([binding])
      .on(routes.checkThirdBound, { data: { unique_token: 'ut-1', nick_name: '王五', expires_in: 600 } })
      .on(routes.bindCurrentUser, { msg: ThirdPartyMsg.bound, data: { user_id: 'u-demo', nick_name: '王五' } });
    renderApp('/blankPage?code=c-1&state=st-1', api);
    // The toast first: it goes after a few seconds, and on a loaded machine the wait for the new page can outlast it.
    await screen.findByText(ThirdPartyMsg.bound, {}, { timeout: 20_000 });
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/loginMode$/), { timeout: 20_000 });
    expect(api.callsTo(routes.checkThirdBound)).toEqual([{ type: '1', code: 'c-1', state: 'st-1' }]);
    expect(api.callsTo(routes.bindCurrentUser)).toEqual([{ unique_token: 'ut-1', third_type: '2' }]); // in the query (spec-1 §7)
  });

  it('shows a refusal (account bound to someone else) and leads back to /loginMode', async () => {
    sessionStorage.setItem(StorageKey.oauthState, 'st-2');
    sessionStorage.setItem('oauthScanMode', 'bind');
    const api = shellApi()
      .on(routes.checkThirdBound, { data: { unique_token: 'ut-2', nick_name: '王五', expires_in: 600 } })
      .on(routes.bindCurrentUser, { code: ResultCode.CONFLICT, msg: ThirdPartyMsg.thirdAccountBoundToOther, data: null });
    const { user } = renderApp('/blankPage?code=c-2&state=st-2', api);
    await screen.findByText(ThirdPartyMsg.thirdAccountBoundToOther, {}, { timeout: 20_000 });
    await user.click(screen.getByRole('button', { name: /返回登录方式/ }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/loginMode$/));
  });
});
