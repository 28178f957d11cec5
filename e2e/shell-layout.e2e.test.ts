import { describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { screenshot } from './harness/browser';
import { motionSettled } from './harness/motion';
import { expectToast, signInAsDemo } from './harness/pages';
import { useSharedServerAndPage } from './harness/suite';

/** A click on a link inside the app: the router takes it without reloading the page. */
async function go(page: Page, path: string): Promise<void> {
  await page.evaluate((to) => {
    window.history.pushState({}, '', to);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, path);
  await page.waitForFunction((to) => window.location.pathname + window.location.search === to, path);
}

/** Toasts stay 3 s; screenshots of the layout wait until they are gone. */
const noToasts = (page: Page) => page.locator('.ant-message-notice').first().waitFor({ state: 'detached', timeout: 10_000 });

const offsetOf = (page: Page) => page.locator('.tab-strip__viewport').evaluate((el) => el.scrollLeft);

/** Whether a tab is wholly inside the strip's visible part (the strip has scrolled it into view). */
const inStrip = (tab: Locator) =>
  tab.evaluate((el) => {
    const box = el.getBoundingClientRect();
    const strip = el.closest('.tab-strip__viewport')?.getBoundingClientRect();
    return Boolean(strip && box.left >= strip.left - 1 && box.right <= strip.right + 1);
  });

/**
 * One arrow click, then the page's own clock past the arrows' 100 ms throttle (spec-1 §9): a starved runner's pause
 * is not the page's, and a click inside the window is dropped by design.
 */
async function clickArrow(page: Page, arrow: Locator): Promise<void> {
  await arrow.click();
  const at = await page.evaluate(() => Date.now());
  await page.waitForFunction((t) => Date.now() - t > 120, at);
}

/** Twelve pages, several with long titles, so that their tabs are wider than the strip at 1440 px. */
const TWELVE_PAGES = [
  '/ProjectList',
  '/carList',
  '/companyList',
  '/AuditInformation',
  '/checkBusinessConfigDetail',
  '/projectDesignAndDecompose',
  '/monitorBusinessConfig',
  '/ProjectGanttDetail',
  '/addOrEditDrawePaper',
  '/customTableDetail',
  '/building?from=e2e',
  '/yardList',
];

/** The shell of issue 4: tabs with their arrows, the route table's notices, the side menu at three widths. */
describe('shell layout', () => {
  // Opens pages and reads them (tabs live in the browser): the run's shared server.
  const suite = useSharedServerAndPage();

  it('opens 12 pages as tabs; the arrows appear and move the strip 92 px a click', async () => {
    const { page, server } = suite;
    await signInAsDemo(page, server.baseUrl);
    const tabs = page.getByRole('tablist', { name: '已打开的页面' }).getByRole('tab');

    for (const [index, path] of TWELVE_PAGES.entries()) {
      await go(page, path);
      await expect.poll(() => tabs.count(), { timeout: 15_000 }).toBe(index + 2);
      if (index === 8) expect(await page.getByRole('button', { name: '向右滚动标签' }).count()).toBe(0);
    }
    expect(await tabs.count()).toBe(13);
    const right = page.getByRole('button', { name: '向右滚动标签' });
    const left = page.getByRole('button', { name: '向左滚动标签' });
    await right.waitFor();

    // The newest tab is active and in view: the strip is scrolled to its end — again once the web font has widened
    // the titles, which may come late on a busy machine.
    await page.evaluate(() => document.fonts.ready.then(() => undefined));
    const viewport = page.locator('.tab-strip__viewport');
    await expect.poll(() => viewport.evaluate((el) => Math.round(el.scrollWidth - el.clientWidth - el.scrollLeft))).toBe(0);
    const end = await offsetOf(page);
    expect(end).toBeGreaterThan(0);
    await clickArrow(page, right);
    await expectToast(page, '已经是最后一个标签');
    await clickArrow(page, left);
    await expect.poll(() => offsetOf(page)).toBe(Math.max(0, end - 92));
    await noToasts(page);
    await screenshot(page, 'shell-tabs-1440');

    // Back to the first tab, one 92 px step at a time, then the first-tab notice.
    for (let i = 0; i < Math.ceil(end / 92) + 1; i++) await clickArrow(page, left);
    await expectToast(page, '已经是第一个标签');
    expect(await offsetOf(page)).toBe(0);
  });

  it('closes tabs from the strip and keeps the home tab', async () => {
    const { page } = suite;
    await page.getByRole('button', { name: '关闭功能开发中' }).click();
    // Switch to the tab first: the strip scrolls it into view, and then stays still for the right click.
    const cars = page.getByRole('tab', { name: '车辆管理' });
    await cars.click();
    await page.waitForURL('**/carList');
    await expect.poll(() => cars.getAttribute('aria-selected')).toBe('true');
    await expect.poll(() => inStrip(cars)).toBe(true);
    await cars.click({ button: 'right' });
    const closeOthers = page.getByRole('menuitem', { name: '关闭其他' });
    await closeOthers.waitFor();
    // The menu may slide in; a click during its motion can miss it.
    await motionSettled(page);
    await closeOthers.click();
    await page.waitForURL('**/carList');
    const names = await page.getByRole('tablist', { name: '已打开的页面' }).getByRole('tab').allTextContents();
    expect(names).toEqual(['首页', '车辆管理']);
  });

  it('shows the spec texts of /error?type=403 and of an unknown path', async () => {
    const { page } = suite;
    await go(page, '/error?type=403');
    await page.getByText('抱歉,暂无此权限').waitFor({ timeout: 15_000 });
    await go(page, '/no/such/page');
    await page.getByText('功能开发中，敬请期待').waitFor({ timeout: 15_000 });
    expect(await page.getByRole('navigation', { name: '顶部导航' }).getByRole('link', { name: '项目中心' }).count()).toBe(1);
  });

  it('shows the side menu at 1440 px, collapses it at 900 px and hides it at 700 px', async () => {
    const { page } = suite;
    // A redirect centre goes on to its group's first menu (the server's), whose side menu then shows.
    await go(page, '/ProjectList');
    const nav = page.getByRole('navigation', { name: '项目中心菜单' });
    await nav.waitFor();
    expect((await nav.boundingBox())?.width).toBe(208);
    // The breadcrumb names the page's place by the server's menus, from its group down.
    const trail = page.getByRole('navigation', { name: '当前位置' }).getByRole('listitem');
    expect((await trail.allTextContents())[0]).toBe('项目中心');
    expect((await trail.allTextContents()).at(-1)).toBe('项目列表');
    await noToasts(page);
    await screenshot(page, 'shell-1440x900');

    await page.setViewportSize({ width: 900, height: 700 });
    await expect.poll(async () => (await nav.boundingBox())?.width).toBe(64);
    await screenshot(page, 'shell-900x700-collapsed');
    // The collapsed column's branch flies out beside its icon on hover, and leads to its pages.
    await nav.getByRole('button', { name: '项目管理' }).hover();
    const flyoutLink = nav.getByRole('link', { name: '项目地图' });
    await flyoutLink.waitFor();
    expect((await flyoutLink.boundingBox())!.x).toBeGreaterThanOrEqual(64);
    // Above the page: the point at the link's centre is the link, not the card behind it.
    expect(await flyoutLink.evaluate((link) => {
      const box = link.getBoundingClientRect();
      return link.contains(document.elementFromPoint(box.x + box.width / 2, box.y + box.height / 2));
    })).toBe(true);
    await screenshot(page, 'shell-900x700-flyout');
    await page.mouse.move(600, 600);
    await expect.poll(() => flyoutLink.count()).toBe(0);

    await page.setViewportSize({ width: 700, height: 700 });
    await expect.poll(() => nav.count()).toBe(0);
    expect(await page.getByRole('button', { name: '打开菜单' }).isVisible()).toBe(true);
    await screenshot(page, 'shell-700x700-hidden');
    await page.getByRole('button', { name: '打开菜单' }).click();
    const drawer = page.getByRole('dialog', { name: '项目中心' });
    await drawer.getByRole('link', { name: '项目列表' }).waitFor();
    await motionSettled(page); // the panel's slide-in
    await screenshot(page, 'shell-700x700-drawer');
    await page.keyboard.press('Escape');
    await expect.poll(() => drawer.count()).toBe(0);
    await page.setViewportSize({ width: 1440, height: 900 });
  });

  it('shows the two cards of /regulatoryPlatformLogin', async () => {
    const { page, server } = suite;
    await page.goto(`${server.baseUrl}/regulatoryPlatformLogin`);
    await page.getByRole('region', { name: '监管部门登录' }).waitFor({ timeout: 15_000 });
    expect(await page.getByRole('region', { name: '企业用户登录' }).isVisible()).toBe(true);
    await screenshot(page, 'regulatory-platform-login-1440');
  });
});
