import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { routes } from '@zhuyun/contracts';
import { createTestApp, type TestApp, type TestClient } from '../../../testing/test-app';

/** The big screen a person opens on the demo (/elecSandTable as demo): every chart must have something to draw. */
describe('the demo big screen', () => {
  let t: TestApp;
  let api: TestClient['api'];

  beforeAll(async () => {
    t = await createTestApp();
    const client = t.client();
    await client.loginAs('demo', 'Demo@2026zy!');
    api = client.api;
  });
  afterAll(async () => t?.close());

  it('counts the participating units and marks the component factories on the map', async () => {
    const summary = await api.call(routes.getProjectSummary, {});
    expect(summary.company_total).toBeGreaterThan(0);
    const map = await api.call(routes.getMapPoints, {});
    expect(map.project_coordinate.length).toBeGreaterThan(0);
    expect(map.factory_coordinate.length).toBeGreaterThanOrEqual(2);
  });

  it('has data for every statistic, each asked with field=cp_type as spec-2 §7.2 does', async () => {
    const totalOf = (rows: { total: number }[]) => rows.reduce((sum, r) => sum + r.total, 0);
    expect(totalOf(await api.call(routes.getUnitTypeStats, { field: 'cp_type' }))).toBeGreaterThan(0);
    expect(totalOf(await api.call(routes.getBuildingTypeStats, { field: 'cp_type' }))).toBeGreaterThan(0);
    expect(totalOf(await api.call(routes.getComponentCountStats, { field: 'cp_type' }))).toBeGreaterThan(0);
    expect(totalOf(await api.call(routes.getComponentRatioStats, { field: 'cp_type' }))).toBeGreaterThan(0);
    expect((await api.call(routes.getProjectProgress, { field: 'cp_type' })).length).toBeGreaterThan(0);
  });
});
