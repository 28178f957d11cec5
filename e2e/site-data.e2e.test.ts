import { describe, expect, it } from 'vitest';
import { ApiClient, memoryStore } from '@zhuyun/client';
import { routes } from '@zhuyun/contracts';
import { SiteDemoIds } from '../apps/server/src/db/seed/site.seed';
import { screenshot } from './harness/browser';
import { loginWithPassword } from './harness/pages';
import { useServerAndPage } from './harness/suite';

/**
 * Site data in a real browser (issue 18 tests): /realTimeDataPage is open; a reading posted through the ingestion call
 * with the device's own key appears on it within 5 s, without a reload (carried by the live-events stream).
 */
describe('site data reaches the real-time page', () => {
  const suite = useServerAndPage();

  it('shows a reading posted through the ingestion API within 5 s', async () => {
    const { server, page } = suite;
    let streams = 0;
    page.on('response', (response) => {
      if (new URL(response.url()).pathname === '/api/v1/events' && response.status() === 200) streams++;
    });
    await page.goto(`${server.baseUrl}/login`);
    await loginWithPassword(page, 'demo', 'Demo@2026zy!');
    await page.waitForURL((url) => url.pathname !== '/login');
    await page.goto(`${server.baseUrl}/realTimeDataPage`);
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
