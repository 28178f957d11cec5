import fs from 'node:fs';
import path from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiClient, memoryStore } from '@zhuyun/client';
import { Msg, routes } from '@zhuyun/contracts';
import { ApiClientProvider } from '../api-client-context';
import { fill } from '../testing/fill';
import { decodeOutlines } from './geo-outline';
import { MapPicker } from './map-picker';
import { parseLngLat, searchPlace } from './place-search';

const tree = [
  {
    area_id: 330000, code: '330000', name: '浙江省',
    children: [{ area_id: 330100, code: '330100', name: '杭州市', children: [{ area_id: 330114, code: '330114', name: '钱塘区' }] }],
  },
  { area_id: 650000, code: '650000', name: '新疆维吾尔自治区', children: [{ area_id: 650100, code: '650100', name: '乌鲁木齐市' }] },
];

const zhejiangFile = path.resolve(__dirname, '../../../../apps/web/public/geo/zhejiang.json');

describe('place search without a geocoding service', () => {
  it('reads typed coordinates and refuses impossible ones', () => {
    expect(parseLngLat('120.016,30.289')).toEqual({ lng: 120.016, lat: 30.289 });
    expect(parseLngLat(' 120.1， 30.2 ')).toEqual({ lng: 120.1, lat: 30.2 });
    expect(parseLngLat('120 30')).toEqual({ lng: 120, lat: 30 });
    expect(parseLngLat('200,30')).toBeNull();
    expect(parseLngLat('杭州')).toBeNull();
  });

  it('centres a district on the nearest region the outlines know, and says when none has coordinates', () => {
    const outlines = [{ code: '330100', name: '杭州市', centre: { lng: 120.15, lat: 30.28 }, polygons: [] }];
    expect(searchPlace('钱塘', tree, outlines)).toEqual({
      kind: 'near', name: '浙江省杭州市钱塘区', near: '杭州市', centre: { lng: 120.15, lat: 30.28 }, zoom: 10,
    });
    expect(searchPlace('乌鲁木齐', tree, outlines)).toEqual({ kind: 'nameOnly', name: '新疆维吾尔自治区乌鲁木齐市' });
    expect(searchPlace('火星', tree, outlines)).toEqual({ kind: 'none' });
  });

  it.runIf(fs.existsSync(zhejiangFile))("decodes echarts' compressed outlines: Hangzhou's box holds the default centre", () => {
    const outlines = decodeOutlines(JSON.parse(fs.readFileSync(zhejiangFile, 'utf8')));
    const hangzhou = outlines.find((o) => o.code === '330100');
    const points = hangzhou?.polygons.flat(2) ?? [];
    const lats = points.map(([lat]) => lat);
    const lngs = points.map(([, lng]) => lng);
    expect(Math.min(...lngs)).toBeLessThan(120.016);
    expect(Math.max(...lngs)).toBeGreaterThan(120.016);
    expect(Math.min(...lats)).toBeLessThan(30.289);
    expect(Math.max(...lats)).toBeGreaterThan(30.289);
  });
});

function client() {
  const fetch = (async (input: string | URL) => {
    const p = new URL(String(input), 'http://x').pathname;
    const data = p === routes.getKey.path ? { key: 'k', secret: 's', expires_at: '2999-01-01T00:00:00Z' } : { list: tree };
    return new Response(JSON.stringify({ code: 0, msg: 'success', data }), { headers: { 'content-type': 'application/json' } });
  }) as typeof globalThis.fetch;
  return new ApiClient({ baseUrl: '', systemNo: 'web', authCode: 'x', store: memoryStore(), fetch });
}

function renderPicker(onSave = vi.fn()) {
  render(
    <ApiClientProvider client={client()}>
      <MapPicker open geoBase={null} onSave={onSave} onCancel={() => {}} />
    </ApiClientProvider>,
  );
  return { onSave, dialog: screen.getByRole('dialog') };
}

describe('MapPicker', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('will not save without a point; saves the point typed as coordinates', async () => {
    const { onSave, dialog } = renderPicker();
    const user = userEvent.setup();
    await user.click(within(dialog).getByRole('button', { name: /保\s*存/ }));
    await within(dialog).findByText(Msg.mapPointRequired);
    expect(onSave).not.toHaveBeenCalled();
    await fill(user, within(dialog).getByLabelText('搜索地点'), '120.2,30.25');
    await user.keyboard('{Enter}');
    await user.click(within(dialog).getByRole('button', { name: /保\s*存/ }));
    expect(onSave).toHaveBeenCalledWith({ lng: 120.2, lat: 30.25 });
  });

  it("tells the user to click the map when a region's name has no coordinates", async () => {
    const { dialog } = renderPicker();
    const user = userEvent.setup();
    await fill(user, within(dialog).getByLabelText('搜索地点'), '钱塘区');
    await user.keyboard('{Enter}');
    await within(dialog).findByText('找到「浙江省杭州市钱塘区」，离线地图没有它的坐标，请在地图上点击选择具体位置');
  });

  it("shows the geolocation failure's message in Chinese, or 'failed' with its status", async () => {
    let answer = { code: 1, message: 'User denied Geolocation' };
    vi.stubGlobal('navigator', {
      ...navigator,
      geolocation: { getCurrentPosition: (_ok: unknown, fail: (e: typeof answer) => void) => fail(answer) },
    });
    const { dialog } = renderPicker();
    const locate = await within(dialog).findByRole('button', { name: '定位到当前位置' });
    await userEvent.click(locate);
    await within(dialog).findByText('定位失败：浏览器未允许获取当前位置');
    answer = { code: 7, message: '' };
    await userEvent.click(locate);
    await within(dialog).findByText('定位失败（状态 7）');
  });
});
