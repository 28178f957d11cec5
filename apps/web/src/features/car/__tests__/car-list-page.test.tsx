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
  key_state: 'none',
  key_since: null,
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
    await screen.findByRole('img', { name: '车辆轨迹，共 2 个定位点' }, LOAD);
    expect(fake.callsTo(routes.getCarTrack)[0]).toMatchObject({ car_id: 'car1', start_time: '2026-03-10T00:00:00+08:00' });
  });

  it('shows the empty state and the error state', async () => {
    let broken = true;
    const fake = new FakeApi().on(routes.listCars, () => (broken ? { code: 50000, msg: '服务器内部错误' } : page([]))).on(routes.getCarTypes, { data: { list: [] } });
    const { user } = renderPage(<CarListPage />, fake);
    await screen.findByText('车辆列表加载失败', {}, LOAD);
    broken = false;
    await user.click(screen.getByRole('button', { name: /重\s?试/ }));
    await screen.findByText('暂无车辆', {}, LOAD);
  });

  it("manages the GPS unit's device key: shown once with a copy button, rotated and revoked after confirmation", async () => {
    let state: { key_state: string; key_since: string | null } = { key_state: 'none', key_since: null };
    const fake = new FakeApi()
      .on(routes.listCars, () => page([{ ...demoCar, ...state }]))
      .on(routes.getCarTypes, { data: { list: [] } })
      .on(routes.createCarDeviceKey, () => {
        state = { key_state: 'active', key_since: '2026-11-27T02:00:00Z' };
        return { data: { device_key: 'dk_first.secret', created_at: '2026-11-27T02:00:00Z' } };
      })
      .on(routes.rotateCarDeviceKey, { data: { device_key: 'dk_second.secret', created_at: '2026-11-27T03:00:00Z' } })
      .on(routes.revokeCarDeviceKey, () => {
        state = { key_state: 'revoked', key_since: '2026-11-27T04:00:00Z' };
        return { data: null };
      });
    const { user } = renderPage(<CarListPage />, fake);
    const tr = (await screen.findByText('浙A12345', {}, LOAD)).closest('tr') as HTMLElement;
    expect(within(tr).getByText('未生成')).toBeInTheDocument();

    await user.click(within(tr).getByRole('button', { name: '设备密钥' }));
    const dialog = (await screen.findByText('浙A12345 的设备密钥', {}, LOAD)).closest('.ant-modal') as HTMLElement;
    await user.click(within(dialog).getByRole('button', { name: '生成密钥' }));
    await within(dialog).findByText('dk_first.secret', {}, LOAD);
    expect(within(dialog).getByText(/密钥只显示这一次/)).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: /复制|Copy/ })).toBeInTheDocument();
    expect(within(dialog).getByText(`POST ${routes.uploadCarTrack.path}`)).toBeInTheDocument();
    expect(fake.callsTo(routes.createCarDeviceKey)[0]).toMatchObject({ car_id: 'car1' });
    // The list is read again and shows the live key.
    await waitFor(() => expect(within(screen.getByText('浙A12345').closest('tr') as HTMLElement).getByText(/^有效（/)).toBeInTheDocument(), LOAD);

    // Rotation asks first; cancelling sends nothing.
    await user.click(within(dialog).getByRole('button', { name: /轮换密钥/ }));
    await screen.findByText(/轮换后旧密钥立即失效/, {}, LOAD);
    await user.click(screen.getByRole('button', { name: /取\s?消/ }));
    expect(fake.callsTo(routes.rotateCarDeviceKey)).toHaveLength(0);
    await user.click(within(dialog).getByRole('button', { name: /轮换密钥/ }));
    await user.click(await screen.findByRole('button', { name: /确\s?定/ }, LOAD));
    await within(dialog).findByText('dk_second.secret', {}, LOAD);
    expect(within(dialog).queryByText('dk_first.secret')).toBeNull();

    await user.click(within(dialog).getByRole('button', { name: /吊销密钥/ }));
    await screen.findByText(/吊销后设备将无法再上报数据/, {}, LOAD);
    const confirms = screen.getAllByRole('button', { name: /确\s?定/ });
    await user.click(confirms[confirms.length - 1] as HTMLElement);
    await waitFor(() => expect(fake.callsTo(routes.revokeCarDeviceKey)).toHaveLength(1), LOAD);
    expect(within(dialog).queryByText('dk_second.secret')).toBeNull();
    await within(dialog).findByText(/^已吊销（/, {}, LOAD);
    expect(within(dialog).getByRole('button', { name: '生成密钥' })).toBeInTheDocument();
  });
});
