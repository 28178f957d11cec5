import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { Msg, StorageKey, routes } from '@zhuyun/contracts';
import { FakeApi } from '../../../testing/fake-api';
import { renderApp } from '../../../testing/render-app';
import { fill } from '../../../testing/fill';

const userInfo = {
  user_id: 'u1',
  user_no: 'demo',
  user_name: '演示管理员',
  real_name: '演示管理员',
  phone: '13800000001',
  email: null,
  comp_id: 'c1',
  company_type: 4,
  job: '单位管理员',
  job_list: [{ job_id: 'j1', job_name: '单位管理员' }],
  is_platform_admin: false,
};

const loginAnswer = (pwd_strong_flag: boolean) => ({
  data: { access_token: 'tok-1', user_id: 'u1', user_no: 'demo', user_name: '演示管理员', phone: '13800000001', email: null, comp_id: 'c1', company_type: 4, pwd_strong_flag, job_list: [] },
});

const unit = (status: number) => ({
  company_id: 'c1', org_id: 'o1', org_name: '演示建设集团', company_name: '演示建设集团', small_name: '演示建设', company_logo: null,
  province: '浙江省', city: '杭州市', area: '西湖区', addr: '文三路 90 号', status, is_cur: 1, is_default: 1, is_admin: true,
  global_id: 'c1', created_at: '2026-01-01T00:00:00.000Z',
});
const unitsPage = (statuses: number[]) => ({
  data: { list: statuses.map(unit), total_count: statuses.length, cur_page: 1, page_size: 10000 },
});

function apiThatSignsIn(pwdStrong = true, unitStatuses = [3]) {
  return new FakeApi()
    .on(routes.login, loginAnswer(pwdStrong))
    .on(routes.getMyCompanies, unitsPage(unitStatuses))
    .on(routes.getUserInfo, { data: userInfo })
    .on(routes.getUserDetail, { data: { company_name: '演示建设集团', job_data: userInfo.job_list } });
}

describe('password login', () => {
  it('names each empty field with its own message and calls nothing', async () => {
    const { user, api } = renderApp('/login');
    await user.click(await screen.findByRole('button', { name: /登\s*录/ }));
    await screen.findByText(Msg.loginUserNoRequired);
    expect(screen.getByText(Msg.loginPasswordRequired)).toBeInTheDocument();
    expect(api.callsTo(routes.login)).toHaveLength(0);
  });

  it("draws the form in plain elements, so /login's first paint needs no antd (issue 23)", async () => {
    const { container } = renderApp('/login');
    await screen.findByPlaceholderText('请输入密码');
    expect(container.querySelector('[class^="ant-"], [class*=" ant-"]')).toBeNull();
  });

  it('shows the password while the eye is on, and hides it again', async () => {
    const { user } = renderApp('/login');
    const password = await screen.findByPlaceholderText('请输入密码');
    expect(password).toHaveAttribute('type', 'password');
    await user.click(screen.getByRole('button', { name: '显示密码' }));
    expect(password).toHaveAttribute('type', 'text');
    await user.click(screen.getByRole('button', { name: '隐藏密码' }));
    expect(password).toHaveAttribute('type', 'password');
  });

  it('keeps only letters and digits of the user name as it is typed', async () => {
    const { user } = renderApp('/login');
    const userNo = await screen.findByPlaceholderText('请输入用户名');
    await user.type(userNo, 'de-mo 2026!_张');
    expect(userNo).toHaveValue('demo2026');
  });

  it("shows the server's message when the password is wrong", async () => {
    const api = new FakeApi().on(routes.login, { code: 10101, msg: Msg.wrongCredentials });
    const { user } = renderApp('/login', api);
    await fill(user, await screen.findByPlaceholderText('请输入用户名'), 'demo');
    await fill(user, screen.getByPlaceholderText('请输入密码'), 'nope');
    await user.click(screen.getByRole('button', { name: /登\s*录/ }));
    await screen.findByText(Msg.wrongCredentials);
    expect(localStorage.getItem(StorageKey.accessToken)).toBeNull();
  });

  it('marks the button busy while the login is on the way, ignores a second submit, and names it 登录 again after a refusal', async () => {
    let answer: (reply: { code: number; msg: string }) => void = () => undefined;
    const api = new FakeApi().on(routes.login, () => new Promise((resolve) => (answer = resolve)));
    const { user } = renderApp('/login', api);
    await fill(user, await screen.findByPlaceholderText('请输入用户名'), 'demo');
    await fill(user, screen.getByPlaceholderText('请输入密码'), 'nope');
    const submit = screen.getByRole('button', { name: /^登\s*录$/ });
    await user.click(submit);
    await waitFor(() => expect(submit).toHaveAttribute('aria-busy', 'true'));
    expect(submit).toHaveAccessibleName(/^登\s*录$/);
    await user.click(submit);
    answer({ code: 10101, msg: Msg.wrongCredentials });
    await screen.findByText(Msg.wrongCredentials);
    expect(api.callsTo(routes.login)).toHaveLength(1);
    expect(submit).not.toHaveAttribute('aria-busy');
    expect(submit).toHaveAccessibleName(/^登\s*录$/);
  });

  it('keeps the token and userInfo, opens /homepage and greets', async () => {
    const api = apiThatSignsIn(true);
    const { user } = renderApp('/login', api);
    await fill(user, await screen.findByPlaceholderText('请输入用户名'), 'demo');
    await fill(user, screen.getByPlaceholderText('请输入密码'), 'Demo@2026zy!');
    await user.click(screen.getByRole('button', { name: /登\s*录/ }));

    await screen.findByText(Msg.loginSuccess);
    await screen.findByText(/演示管理员/, { selector: 'h1' });
    expect(api.callsTo(routes.login)).toEqual([{ login_type: 1, user_no: 'demo', password: 'Demo@2026zy!', system_no: 'web' }]);
    expect(JSON.parse(localStorage.getItem(StorageKey.accessToken) ?? 'null')).toBe('tok-1');
    expect(JSON.parse(localStorage.getItem(StorageKey.userId) ?? 'null')).toBe('u1');
    expect(JSON.parse(localStorage.getItem(StorageKey.userInfo) ?? 'null')).toEqual({
      real_name: '演示管理员',
      job: '单位管理员',
      user_name: '演示管理员',
      phone: '13800000001',
      user_id: 'u1',
      access_token: 'tok-1',
      comp_id: 'c1',
      company_type: 4,
    });
    // spec-1 §3: companyInfo is kept as JSON beside userInfo; its name comes with the homepage's user detail.
    await waitFor(() =>
      expect(JSON.parse(localStorage.getItem(StorageKey.companyInfo) ?? 'null')).toEqual({ company_id: 'c1', company_name: '演示建设集团', company_type: 4 }),
    );
  });

  it('warns about a weak password instead of greeting', async () => {
    const { user } = renderApp('/login', apiThatSignsIn(false));
    await fill(user, await screen.findByPlaceholderText('请输入用户名'), 'demo');
    await fill(user, screen.getByPlaceholderText('请输入密码'), 'weakpw');
    await user.click(screen.getByRole('button', { name: /登\s*录/ }));
    await screen.findByText(Msg.weakPasswordWarning);
    expect(screen.queryByText(Msg.loginSuccess)).not.toBeInTheDocument();
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/homepage'));
  });

  it.each([[[]], [[2]], [[2, 4]]])('goes to My units to create or join one when no unit is approved (%j)', async (statuses) => {
    const api = apiThatSignsIn(true, statuses);
    const { user } = renderApp('/login', api);
    await fill(user, await screen.findByPlaceholderText('请输入用户名'), 'worker');
    await fill(user, screen.getByPlaceholderText('请输入密码'), 'Worker@2026zy!');
    await user.click(screen.getByRole('button', { name: /登\s*录/ }));
    await screen.findByText(Msg.goCreateOrJoinUnit);
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/workbenchMyUnit'));
    // The finish reads every unit at once; the My units page it opens then pages its own list.
    expect(api.callsTo(routes.getMyCompanies)[0]).toEqual({ is_page: '0' });
  });

  it('takes the platform administrator, who needs no unit, to the units to review instead of My units', async () => {
    const api = apiThatSignsIn(true, [])
      .on(routes.getUserInfo, { data: { ...userInfo, user_no: 'admin', comp_id: null, company_type: null, job: null, job_list: [], is_platform_admin: true } })
      .on(routes.getUnitReviewList, { data: { list: [], total_count: 0, cur_page: 1, page_size: 10 } });
    const { user } = renderApp('/login', api);
    await fill(user, await screen.findByPlaceholderText('请输入用户名'), 'admin');
    await fill(user, screen.getByPlaceholderText('请输入密码'), 'Admin@2026zy!');
    await user.click(screen.getByRole('button', { name: /登\s*录/ }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/companyList'));
    expect(screen.queryByText(Msg.goCreateOrJoinUnit)).not.toBeInTheDocument();
  });
});
