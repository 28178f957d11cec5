import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { screenshot } from './harness/browser';
import { button } from './harness/pages';
import { openSignedIn } from './harness/session';
import { useSharedServerAndPage } from './harness/suite';

const slot = '[data-micro-app="labor"]';
/** A button of the sub-app by its text (an icon's label may come first). */
const laborButton = (page: Page, text: string) => page.locator(slot).getByRole('button', { name: new RegExp(text) });
/** The sub-app's own toast (its prefix, in its container). */
const laborToast = (page: Page, text: string) => page.locator(`${slot} .labor-message-notice`, { hasText: text }).first().waitFor({ timeout: 10_000 });
/** Every <style> in the document whose text carries the sub-app's own class prefix (labor-…, micro-labor). */
const laborStyles = (page: Page) =>
  page.evaluate(() => [...document.querySelectorAll('style')].filter((s) => /\.(micro-)?labor-|\.micro-labor\b/.test(s.textContent ?? '')).length);

/**
 * The labour sub-app, built and served on its own (/micro/labor/labor.js), mounted by the shell at /labor: it signs
 * its calls with the shell's token, its antd pop-ups are styled, it survives a tab switch and leaves nothing behind.
 */
describe('the /labor micro-app', () => {
  // Adds a person in the labour sub-app; no other suite on the run's server looks at the labour lists.
  const suite = useSharedServerAndPage();

  it('mounts at /labor with its own prefix and styles, and saves through its own dialog', async () => {
    const { page, server } = suite;
    await openSignedIn(page, server.baseUrl, '/labor');
    await page.locator(`${slot} .micro-labor`).waitFor({ state: 'visible' });
    await laborButton(page, '新增人员').waitFor();
    // The list kit shows a skeleton until the first page arrives; the table comes after the toolbar.
    await page.locator(`${slot} .labor-table`).first().waitFor({ state: 'visible' });
    // Its own antd prefix (labor-…), and its styles live inside its container.
    expect(await page.locator(`${slot} .labor-table`).count()).toBe(1);
    expect(await page.locator(`${slot} .ant-table`).count()).toBe(0);
    expect(await page.locator(`${slot} style`).count()).toBeGreaterThan(1);
    expect(await laborStyles(page)).toBeGreaterThan(1);

    await page.getByRole('tab', { name: '工种管理' }).click();
    await page.waitForURL('**/labor/workTypes');
    await laborButton(page, '新增工种').click();
    const modal = page.locator(`${slot} .labor-modal-container:visible`);
    await modal.waitFor({ state: 'visible' });
    // Styled: antd's modal panel is white, rounded and padded, not an unstyled block.
    const look = await modal.evaluate((el) => {
      const s = getComputedStyle(el);
      return { background: s.backgroundColor, radius: s.borderTopLeftRadius, shadow: s.boxShadow !== 'none', position: getComputedStyle(el.closest('.labor-modal-wrap')!).position };
    });
    expect(look).toEqual({ background: 'rgb(255, 255, 255)', radius: '8px', shadow: true, position: 'fixed' });
    await button(page, '保存').click();
    await page.locator(`${slot} .labor-form-item-explain-error`, { hasText: '工种名称不能为空' }).waitFor();
    await screenshot(page, 'micro-labor-1-modal');
    await modal.getByLabel('工种名称').fill('钢筋工');
    await button(page, '保存').click();
    await laborToast(page, '保存成功');
    await page.locator(`${slot} .labor-table-row`, { hasText: '钢筋工' }).waitFor();
    await expect.poll(() => modal.count()).toBe(0);

    await page.getByRole('tab', { name: '人员管理' }).click();
    await laborButton(page, '新增人员').click();
    await modal.getByLabel('姓名').fill('李四');
    await modal.getByLabel('身份证号').fill('11010519491231002X');
    await modal.locator('.labor-select').last().click();
    await page.locator(`${slot} .labor-select-item-option`, { hasText: '钢筋工' }).click();
    await button(page, '保存').click();
    await laborToast(page, '保存成功');
    await page.locator(`${slot} .labor-table-row`, { hasText: '11010519491231002X' }).filter({ hasText: '钢筋工' }).waitFor();
    // The dialog's leave motion ends by focusing the button that opened it (antd's focusTriggerAfterClose): text typed
    // into the search before then loses its focus, and its Enter lands on 新增人员. A person waits for it to go.
    await expect.poll(() => modal.count()).toBe(0);
    await screenshot(page, 'micro-labor-2-persons');
  });

  it('keeps its state across a tab switch, and closing its tab leaves no sub-app styles', async () => {
    const { page } = suite;
    await page.waitForURL('**/labor');
    const search = page.locator(slot).getByPlaceholder('搜索姓名、身份证号、电话');
    await search.fill('没有这个人');
    await search.press('Enter');
    await page.getByText('没有找到与“没有这个人”相关的人员').waitFor();
    await page.locator(`${slot} .micro-labor`).evaluate((el) => (el.dataset.marker = 'kept'));

    // Another page: the sub-app stays mounted, hidden.
    await page.locator('.top-bar__menu').getByRole('link', { name: '首页' }).click();
    await page.waitForURL('**/homepage');
    // The host hides it once the new location has rendered.
    await expect.poll(() => page.locator(`${slot} .micro-labor`).isHidden()).toBe(true);
    expect(await page.locator(`${slot} .micro-labor`).getAttribute('data-marker')).toBe('kept');

    // Back to it: the same mount, its search and result as they were.
    await page.goBack();
    await page.waitForURL('**/labor');
    await page.locator(`${slot} .micro-labor`).waitFor({ state: 'visible' });
    expect(await page.locator(`${slot} .micro-labor`).getAttribute('data-marker')).toBe('kept');
    expect(await search.inputValue()).toBe('没有这个人');
    expect(await page.getByText('没有找到与“没有这个人”相关的人员').isVisible()).toBe(true);
    await screenshot(page, 'micro-labor-3-back');

    // Close its tab from the strip while on another page.
    await page.locator('.top-bar__menu').getByRole('link', { name: '首页' }).click();
    await page.waitForURL('**/homepage');
    expect(await laborStyles(page)).toBeGreaterThan(1);
    // Each sub-app path it visited is a tab of its own (the same path with another query would have replaced it).
    const closers = page.getByRole('button', { name: '关闭劳务管理' });
    expect(await closers.count()).toBeGreaterThan(0);
    while ((await closers.count()) > 0) await closers.first().click();
    await expect.poll(() => page.getByRole('tab', { name: '劳务管理' }).count()).toBe(0);
    await page.locator(slot).waitFor({ state: 'detached' });
    expect(await laborStyles(page)).toBe(0);
    expect(await page.locator('.micro-labor-host, .micro-labor-popups, [data-labor-styles]').count()).toBe(0);
    await screenshot(page, 'micro-labor-4-closed');
  });
});
