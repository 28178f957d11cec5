import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { project, routes } from '@zhuyun/contracts';
import { ProjectDemoIds } from '../../../db/seed/project.seed';
import type { ApiClient } from '../../../testing/binary-client';
import { familyCallers } from '../../../testing/callers';
import { codeOf, type TestApp } from '../../../testing/test-app';

const { ProjectMsg } = project;
const [futureCity, westLake, binjiang] = ProjectDemoIds.projects;

// POST /admin/yard/project and POST /admin/area/getplace (issue 18, "Construction lift and yards"), on the demo's yards.
describe('yards by project and the places of an area', () => {
  let t: TestApp;
  let api: ApiClient;
  let other: ApiClient;
  let unpermitted: ApiClient;

  beforeAll(async () => {
    ({ t, admin: api, other, unpermitted } = await familyCallers());
  });
  afterAll(async () => t?.close());

  it('lists the projects with their yards, capacity and stock, filtered and paged', async () => {
    const all = await api.call(routes.getYardProjects, {});
    expect(all.total_count).toBe(3);
    const mine = all.list.find((p) => p.project_id === futureCity)!;
    expect(mine).toMatchObject({ yard_count: 2, capacity_total: 420, stock_total: 0 });
    expect(mine.yards.map((y) => y.stack_point_name).sort()).toEqual(['科技城北区堆场', '科技城南区堆场'].sort());
    expect(all.list.find((p) => p.project_id === binjiang)).toMatchObject({ yard_count: 0, yards: [] });

    expect((await api.call(routes.getYardProjects, { has_yard: 1 })).list.map((p) => p.project_id).sort()).toEqual([futureCity, westLake].sort());
    expect((await api.call(routes.getYardProjects, { has_yard: '0' })).list.map((p) => p.project_id)).toEqual([binjiang]);
    expect((await api.call(routes.getYardProjects, { search: '文教中心现场' })).list.map((p) => p.project_id)).toEqual([westLake]);
    expect((await api.call(routes.getYardProjects, { project_id: westLake })).list[0]!.yards[0]).toMatchObject({ stack_point_name: '文教中心现场堆场', lon: 120.13 });
    const paged = await api.call(routes.getYardProjects, { per_page: 2, page: 2 });
    expect(paged).toMatchObject({ total_count: 3, cur_page: 2 });
    expect(paged.list).toHaveLength(1);
  });

  it('answers the places of a province, city or district with their coordinates', async () => {
    const district = await api.call(routes.getAreaPlaces, { area_no: '330110' });
    expect(district.area).toMatchObject({ code: '330110', level: 3 });
    expect(district.list.map((p) => [p.place_type, p.place_name]).sort()).toEqual([
      ['project', '杭州未来科技城装配式住宅项目'],
      ['yard', '科技城北区堆场'],
      ['yard', '科技城南区堆场'],
    ]);
    expect(district.list.find((p) => p.place_name === '科技城北区堆场')).toMatchObject({ project_id: futureCity, city: '杭州市', lon: 119.99 });
    const city = await api.call(routes.getAreaPlaces, { area_no: '330100', place_type: 'project' });
    expect(city.list).toHaveLength(3);
    expect(city.truncated).toBe(false);
    // Without an area, the factory's yard (no project) is a place too.
    const yards = await api.call(routes.getAreaPlaces, { place_type: 'yard' });
    expect(yards.list.map((p) => p.place_name)).toContain('德清构件厂成品堆场');
    expect((await api.call(routes.getAreaPlaces, { search: '德清' })).list.map((p) => p.place_name)).toEqual(['德清构件厂成品堆场']);
    expect((await api.call(routes.getAreaPlaces, { area_no: '330110', search: '德清' })).list).toEqual([]);
  });

  it('keeps them to the session\'s company and refuses bad input (10001)', async () => {
    expect((await other.call(routes.getYardProjects, {})).total_count).toBe(0);
    expect((await other.call(routes.getAreaPlaces, { area_no: '330110' })).list).toEqual([]);
    expect((await other.call(routes.getYardProjects, { project_id: futureCity })).list).toEqual([]);
    // Reading is any member's (as the yard list is): a job without pages still reads.
    expect((await unpermitted.call(routes.getYardProjects, {})).total_count).toBe(3);
    expect(await codeOf(api.call(routes.getAreaPlaces, { area_no: '999999' }))).toEqual({ code: 10001, msg: ProjectMsg.areaInvalid });
    expect(await codeOf(api.call(routes.getAreaPlaces, { area_no: '33 01' }))).toEqual({ code: 10001, msg: ProjectMsg.areaInvalid });
    expect(await codeOf(api.call(routes.getAreaPlaces, { place_type: 'car' } as never))).toEqual({ code: 10001, msg: ProjectMsg.placeTypeInvalid });
    expect((await codeOf(api.call(routes.getYardProjects, { project_id: 'x' }))).code).toBe(10001);
    expect((await codeOf(api.call(routes.getYardProjects, { has_yard: 2 } as never))).code).toBe(10001);
  });
});
