import { describe, expect, it } from 'vitest';
import { screenshot } from './harness/browser';
import { latestCode } from './harness/outbox';
import { button, expectToast, loginWithPassword, openLogin, openUserMenuItem } from './harness/pages';
import { useSharedServerAndPage } from './harness/suite';

/**
 * A newcomer's whole first visit: register with a code, land signed in on My units (no unit yet), change password,
 * sign in again (still no unit: My units with the hint to create or join one), leave.
 */
describe('register, log in, change password, log in again, log out', () => {
  // Registers e2enewuser (its own phone) and changes only its password: no other suite on the run's server signs in
  // as it or lists users without a unit.
  const suite = useSharedServerAndPage();
  const phone = '13912340001';
  const firstPassword = 'Build@2026first';
  const newPassword = 'Build@2026second!';

  it('registers with a code read from the outbox and is signed in at once', async () => {
    await openLogin(suite.page, suite.server.baseUrl);
    await suite.page.getByRole('button', { name: /立即注册/ }).click();
    await suite.page.getByPlaceholder('请输入用户名（字母或数字）').fill('e2e_new-user');
    expect(await suite.page.getByPlaceholder('请输入用户名（字母或数字）').inputValue()).toBe('e2enewuser');
    await suite.page.getByPlaceholder('请输入姓名').fill('李工');
    await suite.page.getByPlaceholder('请输入密码（6-20位）').fill(firstPassword);
    await suite.page.getByPlaceholder('请再次输入密码').fill(firstPassword);
    await suite.page.getByPlaceholder('请输入手机号').fill(phone);
    await suite.page.getByRole('button', { name: '获取验证码' }).click();
    await expect.poll(() => suite.page.getByRole('button', { name: /重新发送 \d+/ }).count()).toBe(1);
    await suite.page.getByPlaceholder('请输入验证码').fill(await latestCode(suite.server.baseUrl, phone, 2));
    await screenshot(suite.page, 'register-filled');
    await button(suite.page, '注册').click();
    await suite.page.waitForURL('**/workbenchMyUnit');
    await expect.poll(() => suite.page.getByRole('button', { name: '加入组织' }).first().isVisible()).toBe(true);
    await screenshot(suite.page, 'my-units-new-user');
    await suite.page.goto(`${suite.server.baseUrl}/homepage`);
    await expect.poll(() => suite.page.getByText('李工').first().isVisible()).toBe(true);
  });

  it('changes the password, which ends the session and returns to /login', async () => {
    await openUserMenuItem(suite.page, '修改密码');
    const dialog = suite.page.getByRole('dialog', { name: '修改密码' });
    await dialog.getByLabel('原密码').fill(firstPassword);
    await dialog.getByLabel('新密码', { exact: true }).fill('weak');
    await dialog.getByLabel('确认新密码').fill('weak');
    await button(suite.page, '确定').click();
    await expect.poll(() => dialog.getByText('密码需包含大小写字母、数字及特殊字符，长度在10-32位之间').isVisible()).toBe(true);
    await dialog.getByLabel('新密码', { exact: true }).fill(newPassword);
    await dialog.getByLabel('确认新密码').fill(newPassword);
    await button(suite.page, '确定').click();
    await suite.page.waitForURL('**/login');
    await expectToast(suite.page, '修改成功，请重新登录!');
  });

  it('refuses the old password and accepts the new one', async () => {
    await loginWithPassword(suite.page, 'e2enewuser', firstPassword);
    await expectToast(suite.page, '用户名或密码错误');
    await loginWithPassword(suite.page, 'e2enewuser', newPassword);
    await suite.page.waitForURL('**/workbenchMyUnit');
    await expectToast(suite.page, '操作成功，请进行单位创建/加入');
    await suite.page.goto(`${suite.server.baseUrl}/homepage`);
  });

  it('asks before logging out; cancel keeps the session, confirm ends it', async () => {
    await openUserMenuItem(suite.page, '退出登录');
    await button(suite.page, '取消').click();
    await expectToast(suite.page, '已取消退出');
    expect(suite.page.url()).toMatch(/\/homepage$/);
    await openUserMenuItem(suite.page, '退出登录');
    await button(suite.page, '确定').click();
    await suite.page.waitForURL('**/login');
    expect(await suite.page.evaluate(() => localStorage.getItem('access_token'))).toBeNull();
    await suite.page.goto(`${suite.server.baseUrl}/homepage`);
    await suite.page.waitForURL('**/login');
  });
});
