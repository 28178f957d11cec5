import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Msg, routes } from '@zhuyun/contracts';
import { DemoIds } from '../../../db/seed/demo.seed';
import { codeOf, createTestApp, type TestApp } from '../../../testing/test-app';

// User info (what the web stores as userInfo, spec-1 §3) and user detail, for the demo accounts of the seed.
describe('user info and user detail', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => t?.close());

  async function as(userNo: string, password: string) {
    const client = t.client();
    await client.loginAs(userNo, password);
    return client.api;
  }

  it('answers the unit administrator\'s user info with company, job and jobs', async () => {
    const api = await as('demo', 'Demo@2026zy!');
    expect(await api.call(routes.getUserInfo, {})).toEqual({
      user_id: DemoIds.demo,
      user_no: 'demo',
      user_name: '演示管理员',
      real_name: '演示管理员',
      phone: '13800000001',
      email: null,
      comp_id: DemoIds.company,
      company_type: 4,
      job: '单位管理员',
      job_list: [{ job_id: DemoIds.adminJob, job_name: '单位管理员' }],
      is_platform_admin: false,
    });
  });

  it('answers a user without a unit with no company and no job', async () => {
    const api = await as('worker', 'Worker@2026zy!');
    expect(await api.call(routes.getUserInfo, {})).toMatchObject({
      user_id: DemoIds.worker,
      user_name: '张工',
      comp_id: null,
      company_type: null,
      job: null,
      job_list: [],
      is_platform_admin: false,
    });
  });

  it('marks the platform administrator', async () => {
    const api = await as('admin', 'Admin@2026zy!');
    expect(await api.call(routes.getUserInfo, {})).toMatchObject({ user_id: DemoIds.admin, is_platform_admin: true });
  });

  it('accepts the caller\'s own user_id and answers 10002 for anyone else\'s', async () => {
    const api = await as('worker', 'Worker@2026zy!');
    expect((await api.call(routes.getUserInfo, { user_id: DemoIds.worker })).user_id).toBe(DemoIds.worker);
    expect(await codeOf(api.call(routes.getUserInfo, { user_id: DemoIds.demo }))).toEqual({ code: 10002, msg: Msg.notFound });
  });

  it('answers the user detail by token', async () => {
    const api = await as('demo', 'Demo@2026zy!');
    const detail = await api.call(routes.getUserDetail, {});
    expect(detail).toEqual({
      user_id: DemoIds.demo,
      user_no: 'demo',
      user_name: '演示管理员',
      phone: '13800000001',
      email: null,
      status: 1,
      pwd_strong_flag: true,
      create_date: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d(\.\d+)?(Z|[+-]\d\d:\d\d)$/),
      company_id: DemoIds.company,
      company_name: '演示建设集团',
      job_data: [{ job_id: DemoIds.adminJob, job_name: '单位管理员' }],
    });
  });

  it('answers the detail of a user without a unit with no company', async () => {
    const api = await as('worker', 'Worker@2026zy!');
    expect(await api.call(routes.getUserDetail, {})).toMatchObject({
      user_id: DemoIds.worker,
      company_id: null,
      company_name: null,
      job_data: [],
    });
  });
});

describe('user info from the session alone', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => t?.app.close());

  it('answers user info with no database round trip (it still works with the database gone)', async () => {
    const client = t.client();
    await client.loginAs('demo', 'Demo@2026zy!');
    await t.database.close();
    expect(await client.api.call(routes.getUserInfo, {})).toMatchObject({ user_id: DemoIds.demo, comp_id: DemoIds.company, job: '单位管理员' });
    // The detail does read the database: the same session now gets the internal error, which shows the difference.
    expect(await codeOf(client.api.call(routes.getUserDetail, {}))).toEqual({ code: 50000, msg: Msg.internal });
  });
});
