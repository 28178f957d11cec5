import { describe, expect, it } from 'vitest';
import { openPage, screenshot } from './harness/browser';
import { button, expectToast } from './harness/pages';
import { useSharedServerAndPage } from './harness/suite';

describe('the login page', () => {
  // Reads the page and its messages: the run's shared server. Its one wrong password for demo is one of the five
  // a lock needs (login.service.ts), and no other suite on that server tries a wrong one.
  const suite = useSharedServerAndPage();

  it("shows the demo company's branding chosen by the domain", async () => {
    await suite.page.goto(`${suite.server.baseUrl}/login`);
    await expect.poll(() => suite.page.getByText('装配式建筑质量监管平台').first().isVisible()).toBe(true);
    expect(await suite.page.getByText('筑云智慧建造平台').first().isVisible()).toBe(true);
    expect(await suite.page.getByText(/演示建设集团/).first().isVisible()).toBe(true);
    const logo = suite.page.locator('img[src="/brand/demo-logo.svg"]').first();
    // The image has no size until it has loaded: on a busy machine that can be after the texts.
    await expect.poll(() => logo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth), { timeout: 15_000 }).toBeGreaterThan(0);
    expect(await logo.isVisible()).toBe(true);
    const background = await suite.page.locator('.login-page').evaluate((el) => getComputedStyle(el).backgroundImage);
    expect(background).toContain('/brand/demo-login-bg.svg');
    expect(await suite.page.locator('.login-card').evaluate((el) => el.getBoundingClientRect().height)).toBe(424);
    await screenshot(suite.page, 'login-1440');
  });

  it('shows each login message for empty fields and the server message for a wrong password', async () => {
    await button(suite.page, '登录').click();
    expect(await suite.page.getByText('请输入用户名').last().isVisible()).toBe(true);
    expect(await suite.page.getByText('请输入密码').last().isVisible()).toBe(true);
    await suite.page.getByPlaceholder('请输入用户名').fill('demo');
    await suite.page.getByPlaceholder('请输入密码').fill('wrong-password');
    await button(suite.page, '登录').click();
    await expectToast(suite.page, '用户名或密码错误');
  });

  it('checks the phone before sending a code', async () => {
    await suite.page.getByText('手机验证码登录').click();
    await suite.page.getByRole('button', { name: '获取验证码' }).click();
    await expect.poll(() => suite.page.getByText('手机号不能为空').isVisible()).toBe(true);
    await suite.page.getByPlaceholder('请输入手机号').fill('1380000');
    await suite.page.getByRole('button', { name: '获取验证码' }).click();
    await expect.poll(() => suite.page.getByText('手机号长度不符合要求（11位）').isVisible()).toBe(true);
    expect(await suite.page.locator('.login-card').evaluate((el) => el.getBoundingClientRect().height)).toBe(424);
  });

  it('shows every register message in the 536 px card', async () => {
    await suite.page.getByRole('button', { name: /立即注册/ }).click();
    await button(suite.page, '注册').click();
    for (const message of ['用户名不能为空', '姓名不能为空', '密码不能为空', '请再次输入密码', '请输入手机号', '验证码不能为空']) {
      await expect.poll(() => suite.page.getByText(message, { exact: true }).isVisible(), { message }).toBe(true);
    }
    await suite.page.getByPlaceholder('请输入密码（6-20位）').fill('abc');
    await suite.page.getByPlaceholder('请再次输入密码').fill('abd');
    await suite.page.getByPlaceholder('请输入手机号').fill('1234567');
    await expect.poll(() => suite.page.getByText('长度在6到20个字符').isVisible()).toBe(true);
    await expect.poll(() => suite.page.getByText('两次输入密码不一致!').isVisible()).toBe(true);
    await expect.poll(() => suite.page.getByText('请输入11位有效手机号号码').isVisible()).toBe(true);
    expect(await suite.page.locator('.login-card').evaluate((el) => el.getBoundingClientRect().height)).toBe(536);
    await screenshot(suite.page, 'register-errors');
  });

  it('fits a 360 px phone screen without sideways scrolling', async () => {
    const phone = await openPage(suite.browser, { viewport: { width: 360, height: 780 } });
    await phone.goto(`${suite.server.baseUrl}/login`);
    await expect.poll(() => phone.getByPlaceholder('请输入用户名').isVisible()).toBe(true);
    expect(await phone.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    await screenshot(phone, 'login-360');
    await phone.close();
  });
});
