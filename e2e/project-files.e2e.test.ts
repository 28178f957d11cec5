import { deflateSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { ProjectDemoIds } from '../apps/server/src/db/seed/project.seed';
import { screenshot } from './harness/browser';
import { downloadedBytes } from './harness/downloads';
import { expectToast, loginWithPassword } from './harness/pages';
import { useServerAndPage } from './harness/suite';

/** A real (tiny) PDF whose bytes differ per run, so the download cannot be an older copy. */
function pdfBytes(): Buffer {
  const marker = `e2e ${Date.now()}`;
  const body = `%PDF-1.4\n% ${marker}\n1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj\n2 0 obj << /Type /Pages /Kids [] /Count 0 >> endobj\n`;
  return Buffer.concat([Buffer.from(body, 'latin1'), deflateSync(Buffer.from(marker)), Buffer.from('\ntrailer << /Root 1 0 R >>\n%%EOF\n', 'latin1')]);
}

/** /projectFile: a file uploaded into a directory of the demo project comes back byte for byte from 下载. */
describe('project files', () => {
  const suite = useServerAndPage();

  it('uploads a file into a directory and downloads the same bytes', async () => {
    const { page, server } = suite;
    await page.goto(`${server.baseUrl}/login`);
    await loginWithPassword(page, 'demo', 'Demo@2026zy!');
    await page.waitForURL('**/homepage');
    await page.goto(`${server.baseUrl}/projectFile?project_id=${ProjectDemoIds.projects[0]}`);
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
