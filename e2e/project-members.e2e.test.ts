import { describe, expect, it } from 'vitest';
import { ProjectDemoIds } from '../apps/server/src/db/seed/project.seed';
import { screenshot } from './harness/browser';
import { expectToast, loginWithPassword } from './harness/pages';
import { useServerAndPage } from './harness/suite';

/** A person of a participating unit joins the demo project on /memberManage and is shown on /memberInfo. */
describe('project members', () => {
  const suite = useServerAndPage();

  it('adds a member on /memberManage and sees them on /memberInfo', async () => {
    const { page, server } = suite;
    const projectId = ProjectDemoIds.projects[0];
    await page.goto(`${server.baseUrl}/login`);
    await loginWithPassword(page, 'demo', 'Demo@2026zy!');
    await page.waitForURL('**/homepage');
    await page.goto(`${server.baseUrl}/memberManage?project_id=${projectId}`);
    await page.getByRole('cell', { name: '孙立明' }).waitFor({ timeout: 20_000 });

    await page.getByRole('button', { name: /新增成员/ }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('combobox', { name: '人员' }).click();
    await page.getByTitle('钱卫东（德清预制构件厂）').click();
    // The search form's role filter has the same field id, so the dialog's select is found through its form item.
    await dialog.locator('.ant-form-item').filter({ hasText: '项目角色' }).getByRole('combobox').click();
    await page.getByTitle('质检员').last().click();
    await dialog.getByRole('button', { name: /保\s?存/ }).click();
    await expectToast(page, '保存成功');
    const row = page.getByRole('row').filter({ hasText: '钱卫东' });
    await expect.poll(() => row.count()).toBe(1);
    await screenshot(page, 'member-manage-added');

    await row.getByRole('button', { name: '详情' }).click();
    await page.waitForURL('**/memberInfo?**');
    // Wait for the member's card itself: the unit's name is also in /memberManage's table, still mounted in its tab.
    const card = page.locator('.ant-descriptions');
    await expect.poll(() => card.getByText('钱卫东').count(), { timeout: 20_000 }).toBe(1);
    await expect.poll(() => card.getByText('质检员').count()).toBe(1);
    await card.getByText('德清预制构件厂').first().waitFor();
    await screenshot(page, 'member-info');
  });
});
