import { describe, expect, it } from 'vitest';
import { ThirdPartyMsg } from '@zhuyun/contracts';
import { screenshot } from './harness/browser';
import { button, expectToast, signInAsDemo } from './harness/pages';
import { useSharedServerAndPage } from './harness/suite';

// /loginMode (登录方式): the signed-in demo binds a WeChat account through the dev provider's scan, then unbinds it.
describe('login modes page', () => {
  // Binds and unbinds a WeChat account for demo; no other suite on the run's server binds or looks at one (the
  // third-party hand-over, which also binds one to demo, keeps a server of its own).
  const suite = useSharedServerAndPage();

  it('binds a scanned WeChat account from /loginMode, shows it, and unbinds it after the confirmation', async () => {
    const { page, server } = suite;
    await signInAsDemo(page, server.baseUrl);

    await page.goto(`${server.baseUrl}/loginMode`);
    const wechat = page.getByRole('region', { name: '微信扫码登录' });
    await expect.poll(() => wechat.getByText('未绑定微信').isVisible()).toBe(true);
    await expect.poll(() => page.getByText('138****').first().isVisible()).toBe(true);
    await screenshot(page, 'login-mode-unbound');

    await button(page, '绑定').click();
    await expect.poll(() => page.getByText(ThirdPartyMsg.bindScanTitle).isVisible()).toBe(true);
    const frame = page.frameLocator('iframe[title="扫码登录二维码"]');
    await frame.getByRole('button', { name: '模拟扫码' }).click();
    await frame.getByLabel('微信昵称').fill('e2e绑定微信');
    await frame.getByRole('button', { name: '允许' }).click();

    // The callback binds (check bound type 1, then bind without user number) and comes back signed in.
    await page.waitForURL('**/loginMode');
    await expectToast(page, ThirdPartyMsg.bound);
    await expect.poll(() => wechat.getByText('e2e绑定微信').isVisible()).toBe(true);
    await screenshot(page, 'login-mode-bound');

    await wechat.getByRole('button', { name: /解除绑定/ }).click();
    await button(page, '确定').click();
    await expectToast(page, ThirdPartyMsg.unbound);
    await expect.poll(() => wechat.getByText('未绑定微信').isVisible()).toBe(true);
  });
});
