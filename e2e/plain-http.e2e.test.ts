import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { ProjectDemoIds } from '../apps/server/src/db/seed/project.seed';
import { launchBrowser, screenshot } from './harness/browser';
import { loginWithPassword } from './harness/pages';
import type { RunningServer } from './harness/server';
import { sharedServer } from './harness/shared-server';

/**
 * The web app over plain HTTP at an address that is not localhost, as on a company intranet or a phone on a site's
 * Wi-Fi: the browser gives no crypto.subtle there (not a secure context), and every page must still sign its calls.
 * Chromium resolves zhuyun.test to the loopback server, so nothing leaves the machine.
 */
describe('plain HTTP at a non-localhost hostname', () => {
  let server: RunningServer;
  let browser: Browser;
  let origin: string;

  beforeAll(async () => {
    // Signs in as demo and answers the questionnaire for 13900000001, which no other suite on the run's server answers
    // (the evaluation suite, which does, keeps a server of its own).
    server = await sharedServer();
    // Every Chromium of the run resolves zhuyun.test to the loopback (harness/browser.ts): the run's one will do.
    browser = await launchBrowser();
    origin = `http://zhuyun.test:${server.port}`;
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  async function openPage(viewport: { width: number; height: number }, mobile = false): Promise<Page> {
    return browser.newPage({ viewport, locale: 'zh-CN', isMobile: mobile, hasTouch: mobile });
  }

  it('serves /login in an insecure context and signs in as demo', async () => {
    const page = await openPage({ width: 1440, height: 900 });
    await page.goto(`${origin}/login`);
    expect(await page.evaluate(() => ({ secure: window.isSecureContext, subtle: typeof crypto.subtle }))).toEqual({
      secure: false,
      subtle: 'undefined',
    });
    // zhuyun.test is no company's domain: the login page stands with the platform's neutral branding.
    await page.getByPlaceholder('请输入用户名').waitFor({ timeout: 15_000 });
    await loginWithPassword(page, 'demo', 'Demo@2026zy!');
    await page.waitForURL('**/homepage', { timeout: 15_000 });
    expect(new URL(page.url()).host).toBe(`zhuyun.test:${server.port}`);
    await screenshot(page, 'plain-http-homepage');
    await page.close();
  });

  it("opens a component's trace page on a phone", async () => {
    const phone = await openPage({ width: 390, height: 844 }, true);
    await phone.goto(`${origin}/memberQrCode?id=${ProjectDemoIds.tracedComponent}`);
    await phone.getByText('WLKJ-4-004').waitFor({ timeout: 15_000 });
    expect(await phone.evaluate(() => window.isSecureContext)).toBe(false);
    expect(await phone.getByText('浙A12345').isVisible()).toBe(true);
    await screenshot(phone, 'plain-http-trace');
    await phone.close();
  });

  it('answers the questionnaire on a phone', async () => {
    const phone = await openPage({ width: 390, height: 844 }, true);
    await phone.goto(`${origin}/QuestionnaireSurveyMobile`);
    await phone.getByLabel('手机号').fill('13900000001');
    await phone.getByLabel('服务密码').fill('1234');
    await phone.getByRole('button', { name: '验证' }).click();
    await phone.waitForURL('**/QuestionsList?phone=13900000001', { timeout: 15_000 });
    await phone.getByRole('radio', { name: /李明/ }).click();
    await phone.getByLabel('工作效率').waitFor({ timeout: 15_000 });
    await phone.getByLabel('工作效率').focus();
    for (let i = 0; i < 5; i++) await phone.keyboard.press('ArrowRight');
    await expect.poll(() => phone.getByLabel('工作效率').inputValue()).toBe('5');
    await phone.getByRole('button', { name: '提交' }).click();
    const dialog = phone.getByRole('dialog');
    await dialog.getByRole('button', { name: '确定' }).click();
    await expect.poll(() => phone.getByRole('status').filter({ hasText: '提交成功' }).isVisible()).toBe(true);
    await screenshot(phone, 'plain-http-questionnaire');
    await phone.close();
  });
});
