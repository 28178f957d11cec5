import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gte } from 'drizzle-orm';
import { ResultCode, routes } from '@zhuyun/contracts';
import { apiRequestLog } from '../../../db/schema';
import { ProjectDemoIds } from '../../../db/seed/project.seed';
import { RequestLog } from '../../../platform/request-log/request-log';
import { familyCallers, type FamilyCallers } from '../../../testing/callers';
import { codeOf } from '../../../testing/test-app';

// /logManagement's third tab (issue 19 item 6): what the unit's sessions called, with status and duration, no secrets.
describe('API request log', () => {
  let c: FamilyCallers;
  beforeAll(async () => {
    c = await familyCallers();
  });
  afterAll(async () => c?.t.close());

  it('records each call of the unit: operation, route pattern, status, duration and person — never the URL sent', async () => {
    await c.admin.call(routes.detailProject, { project_id: ProjectDemoIds.projects[0] });
    await codeOf(c.admin.call(routes.detailProject, { project_id: '01900000-0000-7000-8000-0000000fffff' }));
    await codeOf(c.unpermitted.call(routes.getRequestLog, {}));

    const page = await c.admin.call(routes.getRequestLog, { operation: 'project detail', page_size: 50 });
    expect(page.list.length).toBeGreaterThanOrEqual(2);
    const [missing, found] = page.list;
    expect(missing).toMatchObject({ method: 'GET', route: '/api/v1/project/detail_project', status: 404, user_name: expect.any(String) });
    expect(found).toMatchObject({ status: 200, operation: expect.stringMatching(/detail/i) });
    expect(found!.duration_ms).toBeGreaterThanOrEqual(0);
    expect(Date.parse(found!.at)).not.toBeNaN();

    const failures = await c.admin.call(routes.getRequestLog, { result: 'failure', page_size: 100 });
    expect(failures.list.map((r) => r.status)).toEqual(expect.arrayContaining([404, 403]));
    expect(failures.list.every((r) => r.status >= 400)).toBe(true);
    // The route's pattern, not what was sent: no signature, timestamp or token travels into the log.
    const stored = await c.t.database.db.select({ route: apiRequestLog.route }).from(apiRequestLog);
    expect(stored.length).toBeGreaterThan(0);
    expect(JSON.stringify(stored)).not.toMatch(/signature|timeStamp|randomNum|access_token|\?|01900000/);
  });

  it('keeps to the unit, refuses a job without the element (10403) and bad filters (10001)', async () => {
    const mine = await c.admin.call(routes.getRequestLog, { page_size: 200 });
    expect(mine.total_count).toBeGreaterThan(0);
    const theirs = await c.other.call(routes.getRequestLog, { page_size: 200 });
    const adminIds = new Set(mine.list.map((r) => r.user_id));
    expect(theirs.list.some((r) => adminIds.has(r.user_id))).toBe(false);
    expect(await codeOf(c.unpermitted.call(routes.getRequestLog, {}))).toMatchObject({ code: ResultCode.FORBIDDEN });
    expect(await codeOf(c.admin.call(routes.getRequestLog, { result: 'x' } as never))).toMatchObject({ code: ResultCode.VALIDATION });
    expect(await codeOf(c.admin.call(routes.getRequestLog, { start_time: 'not a time' }))).toMatchObject({ code: ResultCode.VALIDATION });
    expect(await codeOf(c.admin.call(routes.getRequestLog, { page: 0 } as never))).toMatchObject({ code: ResultCode.VALIDATION });
  });

  it('stays bounded: entries past the retention days or beyond the newest maximum are pruned', async () => {
    const { db } = c.t.database;
    await c.t.app.platform.requests.flush();
    const log = new RequestLog(db, c.t.app.log, { maxRows: 3, retentionDays: 7 });
    const entry = (at: Date) => ({ at, company_id: null, user_id: null, user_name: null, method: 'GET', route: '/x', operation: 'x', status: 200, duration_ms: 1 });
    log.record(entry(new Date(Date.now() - 10 * 86_400_000)));
    for (let i = 0; i < 4; i += 1) log.record(entry(new Date()));
    await log.close();
    await log.prune();
    const left = await db.select().from(apiRequestLog);
    expect(left).toHaveLength(3);
    expect(left.every((r) => r.at.getTime() > Date.now() - 86_400_000)).toBe(true);
  });

  it('writes a batch exactly and in order: each distinct caller and route once, nulls, quotes and commas kept', async () => {
    const { db } = c.t.database;
    await c.t.app.platform.requests.flush();
    const log = new RequestLog(db, c.t.app.log);
    const base = Date.now();
    const user = ProjectDemoIds.projects[0]!;
    const names = ['a "quoted", \\name {x}', 'null', null, 'NULL', ''];
    for (let i = 0; i < 10; i += 1) {
      const name = names[i % names.length]!;
      log.record({ at: base + i, company_id: null, user_id: i % 2 ? user : null, user_name: name, method: i % 3 ? 'GET' : 'POST', route: `/r/${i % 2}`, operation: i === 4 ? null : 'op', status: 200 + i, duration_ms: i / 10 });
    }
    await log.close();
    const rows = await db.select().from(apiRequestLog).where(gte(apiRequestLog.at, new Date(base))).orderBy(apiRequestLog.log_id);
    const written = rows.filter((r) => r.route.startsWith('/r/'));
    expect(written.map((r) => r.status)).toEqual([200, 201, 202, 203, 204, 205, 206, 207, 208, 209]);
    written.forEach((r, i) => {
      expect(r).toMatchObject({ user_id: i % 2 ? user : null, user_name: names[i % names.length], method: i % 3 ? 'GET' : 'POST', route: `/r/${i % 2}`, operation: i === 4 ? null : 'op' });
      expect(r.at.getTime()).toBe(base + i);
      expect(r.duration_ms).toBeCloseTo(i / 10, 5);
    });
  });
});
