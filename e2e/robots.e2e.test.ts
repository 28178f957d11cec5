import { describe, expect, it } from 'vitest';
import { screenshot } from './harness/browser';
import { loginWithPassword } from './harness/pages';
import { useServerAndPage } from './harness/suite';

/**
 * Issue 20 item 3 in a real browser: a patrol started on /robotDetails runs on the built-in simulator, and its AI
 * result shows the checkpoint's picture (a file of this origin, under the page's strict image policy) with the
 * labelled boxes drawn over it, on the run's report and on /patrolAiResults.
 */
describe('inspection robots: a simulator run from the web', () => {
  const suite = useServerAndPage();

  it('starts a patrol on the robot’s page and sees its AI result with the boxes drawn', async () => {
    const { page, server } = suite;
    const refused: string[] = [];
    page.on('console', (m) => m.type() === 'error' && /Content Security Policy/i.test(m.text()) && refused.push(m.text()));
    await page.goto(`${server.baseUrl}/login`);
    await loginWithPassword(page, 'demo', 'Demo@2026zy!');
    await page.waitForURL((url) => url.pathname !== '/login');

    await page.goto(`${server.baseUrl}/robotManagement`);
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

    await page.goto(`${server.baseUrl}/patrolAiResults`);
    // The run's own row (a scheduled run of the demo task may sit beside it), found by the link to its report.
    const mine = page.locator('tr').filter({ has: page.locator(`a[href="/patrolReport?run_id=${runId}"]`) });
    await expect.poll(() => mine.locator('.ai-box').count()).toBe(2);
    expect(await mine.getByText('塔吊作业区').isVisible()).toBe(true);
    await screenshot(page, 'robots-03-ai-results');
    expect(refused).toEqual([]);
  });
});
