import { describe, expect, it } from 'vitest';
import { ApiClient, memoryStore } from '@zhuyun/client';
import { routes } from '@zhuyun/contracts';
import { SiteDemoIds } from '../apps/server/src/db/seed/site.seed';
import { screenshot } from './harness/browser';
import { button, expectToast } from './harness/pages';
import { goSignedIn, navigateInApp, openSignedIn } from './harness/session';
import { useServerAndPage, useSharedServer } from './harness/suite';

// The site's devices, readings and robots on the run's shared server (decision 028's addendum, session 20): no other
// suite there opens the devices, the real-time page or the robots. The sensor added first reads 321 and is not
// 东门环境监测站, whose key the real-time block rotates and whose 987 it waits for; the robot's patrol touches neither.
// The devices and the robots go to their pages in one signed-in page (goSignedIn: one full load for both); the
// real-time block loads its own, to see its live stream open.
const fileServer = useSharedServer();
const signedInPage = useServerAndPage(undefined, fileServer);

/**
 * Issue 20 item 1 in a real browser: a sensor added on /sensorList gets its key there, a reading posted through the
 * ingestion call with that key shows on its row (online, with the value); an RFID tag issued and bound to a component
 * on /rfid opens the component's trace page when scanned.
 */
describe('devices: a sensor reporting with its own key, an RFID tag opening its component', () => {
  const suite = signedInPage;

  it('adds a sensor, gives it a key, and sees its first reading on /sensorList', async () => {
    const { page, server } = suite;
    await goSignedIn(page, server.baseUrl, '/sensorList');
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
    const { page } = suite;
    await navigateInApp(page, '/rfid');
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
    // Its leave motion ends by focusing 绑定 again: an Enter typed before then would open the dialog anew.
    await bind.waitFor({ state: 'hidden' });
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

/**
 * Site data in a real browser (issue 18 tests): /realTimeDataPage is open; a reading posted through the ingestion call
 * with the device's own key appears on it within 5 s, without a reload (carried by the live-events stream).
 */
describe('site data reaches the real-time page', () => {
  const suite = useServerAndPage(undefined, fileServer);

  it('shows a reading posted through the ingestion API within 5 s', async () => {
    const { server, page } = suite;
    let streams = 0;
    page.on('response', (response) => {
      if (new URL(response.url()).pathname === '/api/v1/events' && response.status() === 200) streams++;
    });
    await openSignedIn(page, server.baseUrl, '/realTimeDataPage');
    await page.getByText('东门环境监测站').first().waitFor();
    // The stream opens once the page has painted and the browser is idle.
    await expect.poll(() => streams, { timeout: 15_000 }).toBeGreaterThanOrEqual(1);

    const admin = new ApiClient({ baseUrl: server.baseUrl, systemNo: 'web', authCode: 'dev-web-auth-code', store: memoryStore(), fetch });
    admin.setToken((await admin.call(routes.login, { login_type: 1, user_no: 'demo', password: 'Demo@2026zy!' })).access_token);
    const { device_key } = await admin.call(routes.rotateSiteDeviceKey, { device_id: SiteDemoIds.envEast });
    const value = 987; // far above any simulated PM2.5, so it can only be this reading
    expect(await page.getByText(String(value), { exact: true }).count()).toBe(0);
    const postedAt = Date.now();
    const answer = await fetch(`${server.baseUrl}${routes.uploadSiteReadings.path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', device_key },
      body: JSON.stringify({ readings: [{ metric: 'pm25', at: new Date().toISOString(), value }] }),
    });
    expect(((await answer.json()) as { code: number }).code).toBe(0);
    await page.getByText(String(value), { exact: true }).first().waitFor({ timeout: 5_000 });
    process.stdout.write(`site data: ingestion → real-time page in ${Date.now() - postedAt} ms\n`);
    await screenshot(page, 'site-real-time');
  });
});

/**
 * Issue 20 item 3 in a real browser: a patrol started on /robotDetails runs on the built-in simulator, and its AI
 * result shows the checkpoint's picture (a file of this origin, under the page's strict image policy) with the
 * labelled boxes drawn over it, on the run's report and on /patrolAiResults.
 */
describe('inspection robots: a simulator run from the web', () => {
  const suite = signedInPage;

  it('starts a patrol on the robot’s page and sees its AI result with the boxes drawn', async () => {
    const { page, server } = suite;
    const refused: string[] = [];
    page.on('console', (m) => m.type() === 'error' && /Content Security Policy/i.test(m.text()) && refused.push(m.text()));
    await goSignedIn(page, server.baseUrl, '/robotManagement');
    await page.locator('tr', { hasText: '巡检机器人一号' }).getByRole('link', { name: '详情' }).click();
    await page.waitForURL('**/robotDetails?robot_id=*');
    await expect.poll(() => page.getByText('RB-0001').isVisible()).toBe(true);
    await screenshot(page, 'robots-01-details');
    await page.getByRole('listitem').filter({ hasText: '东区日常巡检' }).getByRole('button', { name: '开始巡检' }).click();

    await page.waitForURL('**/patrolReport?run_id=*');
    const runId = new URL(page.url()).searchParams.get('run_id');
    expect(runId).toMatch(/^[0-9a-f-]{36}$/);
    const row = page.locator('tr', { hasText: '塔吊作业区' });
    await expect.poll(() => row.locator('.ai-box').count()).toBe(2);
    expect(await row.getByLabel(/^识别框 未戴安全帽/).isVisible()).toBe(true);
    expect(await row.getByLabel(/^识别框 佩戴安全帽/).isVisible()).toBe(true);
    // The picture really loaded (a broken one would be 0 wide), and the boxes sit on it.
    const picture = row.getByRole('img', { name: '塔吊作业区 AI 识别画面' });
    await expect.poll(() => picture.evaluate((img: HTMLImageElement) => (img.complete ? img.naturalWidth : 0))).toBeGreaterThan(0);
    const frame = await picture.boundingBox();
    const breach = await row.getByLabel(/^识别框 未戴安全帽/).boundingBox();
    expect(frame && breach && breach.x >= frame.x && breach.x + breach.width <= frame.x + frame.width + 1).toBe(true);
    expect(await page.getByText('手动').first().isVisible()).toBe(true);
    await screenshot(page, 'robots-02-report');

    await navigateInApp(page, '/patrolAiResults');
    // The run's own row (a scheduled run of the demo task may sit beside it), found by the link to its report.
    const mine = page.locator('tr').filter({ has: page.locator(`a[href="/patrolReport?run_id=${runId}"]`) });
    await expect.poll(() => mine.locator('.ai-box').count()).toBe(2);
    expect(await mine.getByText('塔吊作业区').isVisible()).toBe(true);
    await screenshot(page, 'robots-03-ai-results');
    expect(refused).toEqual([]);
  });
});
