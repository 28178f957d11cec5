import { describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import { routes } from '@zhuyun/contracts';
import { FakeApi, renderPage } from '../../../testing/render-page';
import { signInAs } from '../../../testing/render-app';
import { ComponentDetailPage } from '../pages/component-detail-page';

const LOAD = { timeout: 30_000 };
const row = {
  component_id: 'c1',
  project_id: 'p1',
  project_name: '未来科技城项目',
  cp_num: 'YKB-1',
  cp_type: '1',
  cp_type_name: '预制叠合板',
  component_sort: '1',
  build_no: '2',
  floor_no: '5',
  volume: 1.5,
  weight: 3,
  factory_name: '德清厂',
  progress: 2,
  produce_date: '2026-03-01',
  out_date: '2026-03-02',
  scene_date: null,
  end_install_date: null,
  report_result: 2,
  report_date: '2026-03-01',
  car_id: 'car1',
  car_num: '浙A12345',
  created_at: '2026-03-01T00:00:00Z',
};
const page = (list: unknown[]) => ({ data: { list, total_count: list.length, cur_page: 1, page_size: 1 } });

describe('/componentDetails', () => {
  it('shows the component, its steps with dates, the result and its QR label', async () => {
    signInAs();
    URL.createObjectURL = vi.fn(() => 'blob:qr');
    const fake = new FakeApi()
      .on(routes.listComponents, page([row]))
      .on(routes.getComponentQrcode, () => new Response(new Uint8Array([137, 80, 78, 71]), { headers: { 'content-type': 'image/png' } }));
    renderPage(<ComponentDetailPage />, fake, { path: '/componentDetails?id=c1' });
    await screen.findByText('构件 YKB-1', {}, LOAD);
    expect(fake.callsTo(routes.listComponents)[0]).toMatchObject({ component_id: 'c1' });
    expect(screen.getByText('不合格')).toBeInTheDocument();
    expect(screen.getByText('2 / 5')).toBeInTheDocument();
    expect(screen.getByText('2026-03-02')).toBeInTheDocument();
    expect(screen.getAllByText('未完成')).toHaveLength(2);
    expect(await screen.findByAltText('YKB-1 二维码', {}, LOAD)).toHaveAttribute('src', 'blob:qr');
  });

  it('shows volume and weight with their fields\' decimals, not the stored double', async () => {
    signInAs();
    URL.createObjectURL = vi.fn(() => 'blob:qr');
    const fake = new FakeApi()
      .on(routes.listComponents, page([{ ...row, volume: 1.2 + 2 * 0.3, weight: 4.5, report_result: 1, report_date: '2026-03-01' }]))
      .on(routes.getComponentQrcode, () => new Response(new Uint8Array([137, 80, 78, 71]), { headers: { 'content-type': 'image/png' } }));
    renderPage(<ComponentDetailPage />, fake, { path: '/componentDetails?id=c1' });
    await screen.findByText('构件 YKB-1', {}, LOAD);
    expect(screen.getByText('1.800')).toBeInTheDocument();
    expect(screen.getByText('4.500')).toBeInTheDocument();
    expect(screen.queryByText('1.7999999999999998')).toBeNull();
  });

  it('says when the component does not exist', async () => {
    signInAs();
    renderPage(<ComponentDetailPage />, new FakeApi().on(routes.listComponents, page([])), { path: '/componentDetails?id=nope' });
    await screen.findByText('构件不存在', {}, LOAD);
  });
});
