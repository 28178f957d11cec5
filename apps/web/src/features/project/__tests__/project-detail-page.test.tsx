import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { routes } from '@zhuyun/contracts';
import { FakeApi, renderPage } from '../../../testing/render-page';
import { signInAs } from '../../../testing/render-app';
import { ProjectDetailPage } from '../pages/project-detail-page';

const LOAD = { timeout: 30_000 };
const detail = {
  project_id: 'p1',
  project_code: 'HZ-1',
  project_name: '未来科技城项目',
  address: '示范路1号',
  company_id: 'c1',
  company_name: '演示建设集团',
  province: '浙江省',
  province_no: '330000',
  city: '杭州市',
  city_no: '330100',
  area: '余杭区',
  area_no: '330110',
  area_id: 330110,
  lon: null,
  lat: null,
  building_area: 52000,
  building_type: '1',
  status: 2,
  org_no: null,
  start_date: '2026-01-01',
  end_date: null,
  remark: null,
  created_at: '2026-01-01T00:00:00Z',
  units: [{ unit_company_id: 'c2', unit_name: '乙方设计院', role: 'design' }],
  rela_projects: [{ project_id: 'p2', project_code: 'HZ-2', project_name: '二期项目' }],
  component_total: 18,
};

describe('/projectDetail', () => {
  it('shows the project, its units, related projects and component count', async () => {
    signInAs();
    renderPage(<ProjectDetailPage />, new FakeApi().on(routes.detailProject, { data: detail }), { path: '/projectDetail?project_id=p1' });
    await screen.findByText('浙江省 / 杭州市 / 余杭区', {}, LOAD);
    expect(screen.getByText('在建')).toBeInTheDocument();
    const unitRow = screen.getByText('乙方设计院').closest('tr') as HTMLElement;
    expect(within(unitRow).getByText('设计单位')).toBeInTheDocument();
    expect(screen.getByText('二期项目')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /构件（18）/ })).toBeInTheDocument();
  });

  it('says when the project does not exist (another company\'s answers the same)', async () => {
    signInAs();
    renderPage(<ProjectDetailPage />, new FakeApi().on(routes.detailProject, { code: 10002, msg: '项目不存在' }), { path: '/projectDetail?project_id=px' });
    await screen.findByText('项目不存在', {}, LOAD);
  });
});
