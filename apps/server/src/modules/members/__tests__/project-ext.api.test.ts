import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { members, routes } from '@zhuyun/contracts';
import { MembersDemoIds } from '../../../db/seed/members.seed';
import { ProjectDemoIds } from '../../../db/seed/project.seed';
import type { ApiClient } from '../../../testing/binary-client';
import { familyCallers } from '../../../testing/callers';
import { codeOf, type TestApp } from '../../../testing/test-app';

const { MembersMsg } = members;
const projectId = ProjectDemoIds.projects[0];
const [permit, structure, amount, acceptance] = MembersDemoIds.extFields;
const NOWHERE = '01900000-0000-7000-8000-000000999999';

// Extra project fields, home-page modules, and the rules of the people pool, test bases and activities (issue 18).
describe('project extra fields, home modules and site people', () => {
  let t: TestApp;
  let api: ApiClient;
  let other: ApiClient;
  let unpermitted: ApiClient;

  beforeAll(async () => {
    ({ t, admin: api, other, unpermitted } = await familyCallers());
  });
  afterAll(async () => t?.close());

  const values = async () => Object.fromEntries((await api.call(routes.getProjectExt, { project_id: projectId })).list.map((f) => [f.field_name, f.value]));

  it('shows a project\'s extra fields with their values, and saves them by the fields\' rules', async () => {
    const detail = await api.call(routes.getProjectExt, { project_id: projectId });
    expect(detail.list.map((f) => f.field_id)).toEqual([permit, structure, amount, acceptance]);
    expect(detail.list[1]).toMatchObject({ field_type: 'select', options: ['装配整体式剪力墙', '装配整体式框架', '钢结构'], value: '装配整体式剪力墙' });

    const save = (list: { field_id: string; value: string | null }[]) => api.call(routes.saveProjectExt, { project_id: projectId, values: list });
    expect(await codeOf(save([{ field_id: amount, value: '48600' }]))).toEqual({ code: 10001, msg: MembersMsg.fieldValueRequired('施工许可证号') });
    expect(await codeOf(save([{ field_id: permit, value: 'X' }, { field_id: amount, value: '四万' }]))).toEqual({ code: 10001, msg: MembersMsg.fieldValueInvalid('合同金额（万元）') });
    expect(await codeOf(save([{ field_id: permit, value: 'X' }, { field_id: structure, value: '木结构' }]))).toEqual({ code: 10001, msg: MembersMsg.fieldValueInvalid('结构形式') });
    expect(await codeOf(save([{ field_id: permit, value: 'X' }, { field_id: acceptance, value: '2027-02-30' }]))).toEqual({ code: 10001, msg: MembersMsg.fieldValueInvalid('计划验收日期') });
    expect(await codeOf(save([{ field_id: permit, value: 'X' }, { field_id: NOWHERE, value: '1' }]))).toEqual({ code: 10002, msg: MembersMsg.fieldNotFound });
    expect((await values())['合同金额（万元）']).toBe('48600');

    expect(await save([{ field_id: permit, value: '330110202611270001' }, { field_id: structure, value: '钢结构' }, { field_id: amount, value: ' ' }])).toEqual({ count: 2 });
    expect(await values()).toEqual({ 施工许可证号: '330110202611270001', 结构形式: '钢结构', '合同金额（万元）': null, 计划验收日期: null });
  });

  it('syncs the projects after the definitions changed: defaults filled, misfits cleared', async () => {
    const { field_id } = await api.call(routes.createExtField, { field_name: '质量目标', field_type: 'select', options: ['合格', '优良'], default_value: '合格', sort: 9 });
    expect(await codeOf(api.call(routes.createExtField, { field_name: '质量目标', field_type: 'text' }))).toEqual({ code: 10003, msg: MembersMsg.fieldNameExists });
    expect(await codeOf(api.call(routes.createExtField, { field_name: '等级', field_type: 'select', options: [] }))).toEqual({ code: 10001, msg: MembersMsg.optionsRequired });
    expect(await codeOf(api.call(routes.createExtField, { field_name: '层数', field_type: 'number', default_value: '十' }))).toEqual({ code: 10001, msg: MembersMsg.defaultInvalid });

    expect(await api.call(routes.syncProjectExt, {})).toEqual({ projects: 3, filled: 3, cleared: 0 });
    expect((await values())['质量目标']).toBe('合格');
    // 钢结构 is no longer a choice: the demo project's value goes, and so does the new field's on every project.
    await api.call(routes.updateExtField, { field_id: structure, field_name: '结构形式', field_type: 'select', options: ['装配整体式剪力墙'] });
    await api.call(routes.updateExtField, { field_id, field_name: '质量目标', field_type: 'select', options: ['优良'] });
    expect(await api.call(routes.syncProjectExt, { project_id: projectId })).toEqual({ projects: 1, filled: 0, cleared: 2 });
    expect(await values()).toMatchObject({ 结构形式: null, 质量目标: null });
  });

  it('keeps the extra fields to their company and their page', async () => {
    expect(await codeOf(other.call(routes.getProjectExt, { project_id: projectId }))).toEqual({ code: 10002, msg: MembersMsg.projectNotFound });
    expect(await codeOf(other.call(routes.saveProjectExt, { project_id: projectId, values: [] }))).toEqual({ code: 10002, msg: MembersMsg.projectNotFound });
    expect(await codeOf(other.call(routes.syncProjectExt, { project_id: projectId }))).toEqual({ code: 10002, msg: MembersMsg.projectNotFound });
    expect(await other.call(routes.syncProjectExt, {})).toEqual({ projects: 0, filled: 0, cleared: 0 });
    expect((await other.call(routes.listExtFields, {})).total_count).toBe(0);
    expect((await codeOf(unpermitted.call(routes.saveProjectExt, { project_id: projectId, values: [] }))).code).toBe(10403);
    expect((await codeOf(unpermitted.call(routes.syncProjectExt, {}))).code).toBe(10403);
    expect((await codeOf(unpermitted.call(routes.createExtField, { field_name: 'x', field_type: 'text' }))).code).toBe(10403);
    expect((await unpermitted.call(routes.getProjectExt, { project_id: projectId })).list.length).toBeGreaterThan(0);
  });

  it('keeps each person\'s home modules in their order, and answers their numbers', async () => {
    const first = await api.call(routes.getUserComponents, {});
    expect(first.list.map((m) => [m.module_code, m.visible])).toEqual(members.HOME_MODULES.map((m) => [m.module_code, 1]));
    await api.call(routes.saveUserComponents, { list: [{ module_code: 'activities' }, { module_code: 'project_members', visible: '1' }, { module_code: 'test_bases', visible: 0 }] });
    const saved = (await api.call(routes.getUserComponents, {})).list;
    expect(saved.slice(0, 3).map((m) => [m.module_code, m.visible, m.sort])).toEqual([['activities', 1, 0], ['project_members', 1, 1], ['test_bases', 0, 2]]);
    expect(saved.slice(3).every((m) => m.visible === 0)).toBe(true);
    expect((await unpermitted.call(routes.getUserComponents, {})).list.every((m) => m.visible === 1)).toBe(true);
    expect(await codeOf(api.call(routes.saveUserComponents, { list: [{ module_code: 'weather' }] as never }))).toEqual({ code: 10001, msg: MembersMsg.moduleInvalid });
    expect(await codeOf(api.call(routes.saveUserComponents, { list: [{ module_code: 'activities' }, { module_code: 'activities' }] }))).toEqual({ code: 10001, msg: MembersMsg.moduleDuplicate });

    const data = await api.call(routes.getHomeModuleData, { module_codes: ['project_members', 'people_pool', 'test_bases', 'activities'], project_id: projectId });
    const of = (code: string) => Object.fromEntries(data.list.find((m) => m.module_code === code)!.items.map((i) => [i.name, i.value]));
    expect(of('project_members')).toMatchObject({ 项目经理: 1, 技术负责人: 1, 监理工程师: 1, 质检员: 1, 其他: 1, 安全员: 0 });
    expect(of('people_pool')).toEqual({ 在场: 4, 离场: 1, 待进场: 1 });
    expect(of('activities')).toMatchObject({ 筹备中: 1, 已完成: 2 });
    expect(Object.values(of('test_bases')).reduce((a, b) => a + b, 0)).toBe(2);
    expect((await api.call(routes.getHomeModuleData, { module_codes: ['project_status'] })).list[0]!.items.map((i) => i.value)).toEqual([1, 2, 0, 0]);
    expect(await codeOf(other.call(routes.getHomeModuleData, { module_codes: ['activities'], project_id: projectId }))).toEqual({ code: 10002, msg: MembersMsg.projectNotFound });
    expect(await codeOf(api.call(routes.getHomeModuleData, { module_codes: [] }))).toEqual({ code: 10001, msg: MembersMsg.modulesRequired });
  });

  it('checks the people pool, test bases and activities by their rules', async () => {
    const person = { project_id: projectId, person_name: '新工人' };
    expect(await codeOf(api.call(routes.createProjectPerson, { ...person, id_card: '110101199001011234' }))).toEqual({ code: 10001, msg: MembersMsg.idCardInvalid });
    expect(await codeOf(api.call(routes.createProjectPerson, { ...person, entry_date: '2026-05-01', exit_date: '2026-04-01' }))).toEqual({ code: 10001, msg: MembersMsg.exitBeforeEntry });
    expect(await codeOf(api.call(routes.createProjectPerson, { ...person, status: 5 }))).toEqual({ code: 10001, msg: MembersMsg.personStatusInvalid });
    expect(await codeOf(other.call(routes.createProjectPerson, person))).toEqual({ code: 10002, msg: MembersMsg.projectNotFound });
    expect((await api.call(routes.listProjectPeople, { project_id: projectId, status: 1 })).total_count).toBe(4);

    expect(await codeOf(api.call(routes.createTestBase, { base_name: '浙江省建材质量检测中心' }))).toEqual({ code: 10003, msg: MembersMsg.baseNameExists });
    expect(await codeOf(api.call(routes.createTestBase, { base_name: '新试验室', valid_from: '2027-01-01', valid_to: '2026-01-01' }))).toEqual({ code: 10001, msg: MembersMsg.validToBeforeFrom });
    expect((await other.call(routes.listTestBases, {})).total_count).toBe(0);

    const activity = { project_id: projectId, title: '消防演练', activity_date: '2026-07-01' };
    expect(await codeOf(api.call(routes.createActivity, { ...activity, photos: [`files/${NOWHERE}`] }))).toEqual({ code: 10001, msg: MembersMsg.photosInvalid });
    expect(await codeOf(api.call(routes.createActivity, { ...activity, photos: ['../etc/passwd'] }))).toEqual({ code: 10001, msg: MembersMsg.photosInvalid });
    expect(await codeOf(api.call(routes.createActivity, { ...activity, activity_date: '' }))).toEqual({ code: 10001, msg: MembersMsg.activityDateRequired });
    const list = await api.call(routes.listActivities, { project_id: projectId });
    expect(list.list.map((a) => a.title)).toEqual(['装配式施工观摩交流会', '预制叠合板吊装技术交底', '新进场工人三级安全教育']);
    expect((await codeOf(unpermitted.call(routes.createActivity, activity))).code).toBe(10403);
    expect((await codeOf(unpermitted.call(routes.deleteTestBase, { base_id: MembersDemoIds.testBases[0] }))).code).toBe(10403);
    expect((await codeOf(unpermitted.call(routes.updateProjectPerson, { person_id: MembersDemoIds.people[0], ...person }))).code).toBe(10403);
  });
});
