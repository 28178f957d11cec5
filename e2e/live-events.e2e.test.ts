import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiClient, memoryStore } from '@zhuyun/client';
import { routes } from '@zhuyun/contracts';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser, openPage, screenshot } from './harness/browser';
import { loginWithPassword } from './harness/pages';
import { startServer, type RunningServer } from './harness/server';

// The demo seed's ids (apps/server/src/db/seed): 演示建设集团's 工程部.
const ENGINEERING_DEPT = '01900000-0000-7000-8000-000000000013';

/**
 * Live events in a real browser (issue 16 item 5): `worker` waits on My units with a join request under review; `demo`
 * approves it through the API; the card changes without a reload, carried by the page's EventSource.
 */
describe('live events reach an open page', () => {
  let server: RunningServer;
  let browser: Browser;
  let page: Page;
  const signedIn = async (userNo: string, password: string) => {
    const api = new ApiClient({ baseUrl: server.baseUrl, systemNo: 'web', authCode: 'dev-web-auth-code', store: memoryStore(), fetch });
    api.setToken((await api.call(routes.login, { login_type: 1, user_no: userNo, password })).access_token);
    return api;
  };

  beforeAll(async () => {
    server = await startServer();
    browser = await launchBrowser();
    page = await openPage(browser);
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  it('shows an approved join request on My units without a reload', async () => {
    const worker = await signedIn('worker', 'Worker@2026zy!');
    const posts = await worker.call(routes.getJobList, { dept_id: ENGINEERING_DEPT, invite_code: 'ZYDEMX26', is_page: 0 });
    const { id } = await worker.call(routes.joinOrg, { invite_code: 'ZYDEMX26', dept_id: ENGINEERING_DEPT, job_id: posts.list[0]?.job_id ?? '' });

    let streams = 0;
    page.on('response', (response) => {
      if (new URL(response.url()).pathname === '/api/v1/events' && response.status() === 200) streams++;
    });
    await page.goto(`${server.baseUrl}/login`);
    await loginWithPassword(page, 'worker', 'Worker@2026zy!');
    await page.waitForURL('**/workbenchMyUnit');
    const card = page.getByRole('article', { name: '演示建设集团' });
    await card.getByText('审核中').waitFor();
    // The stream opens once the page has painted and the browser is idle.
    await expect.poll(() => streams, { timeout: 15_000 }).toBe(1);

    const demo = await signedIn('demo', 'Demo@2026zy!');
    const approvedAt = Date.now();
    await demo.call(routes.examineJoinOrg, { id, status: 3 });
    await card.getByText('审核中').waitFor({ state: 'detached', timeout: 10_000 });
    process.stdout.write(`live events: approval → My units card changed in ${Date.now() - approvedAt} ms\n`);
    await screenshot(page, 'live-events-approved');
    expect(streams).toBe(1);
  });
});
