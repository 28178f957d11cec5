import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { routes, site } from '@zhuyun/contracts';
import { ProjectDemoIds } from '../../../db/seed/project.seed';
import { codeOf, createTestApp, type TestApp } from '../../../testing/test-app';
import { DEMO, otherCompany, signedIn, type ApiClient } from '../../../testing/binary-client';

const { SiteMsg } = site;
const project_id = ProjectDemoIds.projects[0];
const ago = (minutes: number) => new Date(Date.now() - minutes * 60_000).toISOString();

// Issue 18 item 1: the project's site-data reads (environment, climb, behavior, ele_work_data, ele_state_data) show
// what the devices posted, inside the session's company only.
describe('site data reads', () => {
  let t: TestApp;
  let admin: ApiClient;
  let other: ApiClient;
  const ids: Record<string, string> = {};
  const post = async (deviceId: string, readings: unknown[]) => {
    const { device_key } = await admin.call(routes.createSiteDeviceKey, { device_id: deviceId });
    const answer = await t.app.inject({ method: 'POST', url: routes.uploadSiteReadings.path, headers: { 'content-type': 'application/json', device_key }, payload: { readings } });
    expect(answer.json()).toMatchObject({ code: 0 });
  };
  beforeAll(async () => {
    t = await createTestApp();
    admin = await signedIn(t, DEMO);
    other = (await otherCompany(t)).api;
    for (const kind of ['environment', 'lift', 'climb_machine', 'camera'] as const) {
      ids[kind] = (await admin.call(routes.createSiteDevice, { device_name: `读数${kind}`, device_kind: kind, project_id, rated_load: kind === 'lift' ? 2000 : null })).device_id;
    }
    await post(ids.environment as string, [
      { metric: 'pm25', at: ago(30), value: 40 },
      { metric: 'pm25', at: ago(10), value: 50 },
      { metric: 'noise', at: ago(10), value: 61.5 },
    ]);
    // One time per cycle, taken once: a cycle is the readings of one instant, and two calls of ago() a millisecond apart
    // (a busy machine) made two half cycles.
    const [cycle1, cycle2] = [ago(20), ago(5)];
    await post(ids.lift as string, [
      { metric: 'lift_load', at: cycle1, value: 800 },
      { metric: 'lift_height', at: cycle1, value: 30 },
      { metric: 'lift_load', at: cycle2, value: 1200 },
      { metric: 'lift_height', at: cycle2, value: 45 },
      { metric: 'lift_state', at: cycle2, value: 1 },
    ]);
    await post(ids.climb_machine as string, [{ metric: 'climb_event', at: ago(15), value: 3, note: '3号机位' }]);
    await post(ids.camera as string, [
      { metric: 'behavior_event', at: ago(25), value: 1, note: '北区塔吊下' },
      { metric: 'behavior_event', at: ago(5), value: 3 },
    ]);
  });
  afterAll(async () => t?.close());

  it('answers the newest environment readings and a series over the window', async () => {
    const env = await admin.call(routes.getEnvironment, { project_id });
    const mine = env.latest.filter((r) => r.device_id === ids.environment);
    expect(mine.map((r) => [r.metric, r.value])).toEqual([
      ['noise', 61.5],
      ['pm25', 50],
    ]);
    const pm25 = env.series.find((s) => s.metric === 'pm25');
    expect(pm25?.points.length).toBeGreaterThanOrEqual(1);
    expect((await admin.call(routes.getEnvironment, { project_id, metric: 'noise' })).series.map((s) => s.metric)).toEqual(['noise']);
    expect((await other.call(routes.getEnvironment, { project_id })).latest).toEqual([]);
  });

  it('pages climbing and behaviour events newest first', async () => {
    // By device: the demo seed's camera reports in the demo project too.
    const behavior = await admin.call(routes.getBehavior, { project_id, device_id: ids.camera, page: 1, page_size: 1 });
    expect(behavior.total_count).toBe(2);
    expect(behavior.list[0]).toMatchObject({ device_id: ids.camera, code: 3, note: null });
    const climb = await admin.call(routes.getClimb, { project_id, device_id: ids.climb_machine });
    expect(climb.list).toEqual([expect.objectContaining({ code: 3, note: '3号机位', metric: 'climb_event' })]);
    expect((await other.call(routes.getClimb, {})).total_count).toBe(0);
  });

  it('shows a lift’s cycles and its state; another company’s lift is not found', async () => {
    const work = await admin.call(routes.getEleWorkData, { device_id: ids.lift as string });
    expect(work.list.map((c) => [c.lift_load, c.lift_height])).toEqual([
      [800, 30],
      [1200, 45],
    ]);
    const state = await admin.call(routes.getEleStateData, { device_id: ids.lift as string });
    expect(state).toMatchObject({ online: 1, lift_load: 1200, lift_height: 45, lift_state: 1, rated_load: 2000 });
    const notFound = { code: 10002, msg: SiteMsg.deviceNotFound };
    expect(await codeOf(other.call(routes.getEleStateData, { device_id: ids.lift as string }))).toEqual(notFound);
    expect(await codeOf(other.call(routes.getEleWorkData, { device_id: ids.lift as string }))).toEqual(notFound);
    expect(await codeOf(admin.call(routes.getEleStateData, { device_id: ids.environment as string }))).toEqual(notFound);
  });

  it('answers 10001 for bad ids, times and windows', async () => {
    expect((await codeOf(admin.call(routes.getEleWorkData, { device_id: 'nope' }))).code).toBe(10001);
    expect(await codeOf(admin.call(routes.getEnvironment, { start_time: 'yesterday' }))).toEqual({ code: 10001, msg: SiteMsg.timeInvalid });
    expect(await codeOf(admin.call(routes.getClimb, { start_time: ago(60 * 24 * 40) }))).toEqual({ code: 10001, msg: SiteMsg.windowTooLong });
    expect((await codeOf(admin.call(routes.getBehavior, { page: -1 }))).code).toBe(10001);
  });
});
