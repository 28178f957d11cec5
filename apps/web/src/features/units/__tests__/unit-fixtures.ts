import { Limits } from '@zhuyun/contracts';

/** A unit as My units answers it (spec-1 §3 "Unit list item"). */
export const unit = (company_id: string, company_name: string, status: number, extra: Record<string, unknown> = {}) => ({
  company_id,
  org_id: `org-${company_id}`,
  org_name: company_name,
  company_name,
  small_name: null,
  company_logo: null,
  province: '浙江省',
  city: '杭州市',
  area: '钱塘区',
  addr: '江东大道1号',
  status,
  is_cur: 0,
  is_default: 0,
  is_admin: false,
  global_id: company_id,
  created_at: '2026-01-01T00:00:00.000Z',
  ...extra,
});

export const page = <T>(list: T[], total = list.length, cur = 1) => ({
  data: { list, total_count: total, cur_page: cur, page_size: Limits.unitsPageSize },
});

/** A user with no unit yet, as after registration. */
export const newcomer = {
  real_name: '王工',
  job: null,
  user_name: '王工',
  phone: '13900000009',
  user_id: 'u-new',
  access_token: 'token-new',
  comp_id: null,
  company_type: null,
};
