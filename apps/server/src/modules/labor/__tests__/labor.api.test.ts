import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { labor, routes } from '@zhuyun/contracts';
import { codeOf, createTestApp, type TestApp } from '../../../testing/test-app';
import { DEMO, otherCompany, signedIn, type ApiClient } from '../../../testing/binary-client';

const { LaborMsg } = labor;
// Valid resident ID numbers (GB 11643 check digit).
const ID_A = '11010519491231002X';
const ID_B = '110101199003074477';
const MISSING = '01900000-0000-7000-8000-00000000beef';

// Persons, teams and work types of the /labor micro-app: CRUD, paging, search, sorting, rules and tenancy.
describe('labour: persons, teams and work types', () => {
  let t: TestApp;
  let api: ApiClient;
  let other: Awaited<ReturnType<typeof otherCompany>>;

  beforeAll(async () => {
    t = await createTestApp();
    api = await signedIn(t, DEMO);
    other = await otherCompany(t);
  });
  afterAll(async () => t?.close());

  it('creates, lists, searches, sorts, pages, updates and deletes work types and teams', async () => {
    for (const name of ['钢筋工', '木工', '架子工']) await api.call(routes.createWorkType, { work_type_name: name });
    const sorted = await api.call(routes.listWorkTypes, { sort_field: 'work_type_name', sort_order: 'ascend' });
    expect(sorted.list.map((w) => w.work_type_name)).toEqual([...sorted.list.map((w) => w.work_type_name)].sort());
    // Three of the demo's (project-labor seed) and these three.
    const paged = await api.call(routes.listWorkTypes, { per_page: 4, page: 2 });
    expect(paged).toMatchObject({ total_count: 6, cur_page: 2, page_size: 4 });
    expect(paged.list).toHaveLength(2);
    const [found] = (await api.call(routes.listWorkTypes, { search: '木' })).list;
    expect(found).toMatchObject({ work_type_name: '木工', person_count: 0 });
    await api.call(routes.updateWorkType, { work_type_id: found!.work_type_id, work_type_name: '木工（模板）', remark: '支模' });
    expect((await api.call(routes.listWorkTypes, { search: '模板' })).list[0]).toMatchObject({ work_type_id: found!.work_type_id, remark: '支模' });
    await api.call(routes.deleteWorkType, { work_type_id: found!.work_type_id });
    expect(await codeOf(api.call(routes.deleteWorkType, { work_type_id: found!.work_type_id }))).toEqual({ code: 10002, msg: LaborMsg.workTypeNotFound });

    const { team_id } = await api.call(routes.createTeam, { team_name: '一班', leader: '张工', phone: '13911112222' });
    expect((await api.call(routes.listTeams, { search: '张工' })).list).toEqual([
      expect.objectContaining({ team_id, team_name: '一班', leader: '张工', phone: '13911112222', remark: null, person_count: 0 }),
    ]);
    await api.call(routes.updateTeam, { team_id, team_name: '一班组', phone: '' });
    expect((await api.call(routes.listTeams, { search: '一班组' })).list[0]).toMatchObject({ team_id, leader: null, phone: null });
  });

  it('registers persons with their team and work type, and refuses to delete what is in use', async () => {
    const { team_id } = await api.call(routes.createTeam, { team_name: '二班' });
    const { work_type_id } = await api.call(routes.createWorkType, { work_type_name: '电工' });
    const { person_id } = await api.call(routes.createPerson, { person_name: '李四', id_card: ID_A.toLowerCase(), phone: '13800001111', team_id, work_type_id });
    const listed = await api.call(routes.listPersons, { team_id });
    expect(listed.list).toEqual([
      expect.objectContaining({ person_id, person_name: '李四', id_card: ID_A, team_id, team_name: '二班', work_type_id, work_type_name: '电工' }),
    ]);
    expect((await api.call(routes.listPersons, { search: '1380000' })).list.map((p) => p.person_id)).toEqual([person_id]);
    expect((await api.call(routes.listPersons, { team_id: '01900000-0000-7000-8000-0000000fffff' })).list).toEqual([]);
    // Not an id at all: refused by the contract (issue 15), not looked up.
    expect((await codeOf(api.call(routes.listPersons, { team_id: 'not-an-id' }))).code).toBe(10001);
    expect((await api.call(routes.listTeams, { search: '二班' })).list[0]?.person_count).toBe(1);

    expect(await codeOf(api.call(routes.deleteTeam, { team_id }))).toEqual({ code: 10003, msg: LaborMsg.teamInUse });
    expect(await codeOf(api.call(routes.deleteWorkType, { work_type_id }))).toEqual({ code: 10003, msg: LaborMsg.workTypeInUse });

    await api.call(routes.updatePerson, { person_id, person_name: '李四', id_card: ID_A });
    expect((await api.call(routes.listPersons, { search: '李四' })).list[0]).toMatchObject({ team_id: null, work_type_id: null, phone: null });
    await api.call(routes.deleteTeam, { team_id });
    await api.call(routes.deletePerson, { person_id });
    expect(await codeOf(api.call(routes.deletePerson, { person_id }))).toEqual({ code: 10002, msg: LaborMsg.personNotFound });
  });

  it('answers each rule with its message', async () => {
    expect(await codeOf(api.call(routes.createWorkType, { work_type_name: ' ' }))).toEqual({ code: 10001, msg: LaborMsg.workTypeNameRequired });
    expect(await codeOf(api.call(routes.createWorkType, { work_type_name: '工'.repeat(31) }))).toEqual({ code: 10001, msg: LaborMsg.workTypeNameTooLong });
    expect(await codeOf(api.call(routes.createWorkType, { work_type_name: '钢筋工' }))).toEqual({ code: 10003, msg: LaborMsg.workTypeNameExists });
    expect(await codeOf(api.call(routes.createTeam, { team_name: '' }))).toEqual({ code: 10001, msg: LaborMsg.teamNameRequired });
    expect(await codeOf(api.call(routes.createTeam, { team_name: '班'.repeat(31) }))).toEqual({ code: 10001, msg: LaborMsg.teamNameTooLong });
    expect(await codeOf(api.call(routes.createTeam, { team_name: '三班', phone: '123' }))).toEqual({ code: 10001, msg: LaborMsg.phoneInvalid });
    await api.call(routes.createTeam, { team_name: '三班' });
    expect(await codeOf(api.call(routes.createTeam, { team_name: '三班' }))).toEqual({ code: 10003, msg: LaborMsg.teamNameExists });
    expect(await codeOf(api.call(routes.updateTeam, { team_id: MISSING, team_name: '四班' }))).toEqual({ code: 10002, msg: LaborMsg.teamNotFound });

    expect(await codeOf(api.call(routes.createPerson, { person_name: '', id_card: ID_B }))).toEqual({ code: 10001, msg: LaborMsg.personNameRequired });
    expect(await codeOf(api.call(routes.createPerson, { person_name: '名'.repeat(21), id_card: ID_B }))).toEqual({ code: 10001, msg: LaborMsg.personNameTooLong });
    expect(await codeOf(api.call(routes.createPerson, { person_name: '王五', id_card: '' }))).toEqual({ code: 10001, msg: LaborMsg.idCardRequired });
    // Right length, wrong check digit.
    expect(await codeOf(api.call(routes.createPerson, { person_name: '王五', id_card: '110101199003074478' }))).toEqual({ code: 10001, msg: LaborMsg.idCardInvalid });
    expect(await codeOf(api.call(routes.createPerson, { person_name: '王五', id_card: ID_B, phone: '2380000111' }))).toEqual({ code: 10001, msg: LaborMsg.phoneInvalid });
    expect(await codeOf(api.call(routes.createPerson, { person_name: '王五', id_card: ID_B, team_id: MISSING }))).toEqual({ code: 10001, msg: LaborMsg.teamNotFound });
    expect(await codeOf(api.call(routes.createPerson, { person_name: '王五', id_card: ID_B, work_type_id: MISSING }))).toEqual({
      code: 10001,
      msg: LaborMsg.workTypeNotFound,
    });
    await api.call(routes.createPerson, { person_name: '王五', id_card: ID_B });
    expect(await codeOf(api.call(routes.createPerson, { person_name: '王六', id_card: ID_B }))).toEqual({ code: 10003, msg: LaborMsg.idCardExists });
  });

  it('keeps another company\'s labour records out of reach', async () => {
    const { team_id } = await api.call(routes.createTeam, { team_name: '本公司班组' });
    const { work_type_id } = await api.call(routes.createWorkType, { work_type_name: '焊工' });
    const { person_id } = await api.call(routes.createPerson, { person_name: '赵七', id_card: '110101198001010053', team_id });

    expect((await other.api.call(routes.listPersons, {})).total_count).toBe(0);
    expect((await other.api.call(routes.listTeams, {})).total_count).toBe(0);
    expect((await other.api.call(routes.listWorkTypes, {})).total_count).toBe(0);
    expect(await codeOf(other.api.call(routes.updatePerson, { person_id, person_name: '改', id_card: ID_B }))).toEqual({ code: 10002, msg: LaborMsg.personNotFound });
    expect(await codeOf(other.api.call(routes.deletePerson, { person_id }))).toEqual({ code: 10002, msg: LaborMsg.personNotFound });
    expect(await codeOf(other.api.call(routes.updateTeam, { team_id, team_name: '改' }))).toEqual({ code: 10002, msg: LaborMsg.teamNotFound });
    expect(await codeOf(other.api.call(routes.deleteTeam, { team_id }))).toEqual({ code: 10002, msg: LaborMsg.teamNotFound });
    expect(await codeOf(other.api.call(routes.deleteWorkType, { work_type_id }))).toEqual({ code: 10002, msg: LaborMsg.workTypeNotFound });
    // Another company's team cannot be given to one's own person.
    expect(await codeOf(other.api.call(routes.createPerson, { person_name: '孙八', id_card: ID_A, team_id }))).toEqual({ code: 10001, msg: LaborMsg.teamNotFound });
    // The same ID card registers separately in another company.
    expect(await other.api.call(routes.createPerson, { person_name: '赵七', id_card: '110101198001010053' })).toMatchObject({ person_id: expect.any(String) });
    expect((await api.call(routes.listPersons, { search: '赵七' })).list.map((p) => p.person_id)).toEqual([person_id]);
  });
});
