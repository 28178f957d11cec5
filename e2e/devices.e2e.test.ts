import { describe, expect, it } from 'vitest';
import { routes } from '@zhuyun/contracts';
import { screenshot } from './harness/browser';
import { button, expectToast, loginWithPassword } from './harness/pages';
import { useServerAndPage } from './harness/suite';

/**
 * Issue 20 item 1 in a real browser: a sensor added on /sensorList gets its key there, a reading posted through the
 * ingestion call with that key shows on its row (online, with the value); an RFID tag issued and bound to a component
 * on /rfid opens the component's trace page when scanned.
 */
describe('devices: a sensor reporting with its own key, an RFID tag opening its component', () => {
  const suite = useServerAndPage();

  it('adds a sensor, gives it a key, and sees its first reading on /sensorList', async () => {
    const { page, server } = suite;
    await page.goto(`${server.baseUrl}/login`);
    await loginWithPassword(page, 'demo', 'Demo@2026zy!');
    await page.waitForURL((url) => url.pathname !== '/login');

    await page.goto(`${server.baseUrl}/sensorList`);
    await button(page, '新增设备').click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('设备名称').fill('北门扬尘监测（e2e）');
    await dialog.getByLabel('设备编号').fill('E2E-PM-01');
    await button(page, '保存').click();
    await expectToast(page, '保存成功');

    const row = page.locator('tr', { hasText: '北门扬尘监测（e2e）' });
    await expect.poll(() => row.getByText('暂无读数').isVisible()).toBe(true);
    expect(await row.getByText('离线').isVisible()).toBe(true);
    // The row's 设备密钥 opens the key dialog (@zhuyun/ui DeviceKeyButton); a first key is made there and shown once.
    await row.getByRole('button', { name: '设备密钥' }).click();
    const keyDialog = page.getByRole('dialog', { name: '北门扬尘监测（e2e） 的设备密钥' });
    await keyDialog.getByRole('button', { name: '生成密钥' }).click();
    const shown = keyDialog.getByLabel('设备密钥', { exact: true });
    await expect.poll(async () => ((await shown.isVisible()) ? (await shown.innerText()).trim() : '')).not.toBe('');
    const deviceKey = (await shown.innerText()).trim();
    await screenshot(page, 'devices-01-sensor-key');
    await page.keyboard.press('Escape');
    await expect.poll(() => shown.isVisible()).toBe(false);

    const value = 321; // no demo device reads this
    const answer = await fetch(`${server.baseUrl}${routes.uploadSiteReadings.path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', device_key: deviceKey },
      body: JSON.stringify({ readings: [{ metric: 'pm25', at: new Date().toISOString(), value }] }),
    });
    expect(((await answer.json()) as { code: number }).code).toBe(0);
    // The row follows the live stream: online, with the value, without a reload.
    await expect.poll(() => row.getByText(/PM2\.5 321/).isVisible(), { timeout: 15_000 }).toBe(true);
    expect(await row.getByText('在线').isVisible()).toBe(true);
    await screenshot(page, 'devices-02-sensor-reading');
  });

  it('issues an RFID tag, binds it to a component and opens the trace page by scanning it', async () => {
    const { page, server } = suite;
    await page.goto(`${server.baseUrl}/rfid`);
    await button(page, '批量发放').click();
    const issue = page.getByRole('dialog', { name: '批量发放标签' });
    await issue.getByLabel('编码前缀').fill('E2ETAG');
    await issue.getByLabel('起始序号').fill('7');
    await issue.getByLabel('发放数量').fill('1');
    await issue.getByRole('button', { name: /发\s*放/ }).click();
    await expectToast(page, '已发放 1 个标签');

    const row = page.locator('tr', { hasText: 'E2ETAG' });
    await expect.poll(() => row.getByText('未绑定').isVisible()).toBe(true);
    const code = (await row.getByText(/^E2ETAG\d+$/).innerText()).trim();
    await row.getByRole('button', { name: '绑定' }).click();
    const bind = page.getByRole('dialog', { name: `绑定构件：${code}` });
    await bind.getByRole('combobox').fill('WLKJ-3-017');
    await page.locator('.ant-select-item-option', { hasText: 'WLKJ-3-017' }).click();
    await bind.getByRole('button', { name: /绑\s*定/ }).click();
    await expectToast(page, '操作成功');
    await expect.poll(() => row.getByRole('link', { name: 'WLKJ-3-017' }).isVisible()).toBe(true);
    await screenshot(page, 'devices-03-rfid-bound');

    // A handheld reader types the code and Enter into 扫描: the trace page opens beside.
    const opened = page.context().waitForEvent('page');
    await page.getByLabel('扫描标签').fill(code);
    await page.getByLabel('扫描标签').press('Enter');
    const trace = await opened;
    await trace.waitForURL('**/memberQrCode?id=*');
    await expect.poll(() => trace.getByText('WLKJ-3-017').first().isVisible(), { timeout: 15_000 }).toBe(true);
    expect(await trace.getByRole('heading', { name: '构件追溯' }).isVisible()).toBe(true);
    await screenshot(trace, 'devices-04-trace');
    await trace.close();
  });
});
