import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ResultCode, monitor, routes } from '@zhuyun/contracts';
import { DemoIds } from '../../../db/seed/demo.seed';
import { RequestMetrics } from '../../../platform/metrics/request-metrics';
import type { ApiClient } from '../../../testing/binary-client';
import { familyCallers } from '../../../testing/callers';
import { addMember, createUser } from '../../../testing/fixtures';
import { codeOf, type TestApp } from '../../../testing/test-app';
import { noteSender } from '../../note';
import { ApiMonitorWatcher } from '../api-monitor.watcher';

const { MonitorMsg } = monitor;
const MINUTE = 60_000;

let t: TestApp;
let admin: ApiClient;
let other: ApiClient;
let unpermitted: ApiClient;

beforeAll(async () => {
  ({ t, admin, other, unpermitted } = await familyCallers());
});
afterAll(async () => t?.close());

describe('notices: notice_list and set_notice', () => {
  it('sets a notice, lists it with its jobs, and edits it through the same PUT', async () => {
    const { api_notice_id } = await admin.call(routes.setApiNotice, { operation: 'GET /api/v1/project/project_list', p95_ms: 1500, job_ids: [DemoIds.projectManagerJob] });
    const row = (await admin.call(routes.getApiNotices, { search: 'project_list' })).list.find((r) => r.api_notice_id === api_notice_id);
    expect(row).toMatchObject({ p95_ms: 1500, error_rate: null, min_count: 10, window_minutes: 5, firing: 0, fire_count: 0, job_names: ['项目经理'], in_app: 1, sms: 0 });
    await admin.call(routes.setApiNotice, { api_notice_id, operation: '*', error_rate: '2.5', job_ids: [DemoIds.projectManagerJob], window_minutes: 15 });
    expect((await admin.call(routes.getApiNotices, { is_page: 0 })).list.find((r) => r.api_notice_id === api_notice_id)).toMatchObject({ operation: '*', error_rate: 2.5, p95_ms: null, window_minutes: 15 });
    await admin.call(routes.deleteApiNotice, { api_notice_id });
  });

  it.each([
    [{ operation: '*', job_ids: [DemoIds.projectManagerJob] }, MonitorMsg.thresholdRequired],
    [{ operation: 'list all', error_rate: 5, job_ids: [DemoIds.projectManagerJob] }, MonitorMsg.operationInvalid],
    [{ operation: '*', error_rate: 101, job_ids: [DemoIds.projectManagerJob] }, MonitorMsg.errorRateInvalid],
    [{ operation: '*', p95_ms: 0.5, job_ids: [DemoIds.projectManagerJob] }, MonitorMsg.p95Invalid],
    [{ operation: '*', error_rate: 5, window_minutes: 16, job_ids: [DemoIds.projectManagerJob] }, MonitorMsg.windowInvalid],
  ])('refuses a bad notice with 10001 and its message: %j', async (input, msg) => {
    expect(await codeOf(admin.call(routes.setApiNotice, input as never))).toEqual({ code: ResultCode.VALIDATION, msg });
  });

  it('keeps another company out (10002) and a job without the page out (10403)', async () => {
    const [demo] = (await admin.call(routes.getApiNotices, {})).list;
    const id = demo?.api_notice_id ?? '';
    expect(await codeOf(other.call(routes.deleteApiNotice, { api_notice_id: id }))).toEqual({ code: ResultCode.NOT_FOUND, msg: MonitorMsg.noticeNotFound });
    expect(await codeOf(other.call(routes.setApiNotice, { api_notice_id: id, operation: '*', error_rate: 1, job_ids: [DemoIds.projectManagerJob] }))).toEqual({
      code: ResultCode.NOT_FOUND,
      msg: MonitorMsg.noticeNotFound,
    });
    for (const route of [routes.getApiNotices, routes.getApiMetrics]) expect((await codeOf(unpermitted.call(route, {}))).code, route.path).toBe(ResultCode.FORBIDDEN);
  });
});

describe('metrics', () => {
  it('counts this server’s own calls per operation, refusals apart from server errors', async () => {
    for (let i = 0; i < 3; i++) await admin.call(routes.getApiNotices, {});
    await codeOf(unpermitted.call(routes.getApiNotices, {}));
    const answer = await admin.call(routes.getApiMetrics, { minutes: 5, search: 'notice_list' });
    expect(answer.minutes).toBe(5);
    const row = answer.list.find((r) => r.operation === 'GET /api/v1/api_monitor/notice_list');
    expect(row).toMatchObject({ summary: 'API monitor notice list', errors: 0 });
    expect(row?.count).toBeGreaterThanOrEqual(4);
    expect(row?.client_errors).toBeGreaterThanOrEqual(1);
    expect(row?.p95_ms).toBeGreaterThan(0);
    expect(answer.list.every((r) => r.operation.includes('notice_list'))).toBe(true);
    expect((await codeOf(admin.call(routes.getApiMetrics, { minutes: 16 }))).msg).toBe(MonitorMsg.minutesInvalid);
  });
});

describe('crossing a threshold', () => {
  it('tells the rule’s jobs once per crossing, not once per request, and again after it came back under', async () => {
    const { db } = t.database;
    const user = await createUser(db, { user_name: '监控值班员' });
    const jobId = await addMember(db, DemoIds.company, user.user_id, new Date(), '监控值班');
    const { api_notice_id } = await admin.call(routes.setApiNotice, { operation: 'GET /probe', error_rate: 50, min_count: 5, window_minutes: 1, job_ids: [jobId], in_app: 1 });
    const clock = { now: Date.UTC(2026, 10, 27, 1, 0, 0) };
    const metrics = new RequestMetrics({ minutes: 15, now: () => clock.now });
    const watcher = new ApiMonitorWatcher(db, metrics, noteSender(t.app.platform, t.app), t.app.log, () => clock.now);
    const rule = async () => (await admin.call(routes.getApiNotices, { is_page: 0 })).list.find((r) => r.api_notice_id === api_notice_id);
    const told = async () => (await admin.call(routes.listNoteSendLogs, { event_code: 'api_monitor', search: '监控值班员', is_page: 0 })).list.length;

    for (let i = 0; i < 4; i++) metrics.record('GET /probe', 500, 20);
    expect(await watcher.evaluate()).toBe(0); // under min_count
    for (let i = 0; i < 20; i++) {
      metrics.record('GET /probe', 500, 20);
      await watcher.evaluate();
    }
    expect(await told()).toBe(1);
    expect(await rule()).toMatchObject({ firing: 1, fire_count: 1, fired_at: new Date(clock.now).toISOString() });
    const warned = (await admin.call(routes.getWarnMsgs, { source: 'api', is_page: 0 })).list.filter((w) => w.message.startsWith('接口GET /probe'));
    expect(warned.map((w) => w.message)).toEqual(['接口GET /probe：错误率100%，P95 20ms，5次调用']);

    clock.now += 2 * MINUTE; // the window holds no call: back under
    expect(await watcher.evaluate()).toBe(0);
    expect((await rule())?.firing).toBe(0);
    for (let i = 0; i < 3; i++) metrics.record('GET /probe', 200, 5);
    for (let i = 0; i < 3; i++) metrics.record('GET /probe', 500, 5);
    expect(await watcher.evaluate()).toBe(1);
    expect(await watcher.evaluate()).toBe(0);
    expect(await told()).toBe(2);
    expect(await rule()).toMatchObject({ firing: 1, fire_count: 2 });
    const rows = (await db.execute(sql`select count(*)::int as n from msg_notify where company_id = ${DemoIds.company} and title = '【接口监控】GET /probe超过阈值'`)) as unknown as { rows: { n: number }[] };
    expect(rows.rows[0]?.n).toBe(2);
  });
});
