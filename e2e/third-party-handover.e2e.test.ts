import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { ApiClient, memoryStore } from '@zhuyun/client';
import { ThirdPartyMsg, routes } from '@zhuyun/contracts';
import { screenshot } from './harness/browser';
import { button, expectToast, openLogin } from './harness/pages';
import { useServer, useServerAndPage } from './harness/suite';

const LABOR_SID = '01900000-0000-7000-8000-000000002008';

/** Scan with the dev provider's page in the dialog and consent as `nickName`. */
async function scanAs(page: Page, nickName: string): Promise<void> {
  await page.getByRole('button', { name: '微信扫码' }).click();
  const frame = page.frameLocator('iframe[title="扫码登录二维码"]');
  await frame.getByRole('button', { name: '模拟扫码' }).click();
  await frame.getByLabel('微信昵称').fill(nickName);
  await frame.getByRole('button', { name: '允许' }).click();
}

// Both blocks on one server: the first binds a WeChat account to demo, the second authorises the labour system for
// demo's unit; neither looks at what the other changes.
const fileServer = useServer();

describe('third-party scan login with the dev provider', () => {
  const suite = useServerAndPage(undefined, fileServer);

  it('scans, binds the new WeChat account to demo on the bind panel, and is signed in', async () => {
    const { page, server } = suite;
    await openLogin(page, server.baseUrl);
    await page.getByRole('button', { name: '微信扫码' }).click();
    const frame = page.frameLocator('iframe[title="扫码登录二维码"]');
    await frame.getByRole('button', { name: '模拟扫码' }).waitFor();
    await screenshot(page, 'scan-dialog');
    await page.locator('.ant-modal-close').click();

    await scanAs(page, 'e2e微信用户');
    await page.waitForURL(/\/login\?status=bindAcount&unique_token=/);
    await expect.poll(() => page.getByText('绑定已有账号').isVisible()).toBe(true);
    await page.getByRole('button', { name: '绑定并登录' }).click();
    await expect.poll(() => page.getByText('请输入用户名').first().isVisible()).toBe(true);
    await page.getByPlaceholder('请输入用户名').fill('demo');
    await page.getByPlaceholder('请输入密码').fill('Wrong@2026zy!');
    await page.getByRole('button', { name: '绑定并登录' }).click();
    await expectToast(page, '用户名或密码错误');
    await screenshot(page, 'bind-panel');
    await page.getByPlaceholder('请输入密码').fill('Demo@2026zy!');
    await page.getByRole('button', { name: '绑定并登录' }).click();
    await page.waitForURL('**/homepage');
    await expectToast(page, ThirdPartyMsg.bound);
    expect(await page.evaluate(() => localStorage.getItem('access_token'))).toMatch(/^"[\w-]{43}"$/);
  });

  it('signs straight in on the next scan by the same WeChat account', async () => {
    const { page, server } = suite;
    await page.evaluate(() => localStorage.clear());
    await page.goto(`${server.baseUrl}/login`);
    await scanAs(page, 'e2e微信用户');
    await page.waitForURL('**/homepage');
    await page.locator('.welcome-card__head').waitFor();
    await expect.poll(() => page.getByText('演示管理员').first().isVisible()).toBe(true);
    await screenshot(page, 'scan-signed-in');
  });
});

describe('token hand-over page', () => {
  const suite = useServerAndPage(undefined, fileServer);

  /** A signed-in API client of the demo server, as another system's shell would be. */
  async function signedIn(baseUrl: string, userNo: string, password: string): Promise<ApiClient> {
    const api = new ApiClient({ baseUrl, systemNo: 'web', authCode: 'dev-web-auth-code', store: memoryStore() });
    const answer = await api.call(routes.login, { login_type: 1, user_no: userNo, password });
    api.setToken(answer.access_token);
    return api;
  }

  it('lands on its path signed in, with the origin kept; the same link then says the token was used', async () => {
    const { page, server } = suite;
    // The demo unit applies for the labour system and the platform administrator approves it.
    const demo = await signedIn(server.baseUrl, 'demo', 'Demo@2026zy!');
    const me = await demo.call(routes.getUserInfo, {});
    expect((await demo.call(routes.checkSysBind, { app_sys_no: 'labor' })).bound).toBe(false);
    const org = await demo.call(routes.getMyCompanies, { is_page: 0 });
    await demo.call(routes.applySystemAuth, { org_id: org.list[0]!.org_id!, sid: LABOR_SID, system_no: 'labor', type: 2 });
    const admin = await signedIn(server.baseUrl, 'admin', 'Admin@2026zy!');
    await admin.call(routes.examineAuthApply, { company_id: me.comp_id!, sid: LABOR_SID, status: 3 });
    const bind = await demo.call(routes.checkSysBind, { app_sys_no: 'labor', user_id: me.user_id });
    expect(bind).toMatchObject({ bound: true, expires_in: 60 });

    const link = `${server.baseUrl}/redirect?${new URLSearchParams({ tokenId: bind.access_token!, path: 'ProjectList', url: 'https://origin.example.com' })}`;
    await page.goto(link);
    await page.waitForURL('**/ProjectList');
    await expect.poll(() => page.getByText('演示管理员').first().isVisible()).toBe(true);
    expect(await page.evaluate(() => localStorage.getItem('originUrl'))).toBe('"https://origin.example.com"');
    await page.locator('.ant-table').first().waitFor();
    await screenshot(page, 'handover-landed');

    await page.evaluate(() => localStorage.clear());
    await page.goto(link);
    await expect.poll(() => page.getByText(ThirdPartyMsg.shortTokenUsed).isVisible()).toBe(true);
    await screenshot(page, 'handover-reused');
    await button(page, '去登录').click();
    await page.waitForURL('**/login');
  });
});
