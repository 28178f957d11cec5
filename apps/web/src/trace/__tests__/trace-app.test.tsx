import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiClient, memoryStore } from '@zhuyun/client';
import { FakeApi } from '../../testing/fake-api';
import { TraceApp } from '../trace-app';

const ID = '01900000-0000-7000-8000-000000013003';
const traceRoute = { method: 'GET', path: `/api/v1/project/code_component/${ID}` } as never;
const trace = {
  cp_num: 'WLKJ-4-004',
  cp_type: '4',
  cp_type_name: '预制梁',
  progress: 3,
  build_no: '1',
  floor_no: '4',
  produce_date: '2026-03-01',
  out_date: '2026-03-10',
  scene_date: '2026-03-11',
  end_install_date: null,
  factory_name: '德清预制构件厂',
  project: { project_name: '杭州未来科技城装配式住宅项目', address: '浙江省杭州市余杭区示范路1号' },
  car: { car_num: '浙A12345', leader: '李师傅' },
  gps: { gps_num: 'GPS-DEMO-0001' },
  component_report: { result: 1, report_date: '2026-03-01' },
  track: [
    { lon: 119.97, lat: 30.53 },
    { lon: 119.98, lat: 30.4 },
    { lon: 119.99, lat: 30.28 },
  ],
};

function setup(api: FakeApi, id: string | null = ID) {
  const client = new ApiClient({ baseUrl: '', systemNo: 'web', authCode: 'x', store: memoryStore(), fetch: api.fetch });
  return render(<TraceApp client={client} id={id} mapTileUrl={null} />);
}

describe('trace page', () => {
  it('shows the component, its steps with dates, project, car and the track without tiles', async () => {
    const api = new FakeApi().on(traceRoute, { data: trace });
    setup(api);
    expect(screen.getByRole('status')).toHaveTextContent('正在加载构件信息');
    await screen.findByText('WLKJ-4-004');
    expect(screen.getByText('预制梁')).toBeInTheDocument();
    expect(screen.getByText('合格')).toBeInTheDocument();
    expect(screen.getByText('杭州未来科技城装配式住宅项目')).toBeInTheDocument();
    expect(screen.getByText('李师傅')).toBeInTheDocument();
    expect(screen.getByText('GPS-DEMO-0001')).toBeInTheDocument();
    const steps = screen.getAllByRole('listitem');
    expect(steps.map((s) => s.textContent)).toEqual(['已生产2026-03-01', '已出厂2026-03-10', '已进场2026-03-11', '已安装未完成']);
    expect(steps[2]).toHaveAttribute('aria-current', 'step');
    expect(screen.getByRole('img', { name: '运输轨迹，共 3 个定位点' })).toBeInTheDocument();
  });

  it('says when the component does not exist, or no id came', async () => {
    setup(new FakeApi());
    await screen.findByText('未找到该构件');
  });

  it('says so without an id', () => {
    setup(new FakeApi(), null);
    expect(screen.getByText('未找到该构件')).toBeInTheDocument();
  });

  it('offers a retry after a failure', async () => {
    let fail = true;
    const api = new FakeApi().on(traceRoute, () => (fail ? new Response('boom', { status: 502 }) : { data: { ...trace, track: [] } }));
    setup(api);
    await screen.findByText('加载失败');
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: '重试' }));
    await screen.findByText('WLKJ-4-004');
    expect(screen.getByText('暂无运输轨迹')).toBeInTheDocument();
  });
});
