import { describe, expect, it } from 'vitest';
import type { Locator } from 'playwright-core';
import { demoDrawingPdf } from '../apps/server/src/db/seed/data/demo-pdf';
import { ProjectDemoIds } from '../apps/server/src/db/seed/project.seed';
import { screenshot } from './harness/browser';
import { button, expectToast } from './harness/pages';
import { navigateInApp, openSignedIn } from './harness/session';
import { useSharedServerAndPage } from './harness/suite';

/**
 * Drawings with versions (issue 17): on the demo drawing A-101 (two versions, V2 current) a person uploads a third
 * version, sees it current, and opens the oldest one, which pdf.js draws in the browser from V1's own file. Then the
 * decomposition: a node is renamed on /projectDecom and the tree shows the new name.
 */
describe('drawings and the decomposition', () => {
  // Uploads A-101's V3 and renames a node of the first demo project's decomposition; no other suite on the run's server looks at either.
  const suite = useSharedServerAndPage();

  /** The row of the version table whose first cell is `V<n>` (the drawing list stays mounted in its own tab). */
  const versionRow = (card: Locator, n: number) => card.locator('tr.ant-table-row').filter({ has: card.page().locator('td:first-child', { hasText: new RegExp(`^V${n}`) }) });

  /** How many pixels of a canvas are dark (ink on the white sheet). */
  const inkOf = (canvas: Locator) =>
    canvas.evaluate((c: HTMLCanvasElement) => {
      const { data } = (c.getContext('2d') as CanvasRenderingContext2D).getImageData(0, 0, c.width, c.height);
      let ink = 0;
      for (let i = 0; i < data.length; i += 4) if ((data[i] as number) < 128 && (data[i + 3] as number) > 0) ink++;
      return ink;
    });

  it('uploads a drawing version, shows it current, and opens the older one', async () => {
    const { page, server } = suite;
    await openSignedIn(page, server.baseUrl, '/draweManagement');
    const listed = page.locator('tr.ant-table-row', { hasText: 'A-101' });
    await listed.getByText('V2', { exact: true }).waitFor({ timeout: 30_000 });
    await screenshot(page, 'drawings-list');
    await listed.getByRole('button', { name: /^编\s*辑$/ }).click();
    await page.waitForURL('**/addOrEditDrawePaper?paper_id=*');

    const card = page.locator('.ant-card', { has: page.locator('.ant-card-head-title', { hasText: '图纸版本' }) });
    await versionRow(card, 2).getByText('当前').waitFor({ timeout: 30_000 });
    await page.locator('input[aria-label="图纸文件"]').setInputFiles({
      name: 'A-101 一层平面图 第三版.pdf',
      mimeType: 'application/pdf',
      buffer: demoDrawingPdf(['A-101  Ground floor plan  (version 3)', 'Revised: balcony slab thickened to 150 mm']),
    });
    await card.getByLabel('版本说明').fill('阳台板加厚至 150 mm');
    // The list the upload refreshes names every version's own link: V1's is kept to check what 查看 opens.
    const refreshed = page.waitForResponse((r) => r.url().includes('/api/v1/paper/get_paper_version_list') && r.request().method() === 'GET');
    await card.getByRole('button', { name: '上传新版本' }).click();
    await expectToast(page, '已上传 V3');
    const versions = ((await (await refreshed).json()) as { data: { list: { version_no: number; url: string }[] } }).data.list;
    expect(versions.map((v) => v.version_no)).toEqual([3, 2, 1]);

    await versionRow(card, 3).getByText('当前').waitFor();
    await expect.poll(() => versionRow(card, 3).textContent()).toContain('阳台板加厚至 150 mm');
    expect(await versionRow(card, 2).getByText('当前').count()).toBe(0);
    expect(await versionRow(card, 1).getByText('当前').count()).toBe(0);
    await screenshot(page, 'drawing-versions');

    // 查看 on V1 fetches V1's own file and pdf.js draws it.
    const v1 = new URL(versions.find((v) => v.version_no === 1)?.url as string, server.baseUrl);
    const fetched = page.waitForRequest((r) => r.url().includes(v1.pathname));
    await versionRow(card, 1).getByRole('button', { name: /^查\s*看$/ }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByText('V1 A-101 一层平面图 V1.pdf').waitFor();
    const body = await (await (await fetched).response())?.body();
    expect(body?.toString('latin1')).toContain('(version 1\\)');
    await dialog.locator('[data-testid="pdf-pages"][data-state="ready"]').waitFor({ timeout: 30_000 });
    expect(await inkOf(dialog.locator('canvas[data-page="1"]'))).toBeGreaterThan(200);
    await screenshot(page, 'drawing-older-version');
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'hidden' });

    // The list says V3 is current (reached as its menu would, so what the upload refreshed is what shows).
    await navigateInApp(page, '/draweManagement');
    await listed.getByText('V3', { exact: true }).waitFor({ timeout: 30_000 });
  });

  it('renames a decomposition node on /projectDecom', async () => {
    const { page } = suite;
    await navigateInApp(page, `/projectDecom?project_id=${ProjectDemoIds.projects[0]}`);
    const tree = page.getByRole('tree');
    const building = tree.getByText(/^1\.1 1号楼（/);
    await building.waitFor({ timeout: 30_000 });
    await building.click();
    const nodeCard = page.locator('.ant-card', { has: page.locator('.ant-card-head-title', { hasText: '楼栋：1号楼' }) });
    await nodeCard.locator('tr.ant-table-row').first().waitFor({ timeout: 30_000 });
    await screenshot(page, 'project-decom');
    await page.getByRole('button', { name: '重命名' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('节点名称').fill('1号楼（住宅）');
    await button(page, '保存').click();
    await expectToast(page, '保存成功');
    await tree.getByText(/^1\.1 1号楼（住宅）（/).waitFor();
    await page.locator('.ant-card-head-title', { hasText: '楼栋：1号楼（住宅）' }).waitFor();

    await navigateInApp(page, `/projectDesignAndDecompose?project_id=${ProjectDemoIds.projects[0]}`);
    await page.getByText('浙江华汇建筑设计研究院').waitFor({ timeout: 30_000 });
    await page.getByRole('cell', { name: /\/ 1号楼（住宅）$/ }).waitFor({ timeout: 30_000 });
    await screenshot(page, 'project-design-and-decompose');
  });
});
