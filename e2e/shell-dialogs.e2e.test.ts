import http from 'node:http';
import zlib from 'node:zlib';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser, openPage, screenshot } from './harness/browser';
import { button, expectToast } from './harness/pages';
import { navigateInApp, openSignedIn } from './harness/session';
import { startServer, type RunningServer } from './harness/server';

/** A 256 px map tile: pale land with a darker edge, so tiles read as a grid (PNG made by hand: no image library). */
function tilePng(): Buffer {
  const size = 256;
  const rows: Buffer[] = [];
  for (let y = 0; y < size; y += 1) {
    const row = Buffer.alloc(1 + size * 3);
    for (let x = 0; x < size; x += 1) {
      const edge = x === 0 || y === 0;
      row.set(edge ? [200, 210, 222] : [238, 243, 236], 1 + x * 3);
    }
    rows.push(row);
  }
  const crcTable = Array.from({ length: 256 }, (_, n) => {
    let c = n;
    for (let k = 0; k < 8; k += 1) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    return c >>> 0;
  });
  const crc = (buf: Buffer) => {
    let c = 0xffffffff;
    for (const b of buf) c = crcTable[(c ^ b) & 0xff]! ^ (c >>> 8);
    return (c ^ 0xffffffff) >>> 0;
  };
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type), data]);
    const out = Buffer.alloc(body.length + 8);
    out.writeUInt32BE(data.length, 0);
    body.copy(out, 4);
    out.writeUInt32BE(crc(body), body.length + 4);
    return out;
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header.set([8, 2, 0, 0, 0], 8);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', zlib.deflateSync(Buffer.concat(rows))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/**
 * The shell's dialogs in Chromium (issue 4, item 4): the project dialog chooses the current project; the platform
 * switcher; the feedback drawer embeds FEEDBACK_URL; the map picker, on GCJ-02 tiles (a local tile server marked
 * #gcj02), saves the clicked point in WGS-84.
 */
describe('shell dialogs: project list and map picker', () => {
  let server: RunningServer;
  let tiles: http.Server;
  let browser: Browser;
  let page: Page;
  const tileRequests: string[] = [];

  beforeAll(async () => {
    const png = tilePng();
    // One local server plays both outside services: the tile host and the work-order system's page.
    tiles = http.createServer((request, response) => {
      if (request.url?.startsWith('/feedback')) {
        const from = new URL(request.url, 'http://x').searchParams.get('page') ?? '';
        response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
        return void response.end(`<!doctype html><meta charset="utf-8"><h1>提交工单</h1><p id="from">来自页面：${from.replace(/[<&]/g, '')}</p>`);
      }
      tileRequests.push(request.url ?? '');
      response.writeHead(200, { 'content-type': 'image/png', 'access-control-allow-origin': '*' }).end(png);
    });
    await new Promise<void>((resolve) => tiles.listen(0, '127.0.0.1', resolve));
    const tilePort = (tiles.address() as AddressInfo).port;
    server = await startServer({
      MAP_TILE_URL: `http://127.0.0.1:${tilePort}/tiles/{z}/{x}/{y}.png#gcj02`,
      FEEDBACK_URL: `http://127.0.0.1:${tilePort}/feedback`,
    });
    browser = await launchBrowser();
    page = await openPage(browser);
    await openSignedIn(page, server.baseUrl, '/homepage');
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
    await new Promise((resolve) => tiles?.close(resolve));
  });

  it('refuses an empty choice, then makes the first ticked project the current one, kept across a reload', async () => {
    await page.getByRole('button', { name: '项目列表' }).click();
    const dialog = page.locator('.ant-modal', { hasText: '项目列表' });
    await dialog.locator('.ant-table-tbody tr.ant-table-row').first().waitFor({ timeout: 15_000 });
    // 60% of the window once the opening animation has settled.
    await expect.poll(() => dialog.evaluate((e) => Math.round(e.getBoundingClientRect().width))).toBe(Math.round(1440 * 0.6));
    expect(await dialog.locator('.ant-table-body').evaluate((e) => getComputedStyle(e).maxHeight)).toBe('300px');
    await button(page, '确定').click();
    await expectToast(page, '请选择项目');

    const names = await dialog.locator('.ant-table-tbody tr.ant-table-row td:nth-child(3)').allTextContents();
    expect(names.length).toBeGreaterThanOrEqual(2);
    const [first, second] = [names[1]!, names[0]!];
    // Ticked out of table order: the second row first.
    await dialog.getByRole('row', { name: first }).getByRole('checkbox').check();
    await dialog.getByRole('row', { name: second }).getByRole('checkbox').check();
    await dialog.getByText(`${first}（当前项目）`).waitFor();
    // The search waits for a 500 ms pause, then the server filters; the ticks stay.
    await dialog.getByLabel('搜索项目').fill(first.slice(0, 4));
    await expect.poll(() => dialog.locator('.ant-table-tbody tr.ant-table-row').count(), { timeout: 10_000 }).toBeLessThan(names.length);
    await dialog.getByText(`已选 2 个：`).waitFor();
    await screenshot(page, 'shell-dialogs-01-project-list');
    await button(page, '确定').click();
    await expect.poll(() => page.getByRole('button', { name: '项目列表' }).textContent()).toContain(first);
    const stored = await page.evaluate(() => ({
      current: JSON.parse(localStorage.getItem('currentProject') ?? 'null') as { project_name: string } | null,
      ids: JSON.parse(localStorage.getItem('projectIdList') ?? '[]') as string[],
    }));
    expect(stored.current?.project_name).toBe(first);
    expect(stored.ids).toHaveLength(2);
    await page.reload();
    await expect.poll(() => page.getByRole('button', { name: '项目列表' }).textContent(), { timeout: 15_000 }).toContain(first);
    await page.getByText('单位与组织').waitFor({ timeout: 15_000 });
    await screenshot(page, 'shell-dialogs-02-current-project');
  });

  it('opens the platform switcher: the default cannot be picked again and confirming it warns', async () => {
    await page.getByRole('button', { name: '切换平台' }).click();
    const dialog = page.locator('.ant-modal', { hasText: '切换平台' });
    await dialog.getByText('实测实量平台').waitFor();
    expect(await dialog.getByRole('radio').count()).toBe(4);
    expect(await dialog.getByRole('radio').first().isDisabled()).toBe(true);
    await button(page, '进入平台').click();
    await expectToast(page, '已是默认的平台');
    await screenshot(page, 'shell-dialogs-03-platform-switcher');
    await button(page, '取消').click();
  });

  it('opens the work-order feedback drawer with the configured page embedded, told where the user was', async () => {
    await page.getByRole('button', { name: '工单反馈' }).click();
    const frame = page.frameLocator('iframe[title="工单反馈页面"]');
    await frame.getByRole('heading', { name: '提交工单' }).waitFor({ timeout: 15_000 });
    expect(await frame.locator('#from').textContent()).toBe('来自页面：/homepage');
    await page.locator('.feedback-drawer__loading').waitFor({ state: 'detached' });
    await page.locator('.ant-drawer-title', { hasText: '工单反馈' }).waitFor();
    await expect.poll(() => page.locator('.ant-drawer-content-wrapper').evaluate((e) => getComputedStyle(e).transform)).toMatch(/^(none|matrix\(1, 0, 0, 1, 0, 0\))$/);
    await screenshot(page, 'shell-dialogs-04-feedback-drawer');
    await page.locator('.ant-drawer-close').click();
  });

  it('saves a clicked point on GCJ-02 tiles as WGS-84; Save without a point is refused', async () => {
    await navigateInApp(page, `/workbenchAddOrLookCom?headTitle=${encodeURIComponent('创建单位')}`);
    await page.getByRole('button', { name: '选择经纬度' }).click();
    const map = page.getByRole('dialog', { name: '选择经纬度' });
    const canvas = map.getByTestId('map-canvas');
    await canvas.waitFor();
    await map.getByRole('button', { name: '定位到当前位置' }).waitFor();
    await expect.poll(() => tileRequests.length, { timeout: 15_000 }).toBeGreaterThan(0);
    expect(tileRequests.some((u) => u.startsWith('/tiles/12/'))).toBe(true);
    await button(page, '保存').click();
    await map.getByText('请点击地图选择具体位置').waitFor();

    // The view is centred on 120.016, 30.289 shifted onto the GCJ-02 tiles; a click there is that point again in
    // WGS-84. Kept without conversion it would read about 120.0207, 30.2866.
    await canvas.click();
    const label = await map.getByText(/经度 \d+\.\d{6}，纬度 \d+\.\d{6}/).textContent();
    const [lng, lat] = (label?.match(/\d+\.\d{6}/g) ?? []).map(Number);
    expect(Math.abs(lng! - 120.016)).toBeLessThan(0.001);
    expect(Math.abs(lat! - 30.289)).toBeLessThan(0.001);
    await map.locator('.map-picker__pin').waitFor();
    await screenshot(page, 'shell-dialogs-05-map-picker');
    await button(page, '保存').click();
    await page.getByText(`经纬度：${lng!.toFixed(6)}, ${lat!.toFixed(6)}`).waitFor();
    await map.waitFor({ state: 'hidden' });
    await screenshot(page, 'shell-dialogs-06-point-saved');
  });
});
