import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { ProjectDemoIds } from '../apps/server/src/db/seed/project.seed';
import { screenshot } from './harness/browser';
import { openSignedIn } from './harness/session';
import { useSharedServerAndPage } from './harness/suite';

/** The first row's actions cell: where it is, where the table's scroll box ends, and the tops of its buttons. */
async function actionsOf(page: Page) {
  return page.locator('tr.ant-table-row').first().locator('td.resource-actions-cell').evaluate((cell) => {
    const box = cell.getBoundingClientRect();
    const scroller = cell.closest('.ant-table-content') ?? cell.closest('.ant-table-container');
    const buttons = [...cell.querySelectorAll('button')].map((b) => b.getBoundingClientRect());
    return {
      left: box.left,
      right: box.right,
      scrollerRight: scroller!.getBoundingClientRect().right,
      viewport: window.innerWidth,
      scrolls: scroller!.scrollWidth > scroller!.clientWidth,
      tops: [...new Set(buttons.map((b) => Math.round(b.top)))],
      cut: buttons.some((b) => b.right > box.right + 1 || b.left < box.left - 1),
    };
  });
}

/**
 * /projectFile's 操作 column holds seven actions (预览 下载 版本 标签 移动到 编辑 删除): at 1440 and 1280 wide they stay
 * on one line, whole, and in sight at the table's right edge while the other columns scroll beneath.
 */
describe('list kit: row actions', () => {
  // Only looks: the run's shared server.
  const suite = useSharedServerAndPage();

  it('keeps every row action on one line and in sight at 1440 and 1280 wide', async () => {
    const { page, server } = suite;
    await openSignedIn(page, server.baseUrl, `/projectFile?project_id=${ProjectDemoIds.projects[0]}`);
    await page.locator('[data-dir="专项方案"]').click({ timeout: 20_000 });
    await page.getByRole('cell', { name: '塔吊安装专项方案.pdf' }).waitFor({ timeout: 15_000 });

    for (const width of [1440, 1280]) {
      await page.setViewportSize({ width, height: 900 });
      await expect.poll(async () => (await actionsOf(page)).viewport).toBe(width);
      const actions = await actionsOf(page);
      expect(actions.tops, `${width}: one line`).toHaveLength(1);
      expect(actions.cut, `${width}: no button cut`).toBe(false);
      // The column ends where the table's box ends: fixed at its right edge, not scrolled out of sight.
      expect(Math.abs(actions.right - actions.scrollerRight), `${width}: at the right edge`).toBeLessThanOrEqual(2);
      expect(actions.right).toBeLessThanOrEqual(width);
      await screenshot(page, `list-kit-actions-${width}`);
    }
  });
});
