import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { labor, routes } from '@zhuyun/contracts';
import { ProjectDemoIds } from '../../../db/seed/project.seed';
import { ProjectLaborDemoIds } from '../../../db/seed/project-labor.seed';
import type { ApiClient } from '../../../testing/binary-client';
import { familyCallers } from '../../../testing/callers';
import { codeOf, type TestApp } from '../../../testing/test-app';

const { LaborMsg, ProjectTeamMsg } = labor;
const [demoProject, secondProject, thirdProject] = ProjectDemoIds.projects;
const [structureTeam, plumbingTeam, finishingTeam] = ProjectLaborDemoIds.teams;
const NOWHERE = '01900000-0000-7000-8000-000000999999';

// A project's labour teams (labor_team) and their people (labor_team_user), linked to the labour platform (issue 18).
describe("a project's labour teams and their people", () => {
  let t: TestApp;
  let api: ApiClient;
  let other: ApiClient;
  let unpermitted: ApiClient;

  beforeAll(async () => {
    ({ t, admin: api, other, unpermitted } = await familyCallers());
  });
  afterAll(async () => t?.close());

  it("lists the demo project's teams with their leader and head count, searched by the team's name", async () => {
    const teams = await api.call(routes.listProjectTeams, { project_id: demoProject });
    expect(teams.total_count).toBe(2);
    expect(teams.list.map((x) => [x.team_name, x.leader, x.person_count, x.entry_date])).toEqual([
      ['主体结构班', '周建国', 4, '2026-03-02'],
      ['水电安装班', '陈卫', 2, '2026-04-15'],
    ]);
    expect((await api.call(routes.listProjectTeams, { project_id: demoProject, search: '水电' })).list.map((x) => x.team_id)).toEqual([plumbingTeam]);
    expect((await api.call(routes.listProjectTeams, { project_id: demoProject, search: '周建' })).list.map((x) => x.team_id)).toEqual([structureTeam]);
    expect((await api.call(routes.listProjectTeams, { project_id: demoProject, search: '没有' })).list).toEqual([]);
    const byCount = await api.call(routes.listProjectTeams, { project_id: demoProject, sort_field: 'person_count', sort_order: 'ascend' });
    expect(byCount.list.map((x) => x.person_count)).toEqual([2, 4]);
    expect((await api.call(routes.listProjectTeams, { project_id: secondProject })).list[0]).toMatchObject({ team_id: finishingTeam, exit_date: '2026-09-30', project_name: expect.any(String) });
  });

  it("lists the people of the project's teams, masked, by team, work type and search, paged", async () => {
    const people = await api.call(routes.getProjectTeamUsers, { project_id: demoProject });
    expect(people.total_count).toBe(6);
    expect(people.list.every((p) => /^\d{6}\*{8}\d{3}[\dX]$/.test(p.id_card))).toBe(true);
    expect(people.list[0]).toMatchObject({ team_name: '主体结构班', entry_date: '2026-03-02' });
    const plumbers = await api.call(routes.getProjectTeamUsers, { project_id: demoProject, team_id: plumbingTeam });
    expect(plumbers.list.map((p) => `${p.person_name}/${p.work_type_name}`).sort()).toEqual(['邱海波/水电工', '陈卫/水电工']);
    expect((await api.call(routes.getProjectTeamUsers, { project_id: demoProject, search: '马永' })).list.map((p) => p.person_name)).toEqual(['马永强']);
    expect((await api.call(routes.getProjectTeamUsers, { project_id: demoProject, work_type_id: ProjectLaborDemoIds.workTypes[2] })).list.map((p) => p.person_name)).toEqual(['许长林']);
    const paged = await api.call(routes.getProjectTeamUsers, { project_id: demoProject, per_page: 4, page: 2, sort_field: 'person_name', sort_order: 'descend' });
    expect(paged).toMatchObject({ total_count: 6, cur_page: 2, page_size: 4 });
    expect(paged.list).toHaveLength(2);
    // Another project's team is not this project's.
    expect((await api.call(routes.getProjectTeamUsers, { project_id: demoProject, team_id: finishingTeam })).list).toEqual([]);
    expect((await api.call(routes.getProjectTeamUsers, { project_id: thirdProject })).total_count).toBe(0);
  });

  it('takes a team onto a project once, edits its days, and lets it leave', async () => {
    const { link_id } = await api.call(routes.createProjectTeam, { project_id: thirdProject, team_id: plumbingTeam, entry_date: '2026-07-01' });
    expect((await api.call(routes.getProjectTeamUsers, { project_id: thirdProject })).total_count).toBe(2);
    expect(await codeOf(api.call(routes.createProjectTeam, { project_id: thirdProject, team_id: plumbingTeam }))).toEqual({ code: 10003, msg: ProjectTeamMsg.linkExists });
    expect(await codeOf(api.call(routes.createProjectTeam, { project_id: thirdProject, team_id: NOWHERE }))).toEqual({ code: 10001, msg: LaborMsg.teamNotFound });
    expect(await codeOf(api.call(routes.createProjectTeam, { project_id: NOWHERE, team_id: structureTeam }))).toEqual({ code: 10002, msg: ProjectTeamMsg.projectNotFound });
    expect(await codeOf(api.call(routes.updateProjectTeam, { link_id, project_id: thirdProject, team_id: plumbingTeam, entry_date: '2026-07-01', exit_date: '2026-06-01' }))).toEqual({
      code: 10001,
      msg: ProjectTeamMsg.exitBeforeEntry,
    });
    expect(await codeOf(api.call(routes.createProjectTeam, { project_id: thirdProject } as never))).toEqual({ code: 10001, msg: LaborMsg.teamIdRequired });
    await api.call(routes.updateProjectTeam, { link_id, project_id: thirdProject, team_id: plumbingTeam, entry_date: '2026-07-01', exit_date: '2026-08-01' });
    expect((await api.call(routes.listProjectTeams, { project_id: thirdProject })).list[0]).toMatchObject({ link_id, exit_date: '2026-08-01' });
    await api.call(routes.deleteProjectTeam, { link_id });
    expect((await api.call(routes.getProjectTeamUsers, { project_id: thirdProject })).total_count).toBe(0);
    // The team itself stays the labour platform's.
    expect((await api.call(routes.listTeams, { search: '水电安装班' })).list).toHaveLength(1);
  });

  it('keeps the teams to their company (10002) and writing to the page (10403)', async () => {
    expect(await codeOf(other.call(routes.getProjectTeamUsers, { project_id: demoProject }))).toEqual({ code: 10002, msg: ProjectTeamMsg.projectNotFound });
    expect((await other.call(routes.listProjectTeams, { project_id: demoProject })).total_count).toBe(0);
    expect(await codeOf(other.call(routes.createProjectTeam, { project_id: demoProject, team_id: structureTeam }))).toEqual({ code: 10001, msg: LaborMsg.teamNotFound });
    expect(await codeOf(other.call(routes.deleteProjectTeam, { link_id: ProjectLaborDemoIds.links[0] }))).toEqual({ code: 10002, msg: ProjectTeamMsg.linkNotFound });
    expect((await codeOf(unpermitted.call(routes.createProjectTeam, { project_id: thirdProject, team_id: structureTeam }))).code).toBe(10403);
    expect((await codeOf(unpermitted.call(routes.deleteProjectTeam, { link_id: ProjectLaborDemoIds.links[0] }))).code).toBe(10403);
    // Reading is any member's.
    expect((await unpermitted.call(routes.getProjectTeamUsers, { project_id: demoProject })).total_count).toBe(6);
    expect((await codeOf(api.call(routes.getProjectTeamUsers, {} as never))).code).toBe(10001);
    expect((await codeOf(api.call(routes.getProjectTeamUsers, { project_id: 'x' }))).code).toBe(10001);
  });
});
