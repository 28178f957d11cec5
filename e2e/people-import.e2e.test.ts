import { describe, expect, it } from 'vitest';
import ExcelJS from 'exceljs';
import { screenshot } from './harness/browser';
import { downloadedBytes } from './harness/downloads';
import { expectToast } from './harness/pages';
import { openSignedIn } from './harness/session';
import { useSharedServerAndPage } from './harness/suite';

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** The downloaded template filled with 50 people; row `bad` (1-based among them) names a department the unit has not. */
async function fill(template: Buffer, bad: number | null): Promise<Buffer> {
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(template as never);
  const sheet = book.worksheets[0]!;
  sheet.spliceRows(2, 1); // the example row
  for (let i = 1; i <= 50; i++) {
    sheet.addRow([`导入员工${i}`, `1350000${String(i).padStart(4, '0')}`, null, i === bad ? '不存在的部门' : '工程部', i % 2 ? '施工员' : '质检员']);
  }
  return Buffer.from(await book.xlsx.writeBuffer());
}

/** The unit administrator imports 50 people from the template on /accountList: one bad row refused by name, then all. */
describe('people import', () => {
  // Adds 50 people named 导入员工… to demo's unit, which no other suite on the run's server lists: it runs there.
  const suite = useSharedServerAndPage();

  it('refuses a file with one bad row by the person’s name, then accepts the fixed file', async () => {
    const { page, server } = suite;
    await openSignedIn(page, server.baseUrl, '/accountList');
    const [download] = await Promise.all([page.waitForEvent('download', { timeout: 30_000 }), page.getByRole('button', { name: '下载模板' }).click()]);
    const template = await downloadedBytes(download);

    await page.getByTestId('people-import-input').setInputFiles({ name: '人员.xlsx', mimeType: XLSX, buffer: await fill(template, 17) });
    const refused = page.getByRole('dialog', { name: '导入失败' });
    await refused.getByText('导入失败：1 处错误，未导入任何人员').waitFor({ timeout: 30_000 });
    const row = refused.getByRole('row', { name: /导入员工17/ });
    expect(await row.getByText('本单位没有该部门').count()).toBe(1);
    expect(await row.getByText('18', { exact: true }).count()).toBe(1);
    await screenshot(page, 'people-import-refused');
    await refused.getByRole('button', { name: '知道了' }).click();
    await refused.waitFor({ state: 'hidden' });

    await page.getByTestId('people-import-input').setInputFiles({ name: '人员.xlsx', mimeType: XLSX, buffer: await fill(template, null) });
    await expectToast(page, '导入成功，共 50 人');
    // All 50 are in — none was left behind by the refused file (its phones would have been refused as taken).
    const search = page.getByPlaceholder('搜索姓名、手机号或账号');
    await search.fill('导入员工');
    await search.press('Enter');
    await page.locator('.ant-pagination-total-text', { hasText: '共 50 条' }).waitFor({ timeout: 15_000 });
    // The row that was refused came in with its department and post.
    await search.fill('13500000017');
    await search.press('Enter');
    const fixed = page.getByRole('row', { name: /导入员工17/ });
    await fixed.getByRole('cell', { name: '工程部', exact: true }).waitFor({ timeout: 15_000 });
    await screenshot(page, 'people-import-accepted');
  });
});
