import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { openPage, screenshot } from './harness/browser';
import { latestCode } from './harness/outbox';
import { motionSettled } from './harness/motion';
import { navigateInApp, openSignedIn } from './harness/session';
import { useServerAndPage } from './harness/suite';

/** Moves a slider as a thumb does: a tap at a fraction of its track. */
async function tapSlider(page: Page, label: string, fraction: number): Promise<void> {
  const box = await page.getByLabel(label).boundingBox();
  if (!box) throw new Error(`slider ${label} is not visible`);
  await page.getByLabel(label).scrollIntoViewIfNeeded();
  const again = (await page.getByLabel(label).boundingBox()) ?? box;
  await page.mouse.click(again.x + again.width * fraction, again.y + again.height / 2);
}

const valueOf = async (page: Page, label: string) => Number(await page.getByLabel(label).inputValue());

/** The employee questionnaire on a phone (390×844): verify, choose, score with sliders, submit; recover the password. */
describe('employee evaluation questionnaire on a phone', () => {
  const suite = useServerAndPage({ width: 390, height: 844 });

  it('refuses an empty form with the spec\'s messages, then verifies the seeded phone', async () => {
    const { page, server } = suite;
    await page.goto(`${server.baseUrl}/QuestionnaireSurveyMobile`);
    await page.getByRole('button', { name: '验证' }).click();
    await expect.poll(() => page.getByText('手机号不能为空').isVisible()).toBe(true);
    expect(await page.getByText('服务密码不能为空').isVisible()).toBe(true);
    await screenshot(page, 'evaluation-1-verify-empty');
    await page.getByLabel('手机号').fill('139000000019999');
    expect(await page.getByLabel('手机号').inputValue()).toBe('13900000001');
    await page.getByLabel('服务密码').fill('1234');
    await screenshot(page, 'evaluation-2-verify-filled');
    await page.getByRole('button', { name: '验证' }).click();
    await page.waitForURL('**/QuestionsList?phone=13900000001');
    await expect.poll(() => page.getByText('您好，王建国。请选择被评价人：').isVisible()).toBe(true);
    await screenshot(page, 'evaluation-3-evaluatees');
  });

  it('asks to choose first, then scores with sliders, shows the running total, confirms and submits (提交成功)', async () => {
    const { page } = suite;
    await page.getByRole('button', { name: '提交' }).click();
    await expect.poll(() => page.getByRole('status').filter({ hasText: '请先选择被评价人' }).isVisible()).toBe(true);

    await page.getByRole('radio', { name: /李明/ }).click();
    await expect.poll(() => page.getByText('一、工作业绩').isVisible()).toBe(true);
    // The seeded exercise's instructions stand above the questions.
    expect(await page.getByRole('region', { name: '评价说明' }).textContent()).toContain('请根据被评价人近一年的实际表现客观评分。');
    expect(await page.getByText('二、工作态度').isVisible()).toBe(true);
    expect(await page.getByLabel('工作目标完成情况').getAttribute('max')).toBe('20');
    await screenshot(page, 'evaluation-4-questions');

    await tapSlider(page, '工作目标完成情况', 0.9);
    await tapSlider(page, '工作质量', 0.75);
    await page.getByLabel('工作效率').focus();
    for (let i = 0; i < 7; i++) await page.keyboard.press('ArrowRight');
    await tapSlider(page, '责任心', 0.5);
    const labels = ['工作目标完成情况', '工作质量', '工作效率', '责任心', '团队协作', '遵章守纪'];
    const values = await Promise.all(labels.map((l) => valueOf(page, l)));
    expect(values[2]).toBe(7);
    expect(values[0]).toBeGreaterThan(10);
    const total = values.reduce((s, v) => s + v, 0);
    expect(Number(await page.getByTestId('total').textContent())).toBe(total);
    await screenshot(page, 'evaluation-5-scored');

    await page.getByRole('button', { name: '提交' }).click();
    const dialog = page.getByRole('dialog');
    await expect.poll(() => dialog.textContent()).toContain(`确定评分为${total}分吗？`);
    await screenshot(page, 'evaluation-6-confirm');
    await dialog.getByRole('button', { name: '确定' }).click();
    await expect.poll(() => page.getByRole('status').filter({ hasText: '提交成功' }).isVisible()).toBe(true);
    await screenshot(page, 'evaluation-7-submitted');
    await expect.poll(() => page.getByText(`已提交评分：${total}分，不能重复提交`).isVisible()).toBe(true);
    expect(await page.getByRole('radio', { name: /李明/ }).textContent()).toContain(`已评 ${total}分`);
    expect(await page.getByRole('button', { name: '提交' }).isDisabled()).toBe(true);
  });

  it('recovers the service password in 3 steps with a code from the outbox, then verifies with it', async () => {
    const { server, browser } = suite;
    const page = await openPage(browser, { viewport: { width: 390, height: 844 } });
    const phone = '13900000004';
    await page.goto(`${server.baseUrl}/QuestionnaireSurveyMobile?phone=${phone}`);
    await page.getByRole('button', { name: '忘记服务密码？' }).click();
    await page.getByRole('button', { name: '下一步' }).click();
    await expect.poll(() => page.getByText('姓名不能为空').isVisible()).toBe(true);
    await page.getByLabel('姓名').fill('刘芳');
    await screenshot(page, 'evaluation-8-recover-account');
    await page.getByRole('button', { name: '下一步' }).click();

    await page.getByRole('button', { name: '获取验证码' }).click();
    await expect.poll(() => page.getByRole('button', { name: /重新发送 \d+/ }).isDisabled()).toBe(true);
    await page.getByLabel('验证码').fill('000000');
    await page.getByRole('button', { name: '下一步' }).click();
    await expect.poll(() => page.getByRole('alert').textContent()).toContain('验证码');
    await screenshot(page, 'evaluation-9-recover-wrong-code');
    await page.getByLabel('验证码').fill(await latestCode(server.baseUrl, phone, 3));
    await page.getByRole('button', { name: '下一步' }).click();

    await page.getByRole('button', { name: '确定' }).click();
    await expect.poll(() => page.getByText('新服务密码不能为空').isVisible()).toBe(true);
    await page.getByLabel('新服务密码').fill('5678');
    await screenshot(page, 'evaluation-10-recover-password');
    await page.getByRole('button', { name: '确定' }).click();

    await expect.poll(() => page.getByRole('button', { name: '验证' }).isVisible()).toBe(true);
    expect(await page.getByLabel('手机号').inputValue()).toBe(phone);
    await page.getByLabel('服务密码').fill('5678');
    await page.getByRole('button', { name: '验证' }).click();
    await page.waitForURL(`**/QuestionsList?phone=${phone}`);
    await expect.poll(() => page.getByText('您好，刘芳。').isVisible()).toBe(true);
    await screenshot(page, 'evaluation-11-recovered-list');
    await page.close();
  });
  it('shows the submitted score in the unit admin\'s results view', async () => {
    const { server, browser } = suite;
    const page = await openPage(browser);
    await openSignedIn(page, server.baseUrl, '/eva/results');
    const row = page.locator('tr', { hasText: '李明' });
    await expect.poll(() => row.first().isVisible(), { timeout: 15_000 }).toBe(true);
    expect(await row.first().textContent()).toContain('1/1');
    const commit = page.locator('button', { hasText: '提交结果' });
    await expect.poll(() => commit.isEnabled()).toBe(true);
    // Lets antd's colour transition finish so the screenshot shows the settled button.
    await motionSettled(page);
    await screenshot(page, 'evaluation-12-admin-results');
    await navigateInApp(page, '/eva/exercises');
    await expect.poll(() => page.getByText('2026年度项目部员工360°评价').first().isVisible(), { timeout: 15_000 }).toBe(true);
    await expect.poll(() => page.locator('.ant-spin-spinning').count()).toBe(0);
    await motionSettled(page);
    await screenshot(page, 'evaluation-13-admin-exercises');
    await page.close();
  });
});
