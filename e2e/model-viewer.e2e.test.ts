import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page, Response } from 'playwright-core';
import { ModelDemo } from '../apps/server/src/db/seed/model.seed';
import { launchBrowser, openPage, screenshot } from './harness/browser';
import { openSignedIn } from './harness/session';
import type { RunningServer } from './harness/server';
import { sharedServer } from './harness/shared-server';

/**
 * /modelLook on the demo building (issue 17 item 5): the canvas draws the model, picking from the tree shows an
 * element's properties, and a browser without WebGL gets a clear message instead of a blank page. Headless Chromium
 * draws WebGL with SwiftShader (software) when asked, and has none with the 3D APIs switched off.
 */
const WEBGL = ['--use-angle=swiftshader', '--enable-unsafe-swiftshader'];
/** Chromium may still fall back to software WebGL with the plain flags: this switches the 3D APIs off outright. */
const NO_WEBGL = ['--disable-3d-apis', '--disable-webgl', '--disable-webgl2'];

describe('the model viewer /modelLook', () => {
  let server: RunningServer;
  let withGl: Browser;
  let withoutGl: Browser;

  // Only looks at the demo models: the run's shared server.
  beforeAll(async () => {
    server = await sharedServer();
    [withGl, withoutGl] = await Promise.all([launchBrowser(WEBGL), launchBrowser(NO_WEBGL)]);
  }, 120_000);
  afterAll(async () => {
    await withGl?.close();
    await withoutGl?.close();
    await server?.stop();
  });

  /** /modelLook with `query`, signed in; `before` runs just before that navigation (to watch its requests). */
  async function openViewer(browser: Browser, query = '', before?: (page: Page) => void): Promise<Page> {
    const page = await openPage(browser);
    before?.(page);
    await openSignedIn(page, server.baseUrl, `/modelLook${query}`);
    return page;
  }

  /** Pixels of the canvas that are neither the background nor transparent (the drawing buffer is preserved). */
  const drawnPixels = (page: Page) =>
    page.locator('[data-testid="model-canvas"]').evaluate((canvas: HTMLCanvasElement) => {
      const copy = document.createElement('canvas');
      copy.width = canvas.width;
      copy.height = canvas.height;
      const ctx = copy.getContext('2d') as CanvasRenderingContext2D;
      ctx.drawImage(canvas, 0, 0);
      const { data } = ctx.getImageData(0, 0, copy.width, copy.height);
      let drawn = 0;
      for (let i = 0; i < data.length; i += 4) {
        const off = Math.abs((data[i] as number) - 0xee) + Math.abs((data[i + 1] as number) - 0xf2) + Math.abs((data[i + 2] as number) - 0xf7);
        if ((data[i + 3] as number) > 0 && off > 40) drawn++;
      }
      return { drawn, total: data.length / 4 };
    });

  it('draws the demo building, lists its floors and shows a picked element’s properties', async () => {
    const page = await openViewer(withGl);
    const canvas = page.locator('[data-testid="model-canvas"][data-first-frame-ms]');
    await canvas.waitFor({ timeout: 30_000 });
    const { drawn, total } = await drawnPixels(page);
    expect(drawn / total).toBeGreaterThan(0.05);
    process.stdout.write(`first frame of the demo model: ${await canvas.getAttribute('data-first-frame-ms')} ms\n`);
    await page.getByRole('tree').getByText('4F', { exact: true }).waitFor();
    await page.getByRole('tree').getByText('屋面', { exact: true }).click();
    await page.getByText('构件数').waitFor();
    await screenshot(page, 'model-look');
  });

  it('draws the demo IFC building with web-ifc, lists its storeys and shows a picked column’s property set', async () => {
    // web-ifc's code and wasm come from our own build, fetched only when an IFC version opens.
    let wasm: Promise<Response> | undefined;
    const page = await openViewer(withGl, `?model_id=${ModelDemo.ifcModel}`, (p) => {
      wasm = p.waitForResponse((r) => /\/assets\/web-ifc[^/]*\.wasm$/.test(new URL(r.url()).pathname), { timeout: 60_000 });
      // Awaited below; this only keeps a failure before then from surfacing as an unhandled rejection.
      wasm.catch(() => undefined);
    });
    const canvas = page.locator('[data-testid="model-canvas"][data-first-frame-ms]');
    // Drawn, or the viewer's own failure message (a wasm that does not load ends there at once, not at a timeout).
    await canvas.or(page.getByText('模型加载失败，请稍后重试')).first().waitFor({ timeout: 60_000 });
    expect(await page.getByText('模型加载失败，请稍后重试').count()).toBe(0);
    const served = await (wasm as Promise<Response>);
    expect(served.status()).toBe(200);
    // Served as WebAssembly, so the browser compiles it while it streams in (not the slower fallback).
    expect(await served.headerValue('content-type')).toBe('application/wasm');
    const { drawn, total } = await drawnPixels(page);
    expect(drawn / total).toBeGreaterThan(0.05);
    process.stdout.write(`first frame of the demo IFC model: ${await canvas.getAttribute('data-first-frame-ms')} ms\n`);
    const tree = page.getByRole('tree');
    for (const storey of ['1F', '2F', '3F']) await tree.getByText(storey, { exact: true }).waitFor();
    // 1F → 柱: open the type, pick its first column.
    await page.locator('.ant-tree-treenode', { has: page.locator('.ant-tree-title', { hasText: /^柱$/ }) }).first().locator('.ant-tree-switcher').click();
    await tree.getByText('1F-预制柱-Z101', { exact: true }).click();
    await page.getByText('柱（IfcColumn）').waitFor();
    const material = page.locator('.ant-descriptions-row', { has: page.locator('.ant-descriptions-item-label', { hasText: /^材料$/ }) });
    await expect.poll(() => material.textContent()).toContain('C40');
    await screenshot(page, 'model-look-ifc');
  });

  it('says so when the browser has no WebGL', async () => {
    const page = await openViewer(withoutGl);
    await page.getByText('当前浏览器不支持 WebGL，无法显示三维模型', { exact: false }).waitFor({ timeout: 30_000 });
    expect(await page.locator('[data-testid="model-canvas"]').count()).toBe(0);
  });
});
