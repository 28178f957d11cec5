import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PermMsg, ResultCode, routes } from '@zhuyun/contracts';
import { DemoAccounts, DemoIds } from '../../../db/seed/demo.seed';
import { DemoTemplateIds } from '../../../db/seed/menu.seed';
import { codeOf, createTestApp, type TestApp } from '../../../testing/test-app';
import { addMember, createUnit, createUser } from '../../../testing/fixtures';
import { signIn, type Api } from './perm-fixtures';

const demoAccount = DemoAccounts.find((a) => a.user_no === 'demo') as (typeof DemoAccounts)[number];
const v = (code: number, msg: string) => ({ code, msg });

// Permission templates belong to the session's unit: named, searchable, holding objects, granted to jobs.
describe('permission templates', () => {
  let t: TestApp;
  let demo: Api;
  let otherTemplate: string;
  let otherJob: string;

  beforeAll(async () => {
    t = await createTestApp();
    const { db } = t.database;
    const unitB = await createUnit(db, { company_name: '乙方建设公司' });
    const bAdmin = await createUser(db);
    otherJob = await addMember(db, unitB.company_id, bAdmin.user_id, new Date(), '单位管理员', true);
    otherTemplate = (await (await signIn(t, bAdmin)).call(routes.createTemplate, { auth_template_name: '乙方模板' })).auth_template_id;
    demo = await signIn(t, demoAccount);
  });
  afterAll(async () => t?.close());

  it('lists the unit’s templates with counts, searching, sorting and paging', async () => {
    const all = await demo.call(routes.getTemplateList, {});
    expect(all.list.map((r) => r.auth_template_name)).toEqual(['全部权限', '行政办公', '项目施工']);
    expect(all.list.find((r) => r.auth_template_id === DemoTemplateIds.builder)?.job_numbers).toBe(2);
    expect(all.list[0]?.auth_numbers).toBeGreaterThan(100);
    expect((await demo.call(routes.getTemplateList, { auth_template_name: '施工' })).list.map((r) => r.auth_template_name)).toEqual(['项目施工']);
    const sorted = await demo.call(routes.getTemplateList, { sort_field: 'auth_template_name', sort_order: 'desc', page: 2, page_size: 1 });
    expect(sorted).toMatchObject({ total_count: 3, cur_page: 2, page_size: 1 });
    expect(sorted.list).toHaveLength(1);
  });

  it('checks every field of create, rename and delete', async () => {
    expect(await codeOf(demo.call(routes.createTemplate, { auth_template_name: ' ' }))).toEqual(v(10001, PermMsg.templateNameRequired));
    expect(await codeOf(demo.call(routes.createTemplate, { auth_template_name: 'x'.repeat(51) }))).toEqual(v(10001, PermMsg.nameTooLong));
    expect(await codeOf(demo.call(routes.createTemplate, { auth_template_name: '全部权限' }))).toEqual(v(10003, PermMsg.templateNameTaken));
    // The same name in another unit is no conflict.
    const { auth_template_id } = await demo.call(routes.createTemplate, { auth_template_name: '乙方模板' });
    expect(await codeOf(demo.call(routes.updateTemplate, { auth_template_id: '', auth_template_name: 'a' }))).toEqual(v(10001, PermMsg.templateIdRequired));
    expect(await codeOf(demo.call(routes.updateTemplate, { auth_template_id, auth_template_name: '' }))).toEqual(v(10001, PermMsg.templateNameRequired));
    expect(await codeOf(demo.call(routes.updateTemplate, { auth_template_id, auth_template_name: '行政办公' }))).toEqual(v(10003, PermMsg.templateNameTaken));
    await demo.call(routes.updateTemplate, { auth_template_id, auth_template_name: '资料员模板' });
    expect((await demo.call(routes.getTemplateList, { auth_template_name: '资料员' })).list).toHaveLength(1);
    expect(await codeOf(demo.call(routes.deleteTemplate, { auth_template_id: '' }))).toEqual(v(10001, PermMsg.templateIdRequired));
    await demo.call(routes.deleteTemplate, { auth_template_id });
    expect((await codeOf(demo.call(routes.getTemplateDetail, { auth_template_id }))).code).toBe(ResultCode.NOT_FOUND);
  });

  it('sets objects and jobs, refusing unknown or platform objects and other units’ jobs', async () => {
    const { auth_template_id } = await demo.call(routes.createTemplate, { auth_template_name: '质检' });
    await demo.call(routes.saveTemplateObjects, { auth_template_id, object_nos: ['page.componList', 'page.reportList', 'page.componList'] });
    await demo.call(routes.saveTemplateJobs, { auth_template_id, job_ids: `${DemoIds.inspectorJob}` });
    expect(await demo.call(routes.getTemplateDetail, { auth_template_id })).toEqual({ object_nos: ['page.componList', 'page.reportList'], job_ids: [DemoIds.inspectorJob] });
    expect(await codeOf(demo.call(routes.saveTemplateObjects, { auth_template_id, object_nos: ['page.nowhere'] }))).toEqual(v(10001, PermMsg.objectNosInvalid));
    expect(await codeOf(demo.call(routes.saveTemplateObjects, { auth_template_id, object_nos: ['platform.menu_manage'] }))).toEqual(v(10001, PermMsg.objectNosInvalid));
    expect(await codeOf(demo.call(routes.saveTemplateObjects, { auth_template_id: '', object_nos: [] }))).toEqual(v(10001, PermMsg.templateIdRequired));
    expect(await codeOf(demo.call(routes.saveTemplateJobs, { auth_template_id, job_ids: [otherJob] }))).toEqual(v(10002, PermMsg.jobIdsInvalid));
    expect((await codeOf(demo.call(routes.saveTemplateJobs, { auth_template_id, job_ids: ['not-a-uuid'] }))).code).toBe(ResultCode.VALIDATION);
    expect(await codeOf(demo.call(routes.saveTemplateJobs, { auth_template_id: '', job_ids: [] }))).toEqual(v(10001, PermMsg.templateIdRequired));
    expect(await codeOf(demo.call(routes.getTemplateDetail, { auth_template_id: '' }))).toEqual(v(10001, PermMsg.templateIdRequired));
    // Nothing half-written: the failed calls left the sets as they were.
    expect((await demo.call(routes.getTemplateDetail, { auth_template_id })).object_nos).toEqual(['page.componList', 'page.reportList']);
  });

  it('answers another unit’s template as not found', async () => {
    const calls = [
      () => demo.call(routes.getTemplateDetail, { auth_template_id: otherTemplate }),
      () => demo.call(routes.updateTemplate, { auth_template_id: otherTemplate, auth_template_name: '改名' }),
      () => demo.call(routes.deleteTemplate, { auth_template_id: otherTemplate }),
      () => demo.call(routes.saveTemplateObjects, { auth_template_id: otherTemplate, object_nos: [] }),
      () => demo.call(routes.saveTemplateJobs, { auth_template_id: otherTemplate, job_ids: [] }),
    ];
    for (const call of calls) expect((await codeOf(call())).code).toBe(ResultCode.NOT_FOUND);
    expect((await demo.call(routes.getTemplateList, { auth_template_name: '乙方' })).list.map((r) => r.auth_template_id)).not.toContain(otherTemplate);
  });
});
