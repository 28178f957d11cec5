import { describe, expect, it } from 'vitest';
import { ProjectDemoIds } from '../apps/server/src/db/seed/project.seed';
import { screenshot } from './harness/browser';
import { expectToast, loginWithPassword } from './harness/pages';
import { useServerAndPage } from './harness/suite';

/** The demo project's schedule: dragging a bar moves it, and its successor follows, on screen and after a reload. */
describe('project schedule', () => {
  const suite = useServerAndPage();
  const startOf = (name: string) => suite.page.locator(`tr[data-task-row="${name}"] td[data-field="start_date"]`).textContent();

  it('moves a Gantt task by drag and its successor moves with it', async () => {
    const { page, server } = suite;
    await page.goto(`${server.baseUrl}/login`);
    await loginWithPassword(page, 'demo', 'Demo@2026zy!');
    await page.waitForURL('**/homepage');
    await page.goto(`${server.baseUrl}/ProjectGantt?project_id=${ProjectDemoIds.projects[0]}`);
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
