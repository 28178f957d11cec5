import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { launchBrowser, screenshot } from './harness/browser';
import { latestCode } from './harness/outbox';
import { button, expectToast, loginWithPassword, openLogin } from './harness/pages';
import { startServer, type RunningServer } from './harness/server';
import { openSignedIn } from './harness/session';
import { recordToasts } from './harness/toasts';

/**
 * From a new account to an approved member (issue 3): `worker` joins 演示建设集团 by invite code and `demo` approves;
 * a newcomer registers, creates a unit, `admin` approves it, and the newcomer enters it. New units wait for review
 * here (AUTO_APPROVE_UNITS=0), as in production.
 */
describe('units: join by invite code, create a unit, reviews, enter the platform', () => {
  let server: RunningServer;
  let browser: Browser;
  const contexts: BrowserContext[] = [];
  const newcomerPhone = '13912345678';
  const unitName = '钱塘新城建设有限公司';
  let newcomerPage: Page;

  beforeAll(async () => {
    server = await startServer({ AUTO_APPROVE_UNITS: '0' });
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  /** A fresh browser profile per person, so nobody's session leaks into the next person's. */
  async function freshPage(): Promise<Page> {
    const context = await browser.newContext({ viewport: { width: 1440, height: 900 }, locale: 'zh-CN', reducedMotion: 'reduce' });
    await recordToasts(context);
    contexts.push(context);
    return context.newPage();
  }

  async function signIn(userNo: string, password: string): Promise<Page> {
    const page = await freshPage();
    await page.goto(`${server.baseUrl}/login`);
    await loginWithPassword(page, userNo, password);
    await page.waitForURL((url) => !url.pathname.startsWith('/login'));
    return page;
  }

  /** For a step that needs the person signed in, not the way in: signed in through the API (harness/session.ts). */
  async function openAs(userNo: string, password: string, path: string): Promise<Page> {
    const page = await freshPage();
    await openSignedIn(page, server.baseUrl, path, { userNo, password });
    return page;
  }

  const unitCard = (page: Page, name: string) => page.getByRole('article', { name });

  /** Hovers a unit card and waits until its actions have faded in. */
  async function hoverCard(page: Page, name: string) {
    const card = unitCard(page, name);
    await card.hover();
    await expect.poll(() => card.locator('.unit-card__actions').evaluate((e) => getComputedStyle(e).opacity)).toBe('1');
    return card;
  }

  it('worker, in no unit yet, lands on My units and sees the first-time guide', async () => {
    const page = await signIn('worker', 'Worker@2026zy!');
    await page.waitForURL('**/workbenchMyUnit');
    await expectToast(page, '操作成功，请进行单位创建/加入');
    await page.getByText('加入申请由单位管理员或项目经理审批通过后即可进入平台', { exact: false }).waitFor();
    await screenshot(page, 'units-01-guide');

    await page.getByRole('button', { name: '加入组织' }).first().click();
    const dialog = page.getByRole('dialog', { name: '加入组织' });
    await button(page, '查看').click();
    await dialog.getByText('邀请码不能为空').waitFor();
    expect(await dialog.getByRole('button', { name: '下一步' }).isDisabled()).toBe(true);
    await dialog.getByLabel('邀请码').fill('ZYDEMX26');
    await button(page, '查看').click();
    await dialog.getByText('单位名称：演示建设集团').waitFor();
    await screenshot(page, 'units-02-join-invite');
    await dialog.getByRole('button', { name: '下一步' }).click();

    await dialog.getByLabel('部门').click();
    await page.locator('.ant-cascader-menu-item', { hasText: '演示建设集团' }).click();
    await page.locator('.ant-cascader-menu-item', { hasText: /^工程部$/ }).click();
    await page.keyboard.press('Escape');
    await dialog.getByLabel('岗位').click();
    await page.locator('.ant-select-item-option', { hasText: '工程部 / 施工员' }).click();
    await screenshot(page, 'units-03-join-dept-job');
    await dialog.getByRole('button', { name: '提交申请' }).click();
    await expectToast(page, '申请已提交，请等待审核');

    await unitCard(page, '演示建设集团').getByText('审核中').waitFor();
    const card = await hoverCard(page, '演示建设集团');
    expect(await card.getByRole('button', { name: '进入平台' }).isDisabled()).toBe(true);
    expect(await card.getByRole('button', { name: '查看单位' }).isDisabled()).toBe(true);
    await screenshot(page, 'units-04-reviewing');
  });

  it('demo, the unit administrator, approves the request on /accountReview', async () => {
    const page = await openAs('demo', 'Demo@2026zy!', '/accountReview');
    const row = page.locator('tr', { hasText: '张工' });
    await row.getByText('施工员').waitFor();
    await screenshot(page, 'units-05-account-review');
    await row.getByRole('button', { name: /通\s*过/ }).click();
    await expectToast(page, '操作成功');
    await page.locator('tr', { hasText: '张工' }).waitFor({ state: 'detached' });
  });

  it('worker signs in again and lands on /homepage', async () => {
    const page = await signIn('worker', 'Worker@2026zy!');
    await page.waitForURL('**/homepage');
    await page.getByText('演示建设集团').first().waitFor();
  });

  it('a newcomer registers by phone and creates a unit, which waits for review', async () => {
    const page = await freshPage();
    newcomerPage = page;
    await openLogin(page, server.baseUrl);
    await page.getByRole('button', { name: /立即注册/ }).click();
    await page.getByRole('tab', { name: '手机号注册' }).click();
    await page.getByPlaceholder('请输入手机号').fill(newcomerPhone);
    await page.getByRole('button', { name: '获取验证码' }).click();
    await expect.poll(() => page.getByRole('button', { name: /重新发送 \d+/ }).count()).toBe(1);
    await page.getByPlaceholder('请输入验证码').fill(await latestCode(server.baseUrl, newcomerPhone, 2));
    await page.getByRole('button', { name: '注册并登录' }).click();
    await page.waitForURL('**/workbenchMyUnit');

    await page.getByRole('button', { name: '创建组织' }).first().click();
    await page.waitForURL('**/workbenchAddOrLookCom?headTitle=*');
    await button(page, '提交').click();
    await page.getByText('具体位置不能为空').waitFor();
    await screenshot(page, 'units-06-create-messages');

    await page.getByLabel('业务类型').click();
    await page.locator('.ant-select-item-option', { hasText: '房屋建筑' }).click();
    await page.locator('.ant-select-item-option', { hasText: '装配式建筑' }).click();
    await page.keyboard.press('Escape');
    await page.getByLabel('单位名称').fill(unitName);
    await page.getByLabel('单位简称').fill('钱塘新城');
    await page.getByLabel('单位地址').click();
    await page.locator('.ant-cascader-menu-item', { hasText: /^浙江省$/ }).click();
    await page.locator('.ant-cascader-menu-item', { hasText: /^杭州市$/ }).click();
    await page.locator('.ant-cascader-menu-item', { hasText: /^钱塘区$/ }).click();
    await page.getByLabel('详细地址').fill('江东大道1号');

    await page.getByRole('button', { name: '选择经纬度' }).click();
    const map = page.getByRole('dialog', { name: '选择经纬度' });
    const canvas = map.getByTestId('map-canvas');
    await canvas.waitFor();
    await map.getByRole('button', { name: '定位到当前位置' }).waitFor();
    await canvas.click({ position: { x: 420, y: 200 } });
    await map.getByText(/经度 \d+\.\d{6}，纬度 \d+\.\d{6}/).waitFor();
    await screenshot(page, 'units-07-map-picker');
    await button(page, '保存').click();
    await page.getByText(/经纬度：\d+\.\d{6}, \d+\.\d{6}/).waitFor();
    await screenshot(page, 'units-08-create-filled');
    await button(page, '提交').click();
    await expectToast(page, '创建成功');
    await page.waitForURL('**/workbenchMyUnit');
    await unitCard(page, unitName).getByText('审核中').waitFor();
    const card = await hoverCard(page, unitName);
    expect(await card.getByRole('button', { name: '进入平台' }).isDisabled()).toBe(true);
    await screenshot(page, 'units-09-created-reviewing');
  });

  it('admin approves the unit on /companyList', async () => {
    const page = await openAs('admin', 'Admin@2026zy!', '/companyList');
    const row = page.locator('tr', { hasText: unitName });
    await row.getByText('杭州市', { exact: false }).waitFor();
    await screenshot(page, 'units-10-company-list');
    await row.getByRole('button', { name: /通\s*过/ }).click();
    await expectToast(page, '操作成功');
    await page.locator('tr', { hasText: unitName }).waitFor({ state: 'detached' });
  });

  it('the newcomer views the approved unit, then enters it and the homepage shows it', async () => {
    // The newcomer's session from registration is still open in their browser.
    const page = newcomerPage;
    await page.goto(`${server.baseUrl}/workbenchMyUnit`);

    await unitCard(page, unitName).getByText('已通过').waitFor();
    const card = await hoverCard(page, unitName);
    await screenshot(page, 'units-11-approved-hover');
    await card.getByRole('button', { name: '查看单位' }).click();
    await page.waitForURL('**/workbenchAddOrLookCom?headTitle=*');
    await page.getByText('房屋建筑').waitFor();
    expect(await page.locator('.invite-code').innerText()).toMatch(/^[2-9A-HJKMNP-Z]{8}$/);
    await screenshot(page, 'units-12-view-unit');
    await page.getByRole('button', { name: '在地图上查看' }).click();
    const viewMap = page.getByRole('dialog', { name: '查看位置' });
    await viewMap.getByTestId('map-canvas').waitFor();
    await expect.poll(() => viewMap.evaluate((e) => e.className)).not.toMatch(/zoom-(appear|enter)/);
    await screenshot(page, 'units-12b-view-map');
    await viewMap.locator('.ant-modal-footer').getByRole('button').click();
    await page.getByRole('button', { name: /返\s*回/ }).click();
    await page.waitForURL('**/workbenchMyUnit');

    await (await hoverCard(page, unitName)).getByRole('button', { name: '进入平台' }).click();
    await page.waitForURL('**/homepage');
    await page.getByText(unitName).first().waitFor();
    await screenshot(page, 'units-13-homepage-entered');
  });
});
