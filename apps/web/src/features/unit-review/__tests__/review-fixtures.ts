export const joinRow = (id: string, user_name: string, status = 2, extra: Record<string, unknown> = {}) => ({
  id, user_id: `u-${id}`, user_name, phone: '13900000001', company_id: 'c1', org_id: 'o1', dept_id: 'd-eng', dept_name: '工程部',
  job_id: 'j-builder', job_name: '施工员', status, remark: null, created_at: '2026-11-20T08:00:00.000Z', ...extra,
});

export const unitRow = (company_id: string, company_name: string, status = 2) => ({
  company_id, company_name, small_name: null, business_type_list: [{ name: '施工总承包', value: 'construction' }],
  province: '浙江省', city: '杭州市', area: '钱塘区', addr: '江东大道1号', creator_name: '王工', creator_phone: '13900000009',
  status, review_remark: null, created_at: '2026-11-20T08:00:00.000Z', reviewed_at: null,
});

export const listOf = <T>(list: T[], total = list.length) => ({ data: { list, total_count: total, cur_page: 1, page_size: 10 } });
