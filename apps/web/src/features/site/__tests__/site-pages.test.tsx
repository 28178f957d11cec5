import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { routes } from '@zhuyun/contracts';
import { FakeApi, renderPage } from '../../../testing/render-page';
import { SensorListPage } from '../pages/sensor-list-page';
import { ConstructionLiftPage } from '../pages/construction-lift-page';
import { RealTimeDataPage } from '../pages/real-time-data-page';
import { ScreenListPage } from '../pages/screen-list-page';
import { MonitorConsoleTemplatePage } from '../pages/monitor-console-template-page';

const LOAD = { timeout: 30_000 };
const page = (list: unknown[]) => ({ data: { list, total_count: list.length, cur_page: 1, page_size: 20 } });
const device = (over: Record<string, unknown> = {}) => ({
  device_id: 'd1',
  device_name: '东门环境监测站',
  device_no: 'ENV-1',
  device_kind: 'environment',
  project_id: 'p1',
  project_name: '未来科技城项目',
  location: '东大门',
  interval_seconds: 300,
  rated_load: null,
  max_height: null,
  remark: null,
  online: 1,
  last_seen_at: '2026-11-25T02:00:00Z',
  latest: { pm25: 35.2, noise: 62 },
  has_key: false,
  created_at: '2026-11-01T00:00:00Z',
  ...over,
});
const lift = device({ device_id: 'l1', device_name: '1号施工升降机', device_kind: 'lift', rated_load: 2000, max_height: 150, latest: null });
const liftState = { device_id: 'l1', device_name: '1号施工升降机', online: 1, last_seen_at: '2026-11-25T02:00:00Z', rated_load: 2000, max_height: 150, lift_load: 1200, lift_height: 45, lift_speed: 0.5, lift_state: 1, cycles_today: 17 };
const env = {
  latest: [
    { device_id: 'd1', device_name: '东门环境监测站', metric: 'pm25', value: 35.2, at: '2026-11-25T02:00:00Z' },
    { device_id: 'd1', device_name: '东门环境监测站', metric: 'noise', value: 62, at: '2026-11-25T02:00:00Z' },
  ],
  series: [{ metric: 'pm25', points: [['2026-11-25T01:00:00Z', 30]] }],
};
const base = () =>
  new FakeApi()
    .on(routes.getProjectList, page([{ project_id: 'p1', project_name: '未来科技城项目' }]))
    .on(routes.getEleStateData, { data: liftState })
    .on(routes.getEleWorkData, { data: { list: [{ at: '2026-11-25T01:50:00Z', lift_load: 800, lift_height: 30, lift_speed: 0.4 }] } })
    .on(routes.getBehavior, page([]))
    .on(routes.getClimb, page([]));

describe('site pages', () => {
  it('/sensorList lists devices by type with their newest readings and online state, and issues a key once', async () => {
    const fake = base()
      .on(routes.listSiteDevices, page([device()]))
      .on(routes.createSiteDeviceKey, { data: { device_key: 'dk_0123.secret', created_at: '2026-11-25T02:00:00Z' } });
    const { user } = renderPage(<SensorListPage />, fake);
    const tr = (await screen.findByText('东门环境监测站', {}, LOAD)).closest('tr') as HTMLElement;
    expect(within(tr).getByText('环境监测')).toBeInTheDocument();
    expect(within(tr).getByText('PM2.5 35.2 μg/m³ · 噪声 62 dB')).toBeInTheDocument();
    expect(within(tr).getByText('在线')).toBeInTheDocument();
    await user.click(within(tr).getByRole('button', { name: '设备密钥' }));
    await user.click(await screen.findByRole('button', { name: '生成密钥' }, LOAD));
    await screen.findByText('dk_0123.secret', {}, LOAD);
    expect(fake.callsTo(routes.createSiteDeviceKey)[0]).toMatchObject({ device_id: 'd1' });
  });

  it('/sensorList shows the empty and error states', async () => {
    let broken = true;
    const fake = base().on(routes.listSiteDevices, () => (broken ? { code: 50000, msg: '服务器内部错误' } : page([])));
    const { user } = renderPage(<SensorListPage />, fake);
    await screen.findByText('设备列表加载失败', {}, LOAD);
    broken = false;
    await user.click(screen.getByRole('button', { name: /重\s?试/ }));
    await screen.findByText('暂无设备', {}, LOAD);
  });

  it('/constructionLift lists lifts and shows a lift’s state and cycles', async () => {
    const fake = base().on(routes.getConstructionLiftForm, page([lift]));
    const { user } = renderPage(<ConstructionLiftPage />, fake);
    const tr = (await screen.findByText('1号施工升降机', {}, LOAD)).closest('tr') as HTMLElement;
    expect(within(tr).getByText('2000')).toBeInTheDocument();
    await user.click(within(tr).getByRole('button', { name: '运行数据' }));
    await screen.findByText(/^1200 kg（额定 2000 kg）/, {}, LOAD);
    expect(screen.getByText('17')).toBeInTheDocument();
    await screen.findByText('800', {}, LOAD);
  });

  it('/realTimeDataPage shows each sensor’s newest readings and each lift’s state', async () => {
    const fake = base().on(routes.getEnvironment, { data: env }).on(routes.listSiteDevices, page([lift]));
    renderPage(<RealTimeDataPage />, fake);
    await screen.findByText('东门环境监测站', {}, LOAD);
    expect(screen.getByText('PM2.5')).toBeInTheDocument();
    await screen.findByText(/^1200 kg（额定 2000 kg）/, {}, LOAD);
  });

  it('/realTimeDataPage says when there is nothing yet, and when loading failed', async () => {
    const fake = base().on(routes.getEnvironment, { code: 50000, msg: '服务器内部错误' }).on(routes.listSiteDevices, page([]));
    renderPage(<RealTimeDataPage />, fake);
    await screen.findByText('环境数据加载失败', {}, LOAD);
    await screen.findByText('暂无施工升降机', {}, LOAD);
  });

  it('/monitorConsoleInsTemp saves a layout that /screenList then shows', async () => {
    window.localStorage.clear();
    const fake = base().on(routes.getEnvironment, { data: env }).on(routes.listSiteDevices, page([lift]));
    const { user, unmount } = renderPage(<MonitorConsoleTemplatePage />, fake);
    const title = await screen.findByLabelText('大屏标题', {}, LOAD);
    await user.clear(title);
    await user.type(title, '三号楼监控');
    await user.click(screen.getByRole('checkbox', { name: '爬架事件' }));
    await user.click(screen.getByRole('button', { name: /保\s?存/ }));
    await waitFor(() => expect(window.localStorage.getItem('zhuyun.siteScreen.all')).toContain('三号楼监控'));
    unmount();
    renderPage(<ScreenListPage />, fake);
    await screen.findByText('三号楼监控', {}, LOAD);
    expect(screen.getByRole('img', { name: '环境24小时趋势' })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: '设备在线率' })).toBeInTheDocument();
    expect(screen.queryByText('爬架事件')).not.toBeInTheDocument();
  });
});
