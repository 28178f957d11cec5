import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { routes } from '@zhuyun/contracts';
import { FakeApi, renderPage } from '../../../testing/render-page';
import { CarListPage } from '../pages/car-list-page';

const LOAD = { timeout: 30_000 };
const demoCar = {
  car_id: 'car1',
  car_num: '浙A12345',
  car_type: 't1',
  car_type_name: '平板运输车',
  leader: '李师傅',
  phone: '13900001111',
  gps_num: 'GPS-1',
  remark: null,
  last_point: { lon: 120.1, lat: 30.2, recorded_at: '2026-03-10T02:00:00Z' },
  created_at: '2026-01-01T00:00:00Z',
};
const page = (list: unknown[]) => ({ data: { list, total_count: list.length, cur_page: 1, page_size: 20 } });

describe('/carList', () => {
  it('lists cars, searches, and draws a car\'s track of the day of its last fix', async () => {
    const fake = new FakeApi()
      .on(routes.listCars, page([demoCar]))
      .on(routes.getCarTypes, { data: { list: [{ car_type: 't1', car_type_name: '平板运输车' }] } })
      .on(routes.getCarTrack, {
        data: {
          list: [
            { lon: 120, lat: 30.5, recorded_at: '2026-03-10T00:00:00Z', speed: 40 },
            { lon: 120.1, lat: 30.2, recorded_at: '2026-03-10T02:00:00Z', speed: 40 },
          ],
        },
      });
    const { user } = renderPage(<CarListPage />, fake);
    const tr = (await screen.findByText('浙A12345', {}, LOAD)).closest('tr') as HTMLElement;
    expect(within(tr).getByText('平板运输车')).toBeInTheDocument();
    expect(within(tr).getByText('李师傅')).toBeInTheDocument();
    await user.type(screen.getByPlaceholderText('搜索车牌号、司机或GPS编号'), 'GPS{enter}');
    await waitFor(() => expect(fake.callsTo(routes.listCars).at(-1)).toMatchObject({ search: 'GPS', page: '1' }), LOAD);
    await user.click(within(tr).getByRole('button', { name: /轨\s?迹/ }));
    expect(await screen.findByRole('img', { name: '车辆轨迹，共 2 个定位点' }, LOAD)).toBeInTheDocument();
    expect(fake.callsTo(routes.getCarTrack)[0]).toMatchObject({ car_id: 'car1', start_time: '2026-03-10T00:00:00+08:00' });
  });

  it('shows the empty state and the error state', async () => {
    let broken = true;
    const fake = new FakeApi().on(routes.listCars, () => (broken ? { code: 50000, msg: '服务器内部错误' } : page([]))).on(routes.getCarTypes, { data: { list: [] } });
    const { user } = renderPage(<CarListPage />, fake);
    expect(await screen.findByText('车辆列表加载失败', {}, LOAD)).toBeInTheDocument();
    broken = false;
    await user.click(screen.getByRole('button', { name: /重\s?试/ }));
    expect(await screen.findByText('暂无车辆', {}, LOAD)).toBeInTheDocument();
  });
});
