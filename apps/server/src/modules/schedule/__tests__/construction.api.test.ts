import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { routes, schedule } from '@zhuyun/contracts';
import { ProjectDemoIds } from '../../../db/seed/project.seed';
import { ScheduleDemoIds } from '../../../db/seed/schedule.seed';
import type { ApiClient } from '../../../testing/binary-client';
import { codeOf, type TestApp } from '../../../testing/test-app';
import { familyCallers } from '../../../testing/callers';

const { ScheduleMsg } = schedule;
const projectId = ProjectDemoIds.projects[0];

// Construction sections at construction_list / create_construction / update_construction / delete_construction.
describe('construction sections', () => {
  let t: TestApp;
  let api: ApiClient;
  let other: ApiClient;
  let unpermitted: ApiClient;

  beforeAll(async () => {
    ({ t, admin: api, other, unpermitted } = await familyCallers('资料员'));
  });
  afterAll(async () => t?.close());

  it('lists the demo sections in building order, and creates, updates and deletes one', async () => {
    const seeded = await api.call(routes.listConstructions, { project_id: projectId });
    expect(seeded.list.map((s) => s.construction_id)).toEqual([...ScheduleDemoIds.sections]);
    expect(seeded.list[0]).toMatchObject({ project_name: '杭州未来科技城装配式住宅项目', progress: 62, start_date: '2026-03-01' });

    const { construction_id } = await api.call(routes.createConstruction, {
      project_id: projectId, construction_name: '四标段', construction_range: '9#楼', construction_unit: '某建设公司', start_date: '2027-01-01', end_date: '2027-08-31', progress: 0,
    });
    expect((await api.call(routes.listConstructions, { project_id: projectId, search: '四标段' })).list).toHaveLength(1);
    await api.call(routes.updateConstruction, { construction_id, project_id: projectId, construction_name: '四标段（9#楼）', progress: '20', start_date: '2027-01-01' });
    const [row] = (await api.call(routes.listConstructions, { search: '9#楼' })).list;
    expect(row).toMatchObject({ construction_id, progress: 20, end_date: null, construction_unit: null });
    const sorted = await api.call(routes.listConstructions, { project_id: projectId, sort_field: 'progress', sort_order: 'descend' });
    expect(sorted.list[0]!.progress).toBe(62);
    await api.call(routes.deleteConstruction, { construction_id });
    expect((await api.call(routes.listConstructions, { project_id: projectId })).total_count).toBe(3);
  });

  it('keeps another company out (10002) and refuses a job without the page (10403)', async () => {
    const id = ScheduleDemoIds.sections[2];
    expect((await other.call(routes.listConstructions, { project_id: projectId })).total_count).toBe(0);
    expect(await codeOf(other.call(routes.updateConstruction, { construction_id: id, project_id: projectId, construction_name: 'x' }))).toEqual({ code: 10002, msg: ScheduleMsg.constructionNotFound });
    expect(await codeOf(other.call(routes.deleteConstruction, { construction_id: id }))).toEqual({ code: 10002, msg: ScheduleMsg.constructionNotFound });
    expect(await codeOf(other.call(routes.createConstruction, { project_id: projectId, construction_name: 'x' }))).toEqual({ code: 10002, msg: ScheduleMsg.projectNotFound });
    expect((await codeOf(unpermitted.call(routes.createConstruction, { project_id: projectId, construction_name: 'x' }))).code).toBe(10403);
    expect((await codeOf(unpermitted.call(routes.deleteConstruction, { construction_id: id }))).code).toBe(10403);
  });

  it('answers 10001 with the field rule', async () => {
    const base = { project_id: projectId, construction_name: '五标段' };
    expect(await codeOf(api.call(routes.createConstruction, { ...base, construction_name: ' ' }))).toEqual({ code: 10001, msg: ScheduleMsg.constructionNameRequired });
    expect(await codeOf(api.call(routes.createConstruction, { ...base, project_id: '' }))).toEqual({ code: 10001, msg: ScheduleMsg.projectIdRequired });
    expect(await codeOf(api.call(routes.createConstruction, { ...base, start_date: '2026-02-30' }))).toEqual({ code: 10001, msg: ScheduleMsg.dateInvalid });
    expect(await codeOf(api.call(routes.createConstruction, { ...base, progress: 101 }))).toEqual({ code: 10001, msg: ScheduleMsg.progressInvalid });
    expect(await codeOf(api.call(routes.createConstruction, { ...base, start_date: '2026-05-01', end_date: '2026-04-01' }))).toEqual({ code: 10001, msg: ScheduleMsg.endBeforeStart });
  });
});
