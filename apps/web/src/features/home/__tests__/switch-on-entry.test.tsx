import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { ResultCode, StorageKey, routes } from '@zhuyun/contracts';
import { FakeApi } from '../../../testing/fake-api';
import { renderApp, signInAs } from '../../../testing/render-app';
import { hardNavigate } from '../../../lib/hard-navigate';

const info = {
  user_id: 'u-demo', user_no: 'demo', user_name: '演示管理员', real_name: '演示管理员', phone: '13800000001', email: null,
  comp_id: 'c2', company_type: 2, job: '施工员', job_list: [], is_platform_admin: false,
};
const tokenAnswer = {
  data: { access_token: 'tok-new', user_id: 'u-demo', user_no: 'demo', user_name: '演示管理员', phone: '13800000001', email: null, comp_id: 'c2', company_type: 2, pwd_strong_flag: true, job_list: [] },
};

// /homepage?current_company_id=… (spec-1 §2): the switch ends the old token on the server, so a call the page sent
// with it before the switch comes back 10204. That answer is about the old session, not the new one.
describe('/homepage?current_company_id= entering another unit', () => {
  let reloads: string[];
  beforeEach(() => {
    reloads = [];
    vi.spyOn(hardNavigate, 'to').mockImplementation((path) => void reloads.push(path));
  });
  afterEach(() => vi.restoreAllMocks());

  it('keeps the new token when a call sent with the old one is refused after the switch', async () => {
    signInAs();
    let switched!: () => void;
    let detailCalls = 0;
    const afterSwitch = new Promise<void>((resolve) => (switched = resolve));
    const api = new FakeApi()
      // The first is sent with the old token as the page opens; the server answers once that token has ended. Later
      // ones carry the new token.
      .on(routes.getUserDetail, async () => {
        if (++detailCalls > 1) return { data: { company_name: '乙方建设', job_data: [] } };
        await afterSwitch;
        return { code: ResultCode.SESSION_ENDED, msg: '登录已失效，请重新登录' };
      })
      .on(routes.changeCompanyToken, tokenAnswer)
      .on(routes.getUserInfo, () => {
        switched();
        return { data: info };
      });
    renderApp('/homepage?current_company_id=c2&current_org_id=org-c2', api);
    await waitFor(() => expect(reloads).toEqual(['/homepage']));
    // The page asks again with the new token once the old answer (10204) has come and gone.
    await screen.findByText('乙方建设');
    expect(screen.getByTestId('location')).not.toHaveTextContent('/login');
    expect(JSON.parse(localStorage.getItem(StorageKey.accessToken) ?? 'null')).toBe('tok-new');
    expect(JSON.parse(localStorage.getItem(StorageKey.userInfo) ?? 'null')).toMatchObject({ comp_id: 'c2', access_token: 'tok-new' });
  });
});
