import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser, openPage, screenshot } from './harness/browser';
import { loginWithPassword } from './harness/pages';
import { startServer, type RunningServer } from './harness/server';

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

  beforeAll(async () => {
    server = await startServer();
    [withGl, withoutGl] = await Promise.all([launchBrowser(WEBGL), launchBrowser(NO_WEBGL)]);
  }, 120_000);
  afterAll(async () => {
    await withGl?.close();
    await withoutGl?.close();
    await server?.stop();
  });

  async function openViewer(browser: Browser): Promise<Page> {
    const page = await openPage(browser);
    await page.goto(`${server.baseUrl}/login`);
    await loginWithPassword(page, 'demo', 'Demo@2026zy!');
    await page.waitForURL((url) => !url.pathname.startsWith('/login'), { timeout: 20_000 });
    await page.goto(`${server.baseUrl}/modelLook`);
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

  it('says so when the browser has no WebGL', async () => {
    const page = await openViewer(withoutGl);
    await page.getByText('当前浏览器不支持 WebGL，无法显示三维模型', { exact: false }).waitFor({ timeout: 30_000 });
    expect(await page.locator('[data-testid="model-canvas"]').count()).toBe(0);
  });
});
