import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { members, routes } from '@zhuyun/contracts';
import { DemoIds } from '../../../db/seed/demo-organisation';
import { MembersDemoIds } from '../../../db/seed/members.seed';
import { ParticipantDemoIds } from '../../../db/seed/participants.seed';
import { ProjectDemoIds } from '../../../db/seed/project.seed';
import type { ApiClient } from '../../../testing/binary-client';
import { familyCallers } from '../../../testing/callers';
import { createUser } from '../../../testing/fixtures';
import { codeOf, type TestApp } from '../../../testing/test-app';

const { MembersMsg } = members;
const projectId = ProjectDemoIds.projects[0];
const [wang, chen, , zhao, qian] = MembersDemoIds.users;

// Project members, unbind and the project's page grants (issue 18), as the demo administrator, another company's
// administrator and a member whose job holds no page.
describe('project members', () => {
  let t: TestApp;
  let api: ApiClient;
  let other: ApiClient;
  let unpermitted: ApiClient;

  beforeAll(async () => {
    ({ t, admin: api, other, unpermitted } = await familyCallers());
  });
  afterAll(async () => t?.close());

  const roster = async () => (await api.call(routes.listProjectMembers, { project_id: projectId, is_page: 0 })).list;

  it('lists the demo members, manager first, with their units, and adds one from a participating unit', async () => {
    const list = await roster();
    expect(list.map((r) => r.user_id)).toEqual([DemoIds.demo, ...MembersDemoIds.users.slice(0, 4)]);
    expect(list[0]).toMatchObject({ role: 'manager', user_name: '演示管理员', unit_name: '演示建设集团', project_name: '杭州未来科技城装配式住宅项目' });
    expect(list.find((r) => r.user_id === zhao)).toMatchObject({ role: 'quality', unit_company_id: ParticipantDemoIds.deqingFactory, unit_name: '德清预制构件厂' });

    const candidates = (await api.call(routes.getMemberCandidates, { project_id: projectId })).list;
    // The project's own unit first, then its participating units.
    expect(candidates[0]!.unit_company_id).toBe(DemoIds.company);
    expect(candidates.find((c) => c.user_id === DemoIds.demo)).toMatchObject({ is_member: true, unit_name: '演示建设集团' });
    expect(candidates.find((c) => c.user_id === qian)).toMatchObject({ is_member: false, unit_name: '德清预制构件厂' });
    expect((await api.call(routes.getMemberCandidates, { project_id: projectId, search: '钱卫' })).list.map((c) => c.user_id)).toEqual([qian]);

    const { member_id } = await api.call(routes.createProjectMember, { project_id: projectId, user_id: qian, role: 'quality', entry_date: '2026-06-01' });
    const added = await api.call(routes.getProjectMember, { member_id });
    expect(added).toMatchObject({ user_id: qian, user_name: '钱卫东', unit_company_id: ParticipantDemoIds.deqingFactory, entry_date: '2026-06-01' });
    await api.call(routes.updateProjectMember, { member_id, role: 'safety', entry_date: '2026-06-01', exit_date: '2026-08-31' });
    expect(await api.call(routes.getProjectMember, { member_id })).toMatchObject({ role: 'safety', exit_date: '2026-08-31', user_id: qian });
    expect((await api.call(routes.listProjectMembers, { project_id: projectId, role: 'safety' })).list.map((r) => r.member_id)).toEqual([member_id]);
    expect((await api.call(routes.listProjectMembers, { search: '钱卫东' })).total_count).toBe(1);
  });

  it('answers 10001 and 10003 with the rule that was broken', async () => {
    const stranger = await createUser(t.database.db, { user_name: '外单位人员' });
    const base = { project_id: projectId, role: 'builder' as const };
    expect(await codeOf(api.call(routes.createProjectMember, { ...base, user_id: stranger.user_id }))).toEqual({ code: 10001, msg: MembersMsg.userNotInUnits });
    expect(await codeOf(api.call(routes.createProjectMember, { ...base, user_id: wang }))).toEqual({ code: 10003, msg: MembersMsg.memberExists });
    expect(await codeOf(api.call(routes.createProjectMember, { ...base, user_id: '' }))).toEqual({ code: 10001, msg: MembersMsg.userRequired });
    expect(await codeOf(api.call(routes.createProjectMember, { ...base, user_id: wang, role: 'boss' as never }))).toEqual({ code: 10001, msg: MembersMsg.roleRequired });
    expect(await codeOf(api.call(routes.createProjectMember, { ...base, user_id: qian, entry_date: '2026-05-01', exit_date: '2026-04-01' }))).toEqual({
      code: 10001,
      msg: MembersMsg.exitBeforeEntry,
    });
    expect(await codeOf(api.call(routes.createProjectMember, { ...base, user_id: qian, entry_date: '2026-02-30' }))).toEqual({ code: 10001, msg: MembersMsg.dateInvalid });
    expect((await roster()).length).toBe(6);
  });

  it('keeps the last project manager, and takes people and units off the project', async () => {
    const demoMember = (await roster())[0]!;
    expect(await codeOf(api.call(routes.unbindProject, { project_id: projectId, unbind_type: 1, user_id: DemoIds.demo }))).toEqual({ code: 10003, msg: MembersMsg.lastManager });
    expect(await codeOf(api.call(routes.updateProjectMember, { member_id: demoMember.member_id, role: 'builder' }))).toEqual({ code: 10003, msg: MembersMsg.lastManager });

    expect(await api.call(routes.unbindProject, { project_id: projectId, unbind_type: '1', user_id: chen })).toEqual({ removed_members: 1, removed_units: 0 });
    expect(await codeOf(api.call(routes.unbindProject, { project_id: projectId, unbind_type: 1, user_id: chen }))).toEqual({ code: 10002, msg: MembersMsg.memberNotFound });
    // The Deqing factory leaves with both of its people.
    expect(await api.call(routes.unbindProject, { project_id: projectId, unbind_type: 2, unit_company_id: ParticipantDemoIds.deqingFactory })).toEqual({ removed_members: 2, removed_units: 1 });
    expect((await roster()).map((r) => r.user_id)).toEqual([DemoIds.demo, wang, MembersDemoIds.users[2]]);
    expect((await api.call(routes.getMemberCandidates, { project_id: projectId })).list.some((c) => c.user_id === qian)).toBe(false);
    expect(await codeOf(api.call(routes.unbindProject, { project_id: projectId, unbind_type: 2, unit_company_id: ParticipantDemoIds.deqingFactory }))).toEqual({
      code: 10002,
      msg: MembersMsg.unitNotFound,
    });
    expect(await codeOf(api.call(routes.unbindProject, { project_id: projectId, unbind_type: 2, unit_company_id: DemoIds.company }))).toEqual({ code: 10001, msg: MembersMsg.ownerUnit });
    expect(await codeOf(api.call(routes.unbindProject, { project_id: projectId, unbind_type: 3, user_id: wang }))).toEqual({ code: 10001, msg: MembersMsg.unbindTypeInvalid });
    expect(await codeOf(api.call(routes.unbindProject, { project_id: projectId, unbind_type: 1 }))).toEqual({ code: 10001, msg: MembersMsg.userRequired });

    // With a second manager, the first may go.
    const wangMember = (await roster()).find((r) => r.user_id === wang)!;
    await api.call(routes.updateProjectMember, { member_id: wangMember.member_id, role: 'manager' });
    await api.call(routes.unbindProject, { project_id: projectId, unbind_type: 1, user_id: DemoIds.demo });
    expect((await roster()).map((r) => [r.user_id, r.role])).toEqual([[wang, 'manager'], [MembersDemoIds.users[2], 'supervisor']]);
  });

  it('grants a member pages of the project centre only, and tells each person theirs', async () => {
    const pages = (await api.call(routes.getProjectPageObjects, { project_id: projectId, user_id: wang })).list;
    expect(pages.find((p) => p.object_no === 'page.memberManage')).toMatchObject({ object_module: '/memberManage', checked: false });
    expect(pages.filter((p) => p.checked).map((p) => p.object_no).sort()).toEqual(['page.ProjectGantt', 'page.constructionSection', 'page.projectFile']);
    expect(pages.some((p) => p.object_no === 'page.userManage')).toBe(false);

    await api.call(routes.saveProjectPageObjects, { project_id: projectId, user_id: wang, object_nos: ['page.memberManage', 'page.PeopleWarehouse'] });
    const after = (await api.call(routes.getProjectPageObjects, { project_id: projectId, user_id: wang })).list;
    expect(after.filter((p) => p.checked).map((p) => p.object_no).sort()).toEqual(['page.PeopleWarehouse', 'page.memberManage']);
    expect(await codeOf(api.call(routes.saveProjectPageObjects, { project_id: projectId, user_id: wang, object_nos: ['page.userManage'] }))).toEqual({ code: 10001, msg: MembersMsg.objectsInvalid });
    expect(await codeOf(api.call(routes.getProjectPageObjects, { project_id: projectId, user_id: chen }))).toEqual({ code: 10002, msg: MembersMsg.memberNotFound });

    const mine = await api.call(routes.getMyProjectPageObjects, { project_id: projectId });
    expect(mine.is_all).toBe(true);
    expect(mine.object_nos).toContain('page.ActivityManagement');
    expect(await unpermitted.call(routes.getMyProjectPageObjects, { project_id: projectId })).toEqual({ is_all: false, object_nos: [] });
  });

  it('keeps another company out (10002) and refuses a job without the page (10403)', async () => {
    const member = (await roster())[0]!;
    expect((await other.call(routes.listProjectMembers, { project_id: projectId })).total_count).toBe(0);
    expect(await codeOf(other.call(routes.getProjectMember, { member_id: member.member_id }))).toEqual({ code: 10002, msg: MembersMsg.memberNotFound });
    expect(await codeOf(other.call(routes.createProjectMember, { project_id: projectId, user_id: wang, role: 'builder' }))).toEqual({ code: 10002, msg: MembersMsg.projectNotFound });
    expect(await codeOf(other.call(routes.unbindProject, { project_id: projectId, unbind_type: 1, user_id: wang }))).toEqual({ code: 10002, msg: MembersMsg.projectNotFound });
    expect(await codeOf(other.call(routes.getMemberCandidates, { project_id: projectId }))).toEqual({ code: 10002, msg: MembersMsg.projectNotFound });
    expect(await codeOf(other.call(routes.getProjectPageObjects, { project_id: projectId, user_id: wang }))).toEqual({ code: 10002, msg: MembersMsg.projectNotFound });
    expect(await codeOf(other.call(routes.saveProjectPageObjects, { project_id: projectId, user_id: wang, object_nos: [] }))).toEqual({ code: 10002, msg: MembersMsg.projectNotFound });
    expect(await codeOf(other.call(routes.getMyProjectPageObjects, { project_id: projectId }))).toEqual({ code: 10002, msg: MembersMsg.projectNotFound });

    for (const [route, input] of [
      [routes.createProjectMember, { project_id: projectId, user_id: qian, role: 'builder' }],
      [routes.updateProjectMember, { member_id: member.member_id, role: 'builder' }],
      [routes.unbindProject, { project_id: projectId, unbind_type: 1, user_id: wang }],
      [routes.getProjectPageObjects, { project_id: projectId, user_id: wang }],
      [routes.saveProjectPageObjects, { project_id: projectId, user_id: wang, object_nos: [] }],
    ] as const) {
      expect((await codeOf(unpermitted.call(route as never, input as never))).code, route.path).toBe(10403);
    }
    expect((await roster()).length).toBe(2);
  });
});
