import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { routes } from '@zhuyun/contracts';
import { project } from '@zhuyun/contracts';
import { ProjectDemoIds } from '../../../db/seed/project.seed';
import { codeOf, createTestApp, type TestApp } from '../../../testing/test-app';
import { DEMO, otherCompany, signedIn, type ApiClient } from '../../../testing/binary-client';


const { ProjectMsg } = project;

// Yards at /api/v1/project/stack_point: create, list (search, paging, sorting), restful update and delete, tenancy.
describe('stack points', () => {
  let t: TestApp;
  let api: ApiClient;
  let other: Awaited<ReturnType<typeof otherCompany>>;

  beforeAll(async () => {
    t = await createTestApp();
    api = await signedIn(t, DEMO);
    other = await otherCompany(t);
  });
  afterAll(async () => t?.close());

  it('creates, lists, updates and deletes yards', async () => {
    const projectId = ProjectDemoIds.projects[0];
    const { stack_point_id } = await api.call(routes.createStackPoint, { stack_point_name: '一号堆场', project_id: projectId, capacity: 200, lon: 120, lat: 30 });
    await api.call(routes.createStackPoint, { stack_point_name: '二号堆场', capacity: 50 });
    // The demo's yards (yard.seed.ts) are named otherwise: 号堆场 finds these two.
    const list = await api.call(routes.listStackPoints, { search: '号堆场', sort_field: 'capacity', sort_order: 'ascend' });
    expect(list.list.map((s) => s.stack_point_name)).toEqual(['二号堆场', '一号堆场']);
    expect(list.list[1]).toMatchObject({ project_id: projectId, project_name: '杭州未来科技城装配式住宅项目', capacity: 200, stock: 0 });
    expect((await api.call(routes.listStackPoints, { search: '一号' })).list).toHaveLength(1);
    expect((await api.call(routes.listStackPoints, { project_id: projectId, search: '号堆场' })).total_count).toBe(1);

    await api.call(routes.updateStackPoint, { stack_point_id, stack_point_name: '一号堆场（东）', capacity: 300 });
    expect((await api.call(routes.listStackPoints, { search: '东' })).list[0]).toMatchObject({ stack_point_id, capacity: 300, project_id: null });
    // Another company sees none of it and cannot touch it.
    expect((await other.api.call(routes.listStackPoints, {})).total_count).toBe(0);
    expect(await codeOf(other.api.call(routes.updateStackPoint, { stack_point_id, stack_point_name: 'x' }))).toMatchObject({ code: 10002 });
    expect(await codeOf(other.api.call(routes.deleteStackPoint, { stack_point_id }))).toMatchObject({ code: 10002 });
    expect(await codeOf(other.api.call(routes.createStackPoint, { stack_point_name: 'x', project_id: projectId }))).toEqual({
      code: 10002,
      msg: ProjectMsg.projectNotFound,
    });
    await api.call(routes.deleteStackPoint, { stack_point_id });
    expect((await api.call(routes.listStackPoints, { search: '号堆场' })).total_count).toBe(1);
  });

  it('checks the fields', async () => {
    expect(await codeOf(api.call(routes.createStackPoint, { stack_point_name: '' }))).toEqual({ code: 10001, msg: ProjectMsg.stackPointNameRequired });
    expect(await codeOf(api.call(routes.createStackPoint, { stack_point_name: 'a', capacity: -1 }))).toEqual({ code: 10001, msg: ProjectMsg.capacityInvalid });
    expect(await codeOf(api.call(routes.listStackPoints, { sort_field: 'x' as never }))).toEqual({ code: 10001, msg: ProjectMsg.sortInvalid });
  });
});
