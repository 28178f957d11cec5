import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ResultCode, routes } from '@zhuyun/contracts';
import { DemoIds, DemoInviteCode } from '../../../db/seed/demo.seed';
import { codeOf, createTestApp, type TestApp } from '../../../testing/test-app';
import { addMember, createUnit, createUser, type TestUnit, type TestUser } from '../../../testing/fixtures';

type Api = ReturnType<TestApp['client']>['api'];

// get_comp_user_lists' optional filters (department with sub-departments, job, membership status) and sorting.
describe('company users list: filters and sorting', () => {
  let t: TestApp;
  let unitB: TestUnit;
  let unitBJob: string;
  let admin: Api;
  const people: TestUser[] = [];
  const ids = (list: { user_id: string }[]) => list.map((r) => r.user_id);

  beforeAll(async () => {
    t = await createTestApp();
    const { db } = t.database;
    unitB = await createUnit(db, { company_name: '乙方建设公司' });
    unitBJob = await addMember(db, unitB.company_id, (await createUser(db)).user_id);
    for (const name of ['钱工', '孙工', '李工']) {
      const user = await createUser(db, { user_name: name });
      await addMember(db, DemoIds.company, user.user_id);
      people.push(user);
    }
    const client = t.client();
    await client.loginAs('demo', 'Demo@2026zy!');
    admin = client.api;
    // 孙工 holds a job in a sub-department of 工程部; 李工 is a 施工员 of 工程部.
    const { id: sub } = await admin.call(routes.createObs, { input_node_type: 2, input_name: '工程一科', no: DemoIds.engineeringDept, node_type: 2 });
    const { id: subJob } = await admin.call(routes.createObs, { input_node_type: 3, input_name: '测量员', no: sub, node_type: 2 });
    await admin.call(routes.batchCreateJobUser, { job_id: subJob, user_ids: people[1]?.user_id as string });
    await admin.call(routes.batchCreateJobUser, { job_id: DemoIds.builderJob, user_ids: people[2]?.user_id as string });
    const worker = t.client();
    await worker.loginAs('worker', 'Worker@2026zy!');
    await worker.api.call(routes.joinOrg, { invite_code: DemoInviteCode, dept_id: DemoIds.engineeringDept, job_id: DemoIds.builderJob });
  });
  afterAll(async () => t?.close());

  it('keeps the members holding a job in a department or below it', async () => {
    const page = await admin.call(routes.getCompanyUsers, { dept_id: DemoIds.engineeringDept, is_page: 0 });
    expect(new Set(ids(page.list))).toEqual(new Set([people[1]?.user_id, people[2]?.user_id]));
    expect(page.total_count).toBe(2);
  });

  it('keeps the holders of one job, and the memberships of one status', async () => {
    expect(ids((await admin.call(routes.getCompanyUsers, { job_id: DemoIds.builderJob })).list)).toEqual([people[2]?.user_id]);
    const waiting = await admin.call(routes.getCompanyUsers, { status: '2' });
    expect(waiting.list.map((r) => [r.user_id, r.status])).toEqual([[DemoIds.worker, 2]]);
  });

  it('sorts by the chosen column', async () => {
    const page = await admin.call(routes.getCompanyUsers, { status: 3, sort_field: 'user_no', sort_order: 'asc', is_page: 0 });
    const userNos = page.list.map((r) => r.user_no ?? '');
    expect(userNos).toEqual([...userNos].sort());
    expect(page.total_count).toBe(4);
  });

  it('answers 10002 for another unit\'s department or job', async () => {
    for (const filter of [{ dept_id: unitB.dept_id }, { job_id: unitBJob }, { dept_id: '01900000-0000-7000-8000-0000000fffff' }]) {
      expect((await codeOf(admin.call(routes.getCompanyUsers, filter))).code).toBe(ResultCode.NOT_FOUND);
    }
  });
});
