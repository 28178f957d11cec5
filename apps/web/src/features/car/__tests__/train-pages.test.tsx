import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { routes } from '@zhuyun/contracts';
import { FakeApi, renderPage } from '../../../testing/render-page';
import { TrainMonitorPage } from '../pages/train-monitor-page';
import { TrainDetailPage } from '../pages/train-detail-page';

const LOAD = { timeout: 30_000 };
const page = (list: unknown[]) => ({ data: { list, total_count: list.length, cur_page: 1, page_size: 20 } });
const car = (over: Record<string, unknown>) => ({ car_id: 'c1', car_num: '浙A12345', car_type: null, car_type_name: null, leader: '李师傅', phone: null, gps_num: null, remark: null, last_point: null, created_at: '2026-11-01T00:00:00Z', ...over });
const now = new Date().toISOString();
const cars = page([
  car({ last_point: { lon: 120.1, lat: 30.2, recorded_at: now } }),
  car({ car_id: 'c2', car_num: '浙A6P218', leader: '陈师傅', last_point: { lon: 119.97, lat: 30.53, recorded_at: '2026-11-25T03:30:00.000Z' } }),
  car({ car_id: 'c3', car_num: '浙A00001', leader: '王师傅' }),
]);

describe('/trainMonitor', () => {
  it('lists the cars with their state beside the map and opens a car\'s day', async () => {
    const fake = new FakeApi().on(routes.listCars, cars);
    const { user } = renderPage(<TrainMonitorPage />, fake);
    await screen.findByText('共 3 辆，1 辆在线', {}, LOAD);
    expect(screen.getByRole('region', { name: '车辆位置地图' })).toBeInTheDocument();
    expect(fake.callsTo(routes.listCars)[0]).toMatchObject({ is_page: '0' });
    const item = (name: string) => screen.getByText(name).closest('li') as HTMLElement;
    expect(within(item('浙A12345')).getByText('在线')).toBeInTheDocument();
    expect(within(item('浙A6P218')).getByText('离线')).toBeInTheDocument();
    expect(within(item('浙A00001')).getByText('无定位')).toBeInTheDocument();
    await user.type(screen.getByPlaceholderText('车牌号或司机'), '陈{enter}');
    await waitFor(() => expect(screen.queryByText('浙A12345')).not.toBeInTheDocument(), LOAD);
    expect(screen.getByText('共 1 辆，0 辆在线')).toBeInTheDocument();
  });
});

describe('/trainDetail', () => {
  const day = {
    car_id: 'c2', car_num: '浙A6P218', date: '2026-11-25', distance_km: 56.6, first_at: '2026-11-24T23:00:00.000Z', last_at: '2026-11-25T03:30:00.000Z', max_speed: 48, days_with_track: ['2026-11-25'],
    points: [{ lon: 119.97, lat: 30.53, recorded_at: '2026-11-24T23:00:00.000Z', speed: 0 }, { lon: 119.99, lat: 30.28, recorded_at: '2026-11-25T01:10:00.000Z', speed: 0 }],
    stops: [
      { start_at: '2026-11-24T23:00:00.000Z', end_at: '2026-11-24T23:40:00.000Z', minutes: 40, lon: 119.97, lat: 30.53 },
      { start_at: '2026-11-25T01:10:00.000Z', end_at: '2026-11-25T02:00:00.000Z', minutes: 50, lon: 119.9927, lat: 30.2788 },
    ],
  };

  it("shows the car's day on the day of its last fix: distance, times and stops", async () => {
    const fake = new FakeApi().on(routes.listCars, cars).on(routes.getCarDay, { data: day });
    renderPage(<TrainDetailPage />, fake, { path: '/trainDetail?car_id=c2' });
    await screen.findByText('车辆详情：浙A6P218', {}, LOAD);
    expect((await screen.findByText('行驶里程', {}, LOAD)).closest('.ant-statistic')).toHaveTextContent('56.6km');
    expect(fake.callsTo(routes.getCarDay)[0]).toMatchObject({ car_id: 'c2', date: '2026-11-25' });
    const stops = screen.getByRole('table');
    expect(within(stops).getByText('40')).toBeInTheDocument();
    expect(within(stops).getByText('50')).toBeInTheDocument();
    expect(screen.getByRole('region', { name: '当天轨迹地图' })).toBeInTheDocument();
  });

  it('names the days that have a track when the chosen one has none', async () => {
    const fake = new FakeApi().on(routes.listCars, cars).on(routes.getCarDay, { data: { ...day, date: '2026-11-26', points: [], stops: [], distance_km: 0, first_at: null, last_at: null, max_speed: null } });
    renderPage(<TrainDetailPage />, fake, { path: '/trainDetail?car_id=c2&date=2026-11-26' });
    await screen.findByText('当天没有轨迹，最近有轨迹的日期：2026-11-25', {}, LOAD);
  });
});
