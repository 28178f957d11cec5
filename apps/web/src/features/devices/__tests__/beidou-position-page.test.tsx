import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { routes } from '@zhuyun/contracts';
import { FakeApi, renderPage } from '../../../testing/render-page';
import { BeidouPositionPage } from '../pages/beidou-position-page';

const LOAD = { timeout: 30_000 };
const device = (device_id: string, device_name: string, latitude: number, longitude: number) => ({
  device_id,
  device_name,
  device_no: null,
  device_kind: 'gnss',
  project_id: null,
  project_name: null,
  location: null,
  interval_seconds: 300,
  rated_load: null,
  max_height: null,
  remark: null,
  online: 1,
  last_seen_at: '2026-11-20T00:00:00Z',
  latest: { latitude, longitude },
  has_key: true,
  created_at: '2026-11-19T00:00:00Z',
});

describe('/beidouPosition', () => {
  it('lists the GNSS units at their latest positions and reads the chosen one’s track', async () => {
    const fake = new FakeApi()
      .on(routes.listSiteDevices, { data: { list: [device('g1', '渣土车北斗终端', 30.2768, 119.9957), device('g2', '履带吊北斗终端', 30.28, 119.9912)], total_count: 2, cur_page: 1, page_size: 2 } })
      .on(routes.getGnssTrack, (p) => ({
        data: {
          device_id: p.device_id,
          device_name: '',
          truncated: false,
          points: [
            { at: '2026-11-20T00:00:00Z', lat: 30.2768, lng: 119.9957 },
            { at: '2026-11-20T00:05:00Z', lat: 30.277, lng: 119.996 },
          ],
        },
      }));
    const { user } = renderPage(<BeidouPositionPage />, fake);
    await screen.findByText('渣土车北斗终端', {}, LOAD);
    expect(screen.getByText('30.27680, 119.99570')).toBeInTheDocument();
    await screen.findByText('轨迹点 2 个', {}, LOAD);
    expect(fake.callsTo(routes.listSiteDevices)[0]).toMatchObject({ device_kind: 'gnss' });
    expect(fake.callsTo(routes.getGnssTrack)[0]).toMatchObject({ device_id: 'g1' });
    await user.click(screen.getByText('履带吊北斗终端'));
    await waitFor(() => expect(fake.callsTo(routes.getGnssTrack).some((c) => c.device_id === 'g2')).toBe(true), LOAD);
    const first = fake.callsTo(routes.getGnssTrack)[0]!;
    expect(Date.parse(first.end_time as string) - Date.parse(first.start_time as string)).toBe(24 * 3_600_000);
  });
});
