import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { Msg, StorageKey, routes } from '@zhuyun/contracts';
import { FakeApi } from '../../../testing/fake-api';
import { renderApp } from '../../../testing/render-app';
import { fill } from '../../../testing/fill';

const userInfo = {
  user_id: 'u9', user_no: 'newbie', user_name: '新用户', real_name: '新用户', phone: '13900000009', email: null,
  comp_id: null, company_type: null, job: null, job_list: [], is_platform_admin: false,
};

async function openRegister(api = new FakeApi()) {
  const view = renderApp('/login', api);
  await view.user.click(await screen.findByRole('button', { name: '立即注册' }));
  await screen.findByRole('tab', { name: '账号注册', selected: true });
  return view;
}

const field = (placeholder: string) => screen.getByPlaceholderText(placeholder);

describe('full register form', () => {
  it('names every empty field with its own message', async () => {
    const { user, api } = await openRegister();
    await user.click(screen.getByRole('button', { name: /注\s*册/ }));
    for (const message of [Msg.userNoRequired, Msg.userNameRequired, Msg.passwordRequired, Msg.confirmPasswordRequired, Msg.phoneRequiredRegister, Msg.codeRequiredRegister]) {
      await screen.findByText(message);
    }
    expect(api.callsTo(routes.scanRegister)).toHaveLength(0);
  });

  it('checks length, the repeated password and the phone', async () => {
    const { user } = await openRegister();
    await fill(user, field('请输入密码（6-20位）'), 'abc');
    expect(await screen.findAllByText(Msg.registerPasswordLength)).not.toHaveLength(0);
    await fill(user, field('请再次输入密码'), 'abcd');
    await screen.findByText(Msg.passwordsDiffer);
    await fill(user, field('请输入手机号'), '1380000');
    await user.click(screen.getByRole('button', { name: /注\s*册/ }));
    await screen.findByText(Msg.phoneInvalidRegister);
  });

  it('keeps only letters and digits of the user name', async () => {
    const { user } = await openRegister();
    await user.type(field('请输入用户名（字母或数字）'), 'new_bie 01!');
    expect(field('请输入用户名（字母或数字）')).toHaveValue('newbie01');
  });

  it('registers, returns to password login with the credentials and signs in', async () => {
    const api = new FakeApi()
      .on(routes.scanRegister, { msg: Msg.registered, data: { user_id: 'u9', user_no: 'newbie', pwd_strong_flag: false } })
      .on(routes.login, { data: { access_token: 'tok-9', user_id: 'u9', user_no: 'newbie', user_name: '新用户', phone: '13900000009', email: null, comp_id: null, company_type: null, pwd_strong_flag: false, job_list: [] } })
      .on(routes.getMyCompanies, { data: { list: [], total_count: 0, cur_page: 1, page_size: 10000 } })
      .on(routes.getUserInfo, { data: userInfo })
      .on(routes.getUserDetail, { data: { company_name: null, job_data: [] } });
    const { user } = await openRegister(api);
    await fill(user, field('请输入用户名（字母或数字）'), 'newbie');
    await fill(user, field('请输入姓名'), '新用户');
    await fill(user, field('请输入密码（6-20位）'), 'secret1');
    await fill(user, field('请再次输入密码'), 'secret1');
    await fill(user, field('请输入手机号'), '13900000009');
    await fill(user, field('请输入验证码'), '123456');
    await user.click(screen.getByRole('button', { name: /注\s*册/ }));

    await screen.findByText(Msg.registered);
    expect(api.callsTo(routes.scanRegister)).toEqual([
      { user_no: 'newbie', user_name: '新用户', password: 'secret1', confirm_password: 'secret1', phone: '13900000009', code: '123456', user_type: 4, usage_code: 2, system_no: 'web', audit_status: 2 },
    ]);
    // Signed in with the new credentials; without a unit, on to My units to create or join one.
    await screen.findByText(Msg.goCreateOrJoinUnit);
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/workbenchMyUnit'));
    expect(api.callsTo(routes.login)).toEqual([{ login_type: 1, user_no: 'newbie', password: 'secret1', system_no: 'web' }]);
  });

  it("shows the server's refusal and stays on the form", async () => {
    const api = new FakeApi().on(routes.scanRegister, { code: 10003, msg: Msg.userNoTaken });
    const { user } = await openRegister(api);
    await fill(user, field('请输入用户名（字母或数字）'), 'demo');
    await fill(user, field('请输入姓名'), '重名');
    await fill(user, field('请输入密码（6-20位）'), 'secret1');
    await fill(user, field('请再次输入密码'), 'secret1');
    await fill(user, field('请输入手机号'), '13900000009');
    await fill(user, field('请输入验证码'), '123456');
    await user.click(screen.getByRole('button', { name: /注\s*册/ }));
    await screen.findByText(Msg.userNoTaken);
    expect(screen.getByRole('tab', { name: '账号注册', selected: true })).toBeInTheDocument();
  });
});

describe('phone register form', () => {
  it('checks phone and code, then signs in with the token it answers', async () => {
    // Where the app was when it asked for the units: the units page asks for its own list, the sign-in must not.
    const unitsAskedFrom: string[] = [];
    const api = new FakeApi()
      .on(routes.getMyCompanies, () => {
        unitsAskedFrom.push(screen.getByTestId('location').textContent ?? '');
        return { data: { list: [], total_count: 0 } };
      })
      .on(routes.phoneRegister, { msg: Msg.registered, data: { user_id: 'u9', user_no: null, pwd_strong_flag: false, access_token: 'tok-p' } })
      .on(routes.getUserInfo, { data: userInfo })
      .on(routes.getUserDetail, { data: { company_name: null, job_data: [] } });
    const { user } = await openRegister(api);
    await user.click(screen.getByRole('tab', { name: '手机号注册' }));
    const panel = await screen.findByRole('tabpanel');
    await user.click(await within(panel).findByRole('button', { name: '注册并登录' }));
    await screen.findByText(Msg.phoneRequiredRegister);
    await screen.findByText(Msg.codeRequiredRegister);

    await fill(user, field('请输入手机号'), '13900000009');
    await fill(user, field('请输入验证码'), '654321');
    await user.click(screen.getByRole('button', { name: '注册并登录' }));
    // Registration through the code form goes to the units page (spec-1 §4) without asking for the units.
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/workbenchMyUnit'));
    expect(unitsAskedFrom.filter((path) => !path.startsWith('/workbenchMyUnit'))).toEqual([]);
    expect(api.callsTo(routes.phoneRegister)).toEqual([{ phone: '13900000009', code: '654321', user_type: 4, usage_code: 2, system_no: 'web' }]);
    expect(JSON.parse(localStorage.getItem(StorageKey.accessToken) ?? 'null')).toBe('tok-p');
  });
});
