import type { Page } from 'playwright-core';
import { takeToast } from './toasts';

/** antd puts a space between the two characters of a two-character Chinese button label ("登 录"). */
export const button = (page: Page, label: string) =>
  page.getByRole('button', { name: new RegExp(`^\\s*${label.split('').join('\\s*')}\\s*$`) });

export async function loginWithPassword(page: Page, userNo: string, password: string): Promise<void> {
  await page.getByPlaceholder('请输入用户名').fill(userNo);
  await page.getByPlaceholder('请输入密码').fill(password);
  // Anchored: the button's name is 登录 alone, also after a refused attempt (no spinner left in a leave motion).
  await button(page, '登录').click();
}

export async function openUserMenuItem(page: Page, item: string): Promise<void> {
  await page.getByRole('button', { name: '用户菜单' }).click();
  await page.getByRole('menuitem', { name: item }).click();
}

/** Waits until the page has shown an antd toast saying `text` since the last wait for that text (toasts.ts). */
export async function expectToast(page: Page, text: string): Promise<void> {
  await takeToast(page, text);
}

/** Signs in as the demo unit's administrator from /login and waits for the home page. */
export async function signInAsDemo(page: Page, baseUrl: string): Promise<void> {
  await page.goto(`${baseUrl}/login`);
  await loginWithPassword(page, 'demo', 'Demo@2026zy!');
  await page.waitForURL('**/homepage');
}

/**
 * Opens /login and waits until its prerendered form is hydrated (decision 027): the markup shows before the scripts
 * have run, and until then its tabs and links (立即注册, 微信扫码) do nothing. The hydrated password form ends the
 * page's hold on early submits (lib/prerendered-login.ts), which is the sign looked for.
 */
export async function openLogin(page: Page, baseUrl: string): Promise<void> {
  await page.goto(`${baseUrl}/login`);
  await page.waitForFunction(() => (window as { __zyEarlySubmit?: unknown }).__zyEarlySubmit === undefined);
}
