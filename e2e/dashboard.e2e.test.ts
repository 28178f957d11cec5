import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser, openPage, screenshot } from './harness/browser';
import { openSignedIn } from './harness/session';
import { copyPreparedFolder, repoRoot, startServer, type RunningServer } from './harness/server';

/**
 * The big screen in Chromium at 1920×1080, on an embedded database filled by the scale seed (small numbers), seen by a
 * construction unit (the demo login), a city committee and a design unit.
 */
const VIEWERS = [
  { name: 'construction', user: 'demo', password: 'Demo@2026zy!', title: '装配式建筑企业管理控制台' },
  { name: 'committee', user: 'scalecity', password: 'Scale@2026zy!', title: '装配式建筑质量监管平台' },
  { name: 'design', user: 'scaledesign', password: 'Scale@2026zy!', title: '装配式建筑质量监管平台' },
] as const;
const CHARTS = ['构件占比', '构件数量', '单位统计', '建筑类型', '项目进度', 'map'];

describe('the regulatory big screen /elecSandTable', () => {
  let dataDir: string;
  let server: RunningServer;
  let browser: Browser;

  beforeAll(async () => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'zy-e2e-screen-'));
    // The scale rows go into a copy of the run's prepared folder: the seed's migrations find nothing to do, it does not
    // seed the demo again (SEED_DEMO=0; the demo company is found there), and the server starts on the folder without
    // preparing it (its stamp still holds, decision 022).
    const prepared = copyPreparedFolder(dataDir);
    const seeded = spawnSync(
      process.execPath,
      ['--import', 'tsx', 'bench/scale/seed-scale.ts', '--companies', '60', '--projects', '300', '--components', '30000', '--seed', '7'],
      {
        cwd: repoRoot,
        env: { PATH: process.env.PATH, HOME: process.env.HOME, NODE_ENV: 'development', DATA_DIR: dataDir, ...(prepared ? { SEED_DEMO: '0' } : {}) },
        encoding: 'utf8',
      },
    );
    if (seeded.status !== 0) throw new Error(`seed:scale failed:\n${seeded.stdout}\n${seeded.stderr}`);
    server = await startServer({ DATA_DIR: dataDir });
    browser = await launchBrowser();
  }, 180_000);
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
    if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
  });

  async function openScreen(viewer: (typeof VIEWERS)[number]): Promise<{ page: Page; summary: Record<string, number> }> {
    const page = await openPage(browser, { viewport: { width: 1920, height: 1080 } });
    const answer = page.waitForResponse((r) => r.url().includes('/api/v1/screen/project_summary'));
    await openSignedIn(page, server.baseUrl, '/elecSandTable', { userNo: viewer.user, password: viewer.password });
    const body = (await (await answer).json()) as { code: number; data: Record<string, number> };
    expect(body.code).toBe(0);
    await page.getByRole('heading', { name: viewer.title }).waitFor();
    return { page, summary: body.data };
  }

  /** Waits until the chart's canvas has drawn something: enough pixels that are not transparent. */
  async function expectDrawn(page: Page, label: string) {
    const canvas = page.locator(`[data-chart="${label}"] canvas`).first();
    await canvas.waitFor({ timeout: 15_000 });
    await page.waitForFunction(
      (el) => {
        const c = el as HTMLCanvasElement;
        const data = c.getContext('2d')?.getImageData(0, 0, c.width, c.height).data;
        if (!data) return false;
        let painted = 0;
        for (let i = 3; i < data.length; i += 4 * 7) if ((data[i] as number) > 0) painted++;
        return painted > 200;
      },
      await canvas.elementHandle(),
      // Every 100 ms, not every frame: each look reads the whole canvas back.
      { timeout: 15_000, polling: 100 },
    );
  }

  /**
   * Waits until the charts are drawn for the picture: two looks at every chart but the map 150 ms apart find the same
   * pixels. The browser asks for reduced motion, so the charts come without entry animations and the map's ripple
   * plays only on hover (lib/still-chart.ts); the wait stays so that a chart that does animate is not caught mid-way.
   */
  async function chartsSettled(page: Page) {
    await page.waitForFunction(
      () => {
        const seen = window as unknown as { __charts?: string };
        const now = [...document.querySelectorAll('[data-chart]:not([data-chart="map"]) canvas')].map((c) => (c as HTMLCanvasElement).toDataURL()).join('|');
        const same = seen.__charts === now;
        seen.__charts = now;
        return same;
      },
      undefined,
      { polling: 150, timeout: 15_000 },
    );
  }

  // The construction view the first test drew, left open for the full-screen test: the same screen, without a second load.
  let constructionPage: Page | undefined;

  for (const viewer of VIEWERS) {
    it(`draws the ${viewer.name} view: every chart, the counts the API gave, no scrollbars`, async () => {
      const { page, summary } = await openScreen(viewer);
      expect(summary.project_total).toBeGreaterThan(0);
      for (const chart of CHARTS) await expectDrawn(page, chart);
      const figures = await page.$$eval('[data-figure]', (items) =>
        Object.fromEntries(items.map((el) => [el.getAttribute('data-figure'), el.querySelector('dd')?.textContent ?? ''])),
      );
      const number = (text: string) => Number(text.replace(/,/g, ''));
      expect(number(figures.project_total as string)).toBe(summary.project_total);
      expect(number(figures.company_total as string)).toBe(summary.company_total);
      expect(number(figures.area_total as string)).toBeCloseTo(summary.area_total as number, 2);
      expect(number(figures.comp_total as string)).toBe(summary.comp_total);
      expect(await page.locator('.screen-news-item').count()).toBeGreaterThanOrEqual(viewer.user === 'demo' ? 6 : 0);
      const overflow = await page.evaluate(() => [document.documentElement.scrollWidth, document.documentElement.scrollHeight]);
      expect(overflow).toEqual([1920, 1080]);
      await chartsSettled(page); // the entry animations end before the picture
      await screenshot(page, `dashboard-${viewer.name}`);
      if (viewer === VIEWERS[0]) constructionPage = page;
      else await page.context().close();
    });
  }

  it('toggles Full screen to Exit and back, and fits a smaller window without scrollbars', async () => {
    // Run alone (vitest -t), it opens the construction view itself.
    const page = constructionPage ?? (await openScreen(VIEWERS[0])).page;
    await page.getByRole('button', { name: '全屏' }).click();
    await page.getByRole('button', { name: '退出' }).waitFor({ timeout: 5_000 });
    expect(await page.evaluate(() => Boolean(document.fullscreenElement))).toBe(true);
    await page.getByRole('button', { name: '退出' }).click();
    await page.getByRole('button', { name: '全屏' }).waitFor({ timeout: 5_000 });
    await page.setViewportSize({ width: 1280, height: 800 });
    // The stage rescales on the window's resize event: wait for it, then measure.
    await expect.poll(async () => Math.round((await page.locator('.screen-stage').boundingBox())?.width ?? 0)).toBe(1280);
    const box = await page.locator('.screen-stage').boundingBox();
    expect(box?.width).toBeCloseTo(1280, 0);
    expect(box?.height).toBeCloseTo(720, 0);
    expect(await page.evaluate(() => [document.documentElement.scrollWidth, document.documentElement.scrollHeight])).toEqual([1280, 800]);
    await screenshot(page, 'dashboard-construction-1280x800');
    await page.context().close();
  });
});
