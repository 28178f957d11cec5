import { describe, expect, it } from 'vitest';
import ExcelJS from 'exceljs';
import { component } from '@zhuyun/contracts';
import { ProjectDemoIds } from '../apps/server/src/db/seed/project.seed';
import { openPage, screenshot } from './harness/browser';
import { expectToast } from './harness/pages';
import { navigateInApp, openSignedIn } from './harness/session';
import { useSharedServerAndPage } from './harness/suite';

async function componentFile(): Promise<Buffer> {
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet('构件');
  sheet.addRow(component.COMPONENT_SHEET_COLUMNS.map((c) => c.header));
  sheet.addRow(['E2E-001', '预制叠合板', '水平构件', '1', '1', 1.2, 3, '德清厂', '已生产', '2026-05-01', null, null, null, '合格']);
  sheet.addRow(['E2E-002', '预制墙板', '竖向构件', '1', '2', 2.4, 6, '德清厂', '待生产', null, null, null, null, null]);
  sheet.addRow(['E2E-003', '预制楼梯', '异形构件', '2', '1', 1.8, 4, '德清厂', '已出厂', '2026-05-01', '2026-05-02', null, null, '合格']);
  return Buffer.from(await book.xlsx.writeBuffer());
}

/** A unit administrator imports components through /componList, prints QR labels, and a phone opens a label's page. */
describe('projects and components', () => {
  // Imports components into the third demo project, which no other suite on the run's server opens.
  const suite = useSharedServerAndPage();

  it('imports a file through /componList and shows its rows', async () => {
    const { page, server } = suite;
    await openSignedIn(page, server.baseUrl, `/componList?project_id=${ProjectDemoIds.projects[2]}`);
    await page.getByText('暂无构件，可下载模板后导入').waitFor({ timeout: 15_000 });
    await page.getByTestId('component-import-input').setInputFiles({
      name: '构件导入.xlsx',
      mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      buffer: await componentFile(),
    });
    await expectToast(page, '导入成功，共 3 条');
    await page.getByRole('cell', { name: 'E2E-003' }).waitFor();
    expect(await page.locator('.ant-table-tbody tr.ant-table-row').count()).toBe(3);
    await screenshot(page, 'component-list-imported');
    expect(await page.locator('.ant-pagination-total-text').textContent()).toBe('共 3 条');
    // The row action records the inspection result (1 合格) of the component still waiting for production.
    const planned = page.getByRole('row', { name: /E2E-002/ });
    expect(await planned.getByLabel('进度 待生产 0%').count()).toBe(1);
    await planned.getByRole('button', { name: '检验结果' }).click();
    const report = page.getByRole('dialog', { name: '检验结果：E2E-002' });
    await report.getByLabel('合格', { exact: true }).check();
    await report.getByRole('button', { name: /确\s?定|OK/ }).click();
    await expectToast(page, '检验结果已保存');
    await report.waitFor({ state: 'hidden' });
    await planned.getByText('合格', { exact: true }).waitFor({ timeout: 15_000 });
    await screenshot(page, 'component-list-report');
  });

  it('prints the chosen QR labels laid out for A4 landscape, through the print dialog', async () => {
    const { page } = suite;
    await navigateInApp(page, `/QrcodeList?project_id=${ProjectDemoIds.projects[0]}`);
    await page.getByRole('list', { name: '二维码标签' }).waitFor({ timeout: 15_000 });
    // The print dialog is the browser's: the stub keeps what it would have shown (the sheet, its pictures as data).
    await page.evaluate(() => {
      const w = window as unknown as { print: () => void; printed: { labels: number; pictures: number }[] };
      w.printed = [];
      w.print = () => {
        const sheet = document.querySelector('.qr-print-root') as HTMLElement;
        const images = [...sheet.querySelectorAll('img')];
        w.printed.push({ labels: sheet.querySelectorAll('.qr-print-label').length, pictures: images.filter((i) => i.complete && i.naturalWidth > 0).length });
        const copy = sheet.cloneNode(true) as HTMLElement;
        copy.querySelectorAll('img').forEach((img, i) => {
          const canvas = document.createElement('canvas');
          canvas.width = images[i]!.naturalWidth;
          canvas.height = images[i]!.naturalHeight;
          canvas.getContext('2d')!.drawImage(images[i]!, 0, 0);
          img.src = canvas.toDataURL();
        });
        copy.dataset.testid = 'printed-sheet';
        document.body.append(copy);
      };
    });
    const labels = page.locator('.qrcode-label');
    await labels.nth(1).getByRole('checkbox').check();
    await labels.nth(4).getByRole('checkbox').check();
    await page.getByRole('button', { name: /打印二维码（已选 2 个）/ }).click();
    await expect.poll(() => page.evaluate(() => (window as unknown as { printed: unknown[] }).printed), { timeout: 30_000 }).toEqual([{ labels: 2, pictures: 2 }]);

    await page.setViewportSize({ width: 1123, height: 794 });
    await page.emulateMedia({ media: 'print' });
    // In print only the sheet shows, four columns of labels; the page and its shell are gone.
    const printed = page.locator('[data-testid=printed-sheet] .qr-print-sheet');
    expect(await printed.evaluate((el) => getComputedStyle(el).gridTemplateColumns.split(' ').length)).toBe(4);
    expect(await page.getByRole('list', { name: '二维码标签' }).isVisible()).toBe(false);
    expect(await printed.locator('.qr-print-label').count()).toBe(2);
    await screenshot(page, 'qrcode-list-print');
    await page.emulateMedia({ media: 'screen' });
    await page.evaluate(() => document.querySelector('[data-testid=printed-sheet]')?.remove());
  });

  it('opens the trace page of a label on a phone', async () => {
    const { server, browser } = suite;
    const phone = await openPage(browser, { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
    await phone.goto(`${server.baseUrl}/memberQrCode?id=${ProjectDemoIds.tracedComponent}`);
    await phone.getByText('WLKJ-4-004').waitFor({ timeout: 15_000 });
    expect(await phone.getByText('浙A12345').isVisible()).toBe(true);
    expect(await phone.getByRole('img', { name: /运输轨迹/ }).count()).toBe(1);
    // Nothing is wider than the phone.
    expect(await phone.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await screenshot(phone, 'trace-page-390');
    await phone.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await screenshot(phone, 'trace-page-390-bottom');
    await phone.goto(`${server.baseUrl}/memberQrCode?id=01900000-0000-7000-8000-00000000dead`);
    await phone.getByText('未找到该构件').waitFor({ timeout: 15_000 });
    await phone.close();
  });

  it('creates a project with its units on /operaProject and finds it on /ProjectMap', async () => {
    const { page } = suite;
    await page.setViewportSize({ width: 1440, height: 900 });
    await navigateInApp(page, `/operaProject`);
    const code = page.getByLabel('项目编码');
    await code.waitFor({ timeout: 15_000 });
    // A code the company already uses is marked at the field as soon as it loses focus.
    await code.fill('HZ-2026-001');
    await page.getByLabel('项目名称').click();
    await page.locator('.ant-form-item-explain-error', { hasText: '项目编码已存在' }).waitFor({ timeout: 15_000 });
    await code.fill('E2E-MAP-01');
    await page.getByLabel('项目名称').fill('E2E 滨江装配式住宅项目');
    await page.locator('.ant-cascader').click();
    await page.locator('.ant-cascader-menu-item', { hasText: '浙江省' }).click();
    await page.locator('.ant-cascader-menu-item', { hasText: '杭州市' }).click();
    await page.locator('.ant-cascader-menu-item', { hasText: '滨江区' }).click();
    await page.getByLabel('详细地址').fill('江南大道 100 号');
    await page.getByLabel('经度').fill('120.2003');
    await page.getByLabel('纬度').fill('30.1901');
    await page.getByLabel('建筑面积（㎡）').fill('36000');
    await page.getByRole('button', { name: '添加参建单位' }).click();
    const dialog = page.getByRole('dialog', { name: '添加参建单位' });
    await dialog.getByLabel('参建类型').click();
    await page.locator('.ant-select-item-option', { hasText: '施工单位' }).click();
    await dialog.getByRole('row', { name: /演示建设集团/ }).getByRole('checkbox').check();
    await dialog.getByRole('button', { name: /添\s?加/ }).click();
    await dialog.waitFor({ state: 'hidden' });
    await page.getByRole('row', { name: /演示建设集团 施工单位/ }).waitFor();
    await screenshot(page, 'opera-project-filled');
    await page.getByRole('button', { name: /保\s?存/ }).click();
    await page.waitForURL('**/projectDetail?project_id=*', { timeout: 15_000 });
    await page.getByText('江南大道 100 号').waitFor({ timeout: 15_000 });
    expect(await page.getByRole('cell', { name: '施工单位' }).count()).toBe(1);
    await screenshot(page, 'project-detail-created');

    await navigateInApp(page, `/ProjectMap`);
    await page.getByText(/共 4 个项目/).waitFor({ timeout: 15_000 });
    // The map drew its canvas from the offline outlines.
    await page.locator('[data-testid=project-map] canvas').first().waitFor({ timeout: 15_000 });
    await page.getByRole('searchbox', { name: '搜索项目' }).fill('E2E');
    await page.getByRole('searchbox', { name: '搜索项目' }).press('Enter');
    await page.getByText('共 1 个项目，1 个已定位').waitFor({ timeout: 15_000 });
    await page.locator('.ant-list-item', { hasText: 'E2E 滨江装配式住宅项目' }).click();
    const card = page.getByLabel('项目信息');
    await card.getByText('E2E-MAP-01').waitFor();
    // The browser asks for reduced motion, so the chosen point has no ripple (it plays on hover only) and the map draws
    // it in the next frame: two frames on, the picture shows it.
    await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
    await screenshot(page, 'project-map-chosen');
    await card.getByRole('button', { name: '查看详情' }).click();
    await page.waitForURL('**/projectDetail?project_id=*', { timeout: 15_000 });
  });
});
