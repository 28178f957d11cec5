import { describe, expect, it } from 'vitest';
import { ProjectDemoIds } from '../apps/server/src/db/seed/project.seed';
import { screenshot } from './harness/browser';
import { button, expectToast, loginWithPassword } from './harness/pages';
import { useServerAndPage } from './harness/suite';

/** Home modules picked and ordered; a linked project synced; a project's labour teams; the projects' yards (issue 18). */
describe('project operations', () => {
  const suite = useServerAndPage();

  it('picks and orders the home page modules, and the home page shows them in that order', async () => {
    const { page, server } = suite;
    await page.goto(`${server.baseUrl}/login`);
    await loginWithPassword(page, 'demo', 'Demo@2026zy!');
    await page.waitForURL('**/homepage');
    const modules = page.locator('.home-module__title');
    await expect.poll(() => modules.count(), { timeout: 20_000 }).toBe(6);
    await page.getByRole('button', { name: '设置模块' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('checkbox', { name: '试验基地资质' }).click();
    await dialog.getByRole('button', { name: '上移项目成员' }).click();
    await dialog.getByRole('button', { name: '上移项目成员' }).click();
    await screenshot(page, 'home-module-picker');
    await button(page, '保存').click();
    await expectToast(page, '保存成功');
    await expect.poll(() => modules.allTextContents(), { timeout: 20_000 }).toEqual(['项目成员', '项目概况', '构件进度', '人员在场', '近期活动']);
    await page.locator('.home-module__item').first().waitFor();
    await screenshot(page, 'home-modules');
  });

  it('syncs the demo project linked to the stand-in external system, and says what it did', async () => {
    const { page, server } = suite;
    await page.goto(`${server.baseUrl}/projectDetail?project_id=${ProjectDemoIds.projects[1]}`);
    await page.getByText('西湖区文教中心（监管平台）（EXT-ZJ-2026-0102）').waitFor({ timeout: 20_000 });
    await button(page, '同步').click();
    await expectToast(page, '同步完成：新增2条，更新0条，未变0条');
    await page.getByText('新增2条，更新0条，未变0条', { exact: true }).waitFor();
    await button(page, '同步').click();
    await expectToast(page, '同步完成：新增0条，更新0条，未变2条');
    await page.getByText('外部系统关联').scrollIntoViewIfNeeded();
    await screenshot(page, 'project-link');
    await page.getByRole('button', { name: '更换关联' }).click();
    await page.getByRole('dialog').getByText('已关联本项目').waitFor();
    await screenshot(page, 'project-link-picker');
  });

  it("shows a project's labour teams and a team's people on /PeopleWarehouse", async () => {
    const { page, server } = suite;
    await page.goto(`${server.baseUrl}/PeopleWarehouse?project_id=${ProjectDemoIds.projects[0]}`);
    await page.getByRole('tab', { name: '劳务班组' }).click();
    const row = page.getByRole('row').filter({ hasText: '主体结构班' });
    await row.waitFor({ timeout: 20_000 });
    await screenshot(page, 'labor-teams');
    await row.getByRole('button', { name: /人\s*员/ }).click();
    await page.getByRole('dialog').getByText('马永强').waitFor();
    await screenshot(page, 'labor-team-people');
  });

  it('lists every project with its yards on /projectYardList', async () => {
    const { page, server } = suite;
    await page.goto(`${server.baseUrl}/projectYardList`);
    const row = page.getByRole('row').filter({ hasText: '杭州未来科技城装配式住宅项目' });
    await row.waitFor({ timeout: 20_000 });
    await row.getByRole('button', { name: /展开行|Expand row/ }).click();
    await page.getByText('科技城北区堆场').waitFor();
    await screenshot(page, 'project-yards');
  });
});
