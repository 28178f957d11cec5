import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { component, routes } from '@zhuyun/contracts';
import { ProjectDemoIds } from '../../../db/seed/project.seed';
import type { ApiClient } from '../../../testing/binary-client';
import { familyCallers } from '../../../testing/callers';
import { codeOf, type TestApp } from '../../../testing/test-app';

const { ComponentMsg } = component;
const [P1, P2] = ProjectDemoIds.projects;

// /countList: the demo components (project.seed.ts) reached their stages on 2026-03-01 (produced), 03-10 (left the
// factory and arrived) and 03-15 (installed); 18 are the first project's, 6 the second's.
describe('component counts by stage, project and period', () => {
  let t: TestApp;
  let admin: ApiClient;
  let other: ApiClient;
  let unpermitted: ApiClient;

  beforeAll(async () => {
    ({ t, admin, other, unpermitted } = await familyCallers());
  });
  afterAll(async () => t?.close());

  it('counts each stage by project and month, and by day within a window', async () => {
    const monthly = await admin.call(routes.getComponentCounts, { period: 'month' });
    const first = monthly.list.find((r) => r.project_id === P1);
    // Progress i % 5 of components 0–17: 14 produced (progress ≥ 1), 10 left the factory, 6 on site, 3 installed.
    expect(first).toMatchObject({ period: '2026-03-01', project_name: '杭州未来科技城装配式住宅项目', produced: 14, outbound: 10, on_site: 6, installed: 3, total: 33 });
    expect(monthly.list.find((r) => r.project_id === P2)).toMatchObject({ produced: 5, outbound: 4, on_site: 3, installed: 1, total: 13 });
    const daily = await admin.call(routes.getComponentCounts, { project_id: P1, period: 'day', start_date: '2026-03-10', end_date: '2026-03-31', sort_field: 'period', sort_order: 'asc' });
    expect(daily.list.map((r) => [r.period, r.produced, r.outbound, r.installed])).toEqual([
      ['2026-03-10', 0, 10, 0],
      ['2026-03-15', 0, 0, 3],
    ]);
    const weekly = await admin.call(routes.getComponentCounts, { project_id: P1, period: 'week', cp_type: '1' });
    expect(weekly.list.every((r) => r.period >= '2026-02-23' && r.period <= '2026-03-09')).toBe(true);
    expect(weekly.list.reduce((n, r) => n + r.total, 0)).toBeGreaterThan(0);
    const paged = await admin.call(routes.getComponentCounts, { period: 'day', page: 1, page_size: 2 });
    expect(paged).toMatchObject({ total_count: 6, cur_page: 1, page_size: 2 });
    expect(paged.list).toHaveLength(2);
  });

  it('keeps another company to its own components and refuses a job without the page (10403)', async () => {
    expect((await other.call(routes.getComponentCounts, {})).total_count).toBe(0);
    expect((await other.call(routes.getComponentCounts, { project_id: P1 })).total_count).toBe(0);
    expect((await codeOf(unpermitted.call(routes.getComponentCounts, {}))).code).toBe(10403);
  });

  it('answers 10001 with the rule for a bad period, date or page', async () => {
    expect(await codeOf(admin.call(routes.getComponentCounts, { period: 'year' as never }))).toEqual({ code: 10001, msg: ComponentMsg.periodInvalid });
    expect(await codeOf(admin.call(routes.getComponentCounts, { start_date: '2026-13-01' }))).toEqual({ code: 10001, msg: ComponentMsg.dateInvalid });
    expect((await codeOf(admin.call(routes.getComponentCounts, { page: 0 }))).code).toBe(10001);
    expect((await codeOf(admin.call(routes.getComponentCounts, { project_id: 'not-a-uuid' }))).code).toBe(10001);
  });
});
