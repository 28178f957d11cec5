import { deflateSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { ProjectDemoIds } from '../apps/server/src/db/seed/project.seed';
import { screenshot } from './harness/browser';
import { downloadedBytes } from './harness/downloads';
import { button, expectToast } from './harness/pages';
import { goSignedIn, navigateInApp } from './harness/session';
import { useServerAndPage } from './harness/suite';

// The demo project's pages on one server (a start each cost as much as their tests, decision 028) and in one signed-in
// page: each block goes to its page inside the app (goSignedIn), one full load for the file instead of one a block (a
// load ≈ 2.1 s of CPU against ≈ 0.75 s in the app, session.ts). Each block changes what no other looks at: a member
// added, a file uploaded into 专项方案, a Gantt task moved, the home page's modules, project 2's external link synced.
const suite = useServerAndPage();

/** A person of a participating unit joins the demo project on /memberManage and is shown on /memberInfo. */
describe('project members', () => {

  it('adds a member on /memberManage and sees them on /memberInfo', async () => {
    const { page, server } = suite;
    const projectId = ProjectDemoIds.projects[0];
    await goSignedIn(page, server.baseUrl, `/memberManage?project_id=${projectId}`);
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

/** A real (tiny) PDF whose bytes differ per run, so the download cannot be an older copy. */
function pdfBytes(): Buffer {
  const marker = `e2e ${Date.now()}`;
  const body = `%PDF-1.4\n% ${marker}\n1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj\n2 0 obj << /Type /Pages /Kids [] /Count 0 >> endobj\n`;
  return Buffer.concat([Buffer.from(body, 'latin1'), deflateSync(Buffer.from(marker)), Buffer.from('\ntrailer << /Root 1 0 R >>\n%%EOF\n', 'latin1')]);
}

/** /projectFile: a file uploaded into a directory of the demo project comes back byte for byte from 下载. */
describe('project files', () => {

  it('uploads a file into a directory and downloads the same bytes', async () => {
    const { page, server } = suite;
    await goSignedIn(page, server.baseUrl, `/projectFile?project_id=${ProjectDemoIds.projects[0]}`);
    await page.locator('[data-dir="专项方案"]').click({ timeout: 20_000 });
    await page.getByRole('cell', { name: '塔吊安装专项方案.pdf' }).waitFor({ timeout: 15_000 });

    const bytes = pdfBytes();
    await page.locator('[data-testid="project-file-upload"] input[type="file"]').setInputFiles({ name: '基坑监测报告.pdf', mimeType: 'application/pdf', buffer: bytes });
    await expectToast(page, '基坑监测报告.pdf 上传成功');
    const row = page.locator('tr.ant-table-row', { hasText: '基坑监测报告.pdf' });
    await row.waitFor();
    await screenshot(page, 'project-files-uploaded');

    const [download] = await Promise.all([page.waitForEvent('download'), row.getByRole('button', { name: /^下\s?载$/ }).click()]);
    expect(download.suggestedFilename()).toBe('基坑监测报告.pdf');
    expect(Buffer.compare(await downloadedBytes(download), bytes)).toBe(0);

    // The same name again is the file's second version, and the tree counts one more file under 施工方案.
    await page.locator('[data-testid="project-file-upload"] input[type="file"]').setInputFiles({ name: '基坑监测报告.pdf', mimeType: 'application/pdf', buffer: pdfBytes() });
    await expectToast(page, '基坑监测报告.pdf 已上传为新版本 V2');
    await expect.poll(() => row.locator('td', { hasText: /^V2$/ }).count()).toBe(1);
    await expect.poll(() => page.locator('[data-dir="施工方案"]').textContent()).toContain('(2)');
  });
});

/** The demo project's schedule: dragging a bar moves it, and its successor follows, on screen and after a reload. */
describe('project schedule', () => {
  const startOf = (name: string) => suite.page.locator(`tr[data-task-row="${name}"] td[data-field="start_date"]`).textContent();

  it('moves a Gantt task by drag and its successor moves with it', async () => {
    const { page, server } = suite;
    await goSignedIn(page, server.baseUrl, `/ProjectGantt?project_id=${ProjectDemoIds.projects[0]}`);
    const bar = page.getByRole('img', { name: '任务 测量放线' });
    await bar.waitFor({ timeout: 20_000 });
    expect(await startOf('测量放线')).toBe('2026-03-16');
    expect(await startOf('基坑支护')).toBe('2026-03-21');
    await screenshot(page, 'gantt-before-drag');

    // The 周 scale draws 10 px a day: 5 days to the right.
    const box = (await bar.boundingBox())!;
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
    await page.mouse.down();
    await page.mouse.move(box.x + box.width / 2 + 25, box.y + box.height / 2, { steps: 3 });
    await page.mouse.move(box.x + box.width / 2 + 50, box.y + box.height / 2, { steps: 3 });
    await page.mouse.up();
    await expectToast(page, '已保存');
    await expect.poll(() => startOf('测量放线')).toBe('2026-03-21');
    await expect.poll(() => startOf('基坑支护')).toBe('2026-03-26');
    await screenshot(page, 'gantt-after-drag');

    await page.reload();
    await page.getByRole('img', { name: '任务 测量放线' }).waitFor({ timeout: 20_000 });
    expect(await startOf('基坑支护')).toBe('2026-03-26');
  });
});

/** Home modules picked and ordered; a linked project synced; a project's labour teams; the projects' yards (issue 18). */
describe('project operations', () => {

  it('picks and orders the home page modules, and the home page shows them in that order', async () => {
    const { page, server } = suite;
    await goSignedIn(page, server.baseUrl, '/homepage');
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
    const { page } = suite;
    await navigateInApp(page, `/projectDetail?project_id=${ProjectDemoIds.projects[1]}`);
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
    const { page } = suite;
    await navigateInApp(page, `/PeopleWarehouse?project_id=${ProjectDemoIds.projects[0]}`);
    await page.getByRole('tab', { name: '劳务班组' }).click();
    const row = page.getByRole('row').filter({ hasText: '主体结构班' });
    await row.waitFor({ timeout: 20_000 });
    await screenshot(page, 'labor-teams');
    await row.getByRole('button', { name: /人\s*员/ }).click();
    await page.getByRole('dialog').getByText('马永强').waitFor();
    await screenshot(page, 'labor-team-people');
  });

  it('lists every project with its yards on /projectYardList', async () => {
    const { page } = suite;
    await navigateInApp(page, `/projectYardList`);
    const row = page.getByRole('row').filter({ hasText: '杭州未来科技城装配式住宅项目' });
    await row.waitFor({ timeout: 20_000 });
    await row.getByRole('button', { name: /展开行|Expand row/ }).click();
    await page.getByText('科技城北区堆场').waitFor();
    await screenshot(page, 'project-yards');
  });
});
