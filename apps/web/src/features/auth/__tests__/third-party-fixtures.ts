import { routes } from '@zhuyun/contracts';
import { FakeApi } from '../../../testing/fake-api';

export const userInfo = {
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

export const loginData = {
  access_token: 'tok-1',
  user_id: 'u1',
  user_no: 'demo',
  user_name: '演示管理员',
  phone: '13800000001',
  email: null,
  comp_id: 'c1',
  company_type: 4,
  pwd_strong_flag: true,
  job_list: [],
};

const approvedUnit = {
  company_id: 'c1', org_id: 'o1', org_name: '演示建设集团', company_name: '演示建设集团', small_name: '演示建设', company_logo: null,
  province: '浙江省', city: '杭州市', area: '西湖区', addr: '文三路 90 号', status: 3, is_cur: 1, is_default: 1, is_admin: true,
  global_id: 'c1', created_at: '2026-01-01T00:00:00.000Z',
};

/** A server on which the demo account signs in and has one approved unit. */
export function signedInApi(): FakeApi {
  return new FakeApi()
    .on(routes.login, { data: loginData })
    .on(routes.getMyCompanies, { data: { list: [approvedUnit], total_count: 1, cur_page: 1, page_size: 10000 } })
    .on(routes.getUserInfo, { data: userInfo })
    .on(routes.getUserDetail, {
      data: { ...userInfo, status: 1, pwd_strong_flag: true, create_date: '2026-01-01', company_id: 'c1', company_name: '演示建设集团', job_data: [] },
    });
}
