import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { StorageKey, routes } from '@zhuyun/contracts';
import { FakeApi } from '../../../testing/fake-api';
import { demoUser, renderApp, signInAs } from '../../../testing/render-app';
import { hardNavigate } from '../../../lib/hard-navigate';

const unit = (company_id: string, company_name: string, status: number, is_cur: number) => ({
  company_id, org_id: `org-${company_id}`, org_name: company_name, company_name, small_name: null, company_logo: null,
  province: '浙江省', city: '杭州市', area: '西湖区', addr: null, status, is_cur, is_default: is_cur, is_admin: false,
  global_id: company_id, created_at: '2026-01-01T00:00:00.000Z',
});

const info = (comp_id: string, job: string) => ({
  user_id: 'u-demo', user_no: 'demo', user_name: '演示管理员', real_name: '演示管理员', phone: '13800000001', email: null,
  comp_id, company_type: 4, job, job_list: [{ job_id: 'j1', job_name: '单位管理员' }, { job_id: 'j2', job_name: '质检员' }], is_platform_admin: false,
});

const tokenAnswer = (access_token: string) => ({
  data: { access_token, user_id: 'u-demo', user_no: 'demo', user_name: '演示管理员', phone: '13800000001', email: null, comp_id: 'c2', company_type: 2, pwd_strong_flag: true, job_list: [] },
});

// 切换单位 and 切换岗位 in the user dropdown, and /homepage?current_company_id= (spec-1 §2, §4).
describe('switching unit and job', () => {
  let reloads: string[];
  beforeEach(() => {
    reloads = [];
    vi.spyOn(hardNavigate, 'to').mockImplementation((path) => void reloads.push(path));
  });
  afterEach(() => vi.restoreAllMocks());

  const openMenuItem = async (user: ReturnType<typeof renderApp>['user'], label: string) => {
    await user.click(await screen.findByRole('button', { name: '用户菜单' }));
    await user.click(await screen.findByText(label));
    return screen.findByRole('dialog');
  };

  it('lists the approved units, keeps the new token and reloads /homepage', async () => {
    signInAs();
    const api = new FakeApi()
      .on(routes.getUserDetail, { data: { company_name: '演示建设集团', job_data: [] } })
      .on(routes.getMyCompanies, { data: { list: [unit('c1', '演示建设集团', 3, 1), unit('c2', '乙方建设', 3, 0), unit('c3', '审核中单位', 2, 0)], total_count: 3, cur_page: 1, page_size: 10000 } })
      .on(routes.changeCompanyToken, tokenAnswer('tok-2'))
      .on(routes.getUserInfo, { data: info('c2', '施工员') });
    const { user } = renderApp('/homepage', api);
    const dialog = await openMenuItem(user, '切换单位');
    await within(dialog).findByText('乙方建设');
    expect(within(dialog).queryByText('审核中单位')).not.toBeInTheDocument();
    await user.click(within(dialog).getByText('乙方建设'));
    await user.click(within(dialog).getByRole('button', { name: /切\s*换/ }));
    await waitFor(() => expect(reloads).toEqual(['/homepage']));
    expect(api.callsTo(routes.changeCompanyToken)).toEqual([{ company_id: 'c2', org_id: 'org-c2' }]);
    expect(JSON.parse(localStorage.getItem(StorageKey.accessToken) ?? 'null')).toBe('tok-2');
    expect(JSON.parse(localStorage.getItem(StorageKey.userInfo) ?? 'null')).toMatchObject({ comp_id: 'c2', access_token: 'tok-2', job: '施工员' });
    expect(JSON.parse(localStorage.getItem(StorageKey.companyInfo) ?? 'null')).toMatchObject({ company_id: 'c2' });
  });

  it('stays as it was when the server refuses the switch', async () => {
    signInAs();
    const api = new FakeApi()
      .on(routes.getUserDetail, { data: { company_name: '演示建设集团', job_data: [] } })
      .on(routes.getMyCompanies, { data: { list: [unit('c1', '演示建设集团', 3, 1), unit('c2', '乙方建设', 3, 0)], total_count: 2, cur_page: 1, page_size: 10000 } })
      .on(routes.changeCompanyToken, { code: 10403, msg: '该单位尚未审核通过，不能进入' });
    const { user } = renderApp('/homepage', api);
    const dialog = await openMenuItem(user, '切换单位');
    await user.click(await within(dialog).findByText('乙方建设'));
    await user.click(within(dialog).getByRole('button', { name: /切\s*换/ }));
    await screen.findByText('该单位尚未审核通过，不能进入');
    expect(reloads).toEqual([]);
    expect(JSON.parse(localStorage.getItem(StorageKey.accessToken) ?? 'null')).toBe(demoUser.access_token);
  });

  it('switches job among the jobs held in the unit', async () => {
    signInAs();
    let switched = false;
    const api = new FakeApi()
      .on(routes.getUserDetail, { data: { company_name: '演示建设集团', job_data: [] } })
      .on(routes.getUserInfo, () => ({ data: info('c1', switched ? '质检员' : '单位管理员') }))
      .on(routes.changeJobToken, () => {
        switched = true;
        return tokenAnswer('tok-3');
      });
    const { user } = renderApp('/homepage', api);
    const dialog = await openMenuItem(user, '切换岗位');
    await user.click(await within(dialog).findByText('质检员'));
    await user.click(within(dialog).getByRole('button', { name: /切\s*换/ }));
    await waitFor(() => expect(reloads).toEqual(['/homepage']));
    expect(api.callsTo(routes.changeJobToken)).toEqual([{ job_id: 'j2' }]);
    expect(JSON.parse(localStorage.getItem(StorageKey.userInfo) ?? 'null')).toMatchObject({ job: '质检员', access_token: 'tok-3' });
  });

  it('enters the unit named in the homepage query', async () => {
    signInAs();
    const api = new FakeApi()
      .on(routes.changeCompanyToken, tokenAnswer('tok-4'))
      .on(routes.getUserInfo, { data: info('c2', '施工员') });
    renderApp('/homepage?current_company_id=c2&current_org_id=org-c2', api);
    await waitFor(() => expect(reloads).toEqual(['/homepage']));
    expect(api.callsTo(routes.changeCompanyToken)).toEqual([{ company_id: 'c2', org_id: 'org-c2' }]);
  });

  it('only drops the query when already in that unit', async () => {
    signInAs();
    const api = new FakeApi().on(routes.getUserDetail, { data: { company_name: '演示建设集团', job_data: [] } });
    renderApp(`/homepage?current_company_id=${demoUser.comp_id}&current_org_id=o1`, api);
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/homepage$/));
    expect(api.callsTo(routes.changeCompanyToken)).toEqual([]);
    await screen.findByText('演示建设集团');
  });
});
