import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { project } from '@zhuyun/contracts';
import { AppProviders } from '../../../app/providers';
import { createAppServices } from '../../../app/services';
import { FakeApi } from '../../../testing/fake-api';

/** One dialog inside the app's real providers (ApiClient, query cache, antd theme, toasts), talking to `api`. */
export function renderDialog(ui: ReactElement, api: FakeApi = new FakeApi()) {
  const services = createAppServices({ fetch: api.fetch, retryQueries: false, config: { systemNo: 'web', authCode: 'test-auth-code', mapTileUrl: null } });
  const user = userEvent.setup();
  const view = render(<AppProviders services={services}>{ui}</AppProviders>);
  return { ...view, user, api };
}

export const projectRow = (i: number) => ({
  project_id: `p${i}`,
  project_code: `HZ-${String(i).padStart(3, '0')}`,
  project_name: `项目${i}`,
  address: `杭州市钱塘区${i}号`,
  company_id: 'c1',
  company_name: '演示建设集团',
  province: null,
  province_no: null,
  city: null,
  city_no: null,
  area: null,
  area_no: null,
  area_id: null,
  lon: null,
  lat: null,
  building_area: null,
  building_type: null,
  status: 2,
  org_no: null,
  start_date: null,
  end_date: null,
  remark: null,
  created_at: '2026-01-01T00:00:00Z',
});

/** A company with `total` projects, answered 10 (or per_page) at a time and filtered by project_name, like the server. */
export function projectListApi(total: number, api: FakeApi = new FakeApi()): FakeApi {
  const all = Array.from({ length: total }, (_, i) => projectRow(i + 1));
  return api.on(project.getProjectList, (params) => {
    const perPage = Number(params.per_page ?? 20);
    const page = Number(params.page ?? 1);
    const name = String(params.project_name ?? '');
    const hits = all.filter((p) => p.project_name.includes(name));
    return { data: { list: hits.slice((page - 1) * perPage, page * perPage), total_count: hits.length, cur_page: page, page_size: perPage } };
  });
}
