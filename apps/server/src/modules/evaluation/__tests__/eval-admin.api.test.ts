import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { EvalMsg, routes } from '@zhuyun/contracts';
import type { ApiClient } from '../../../testing/binary-client';
import { companyMembers } from '../../../db/schema';
import { DemoIds } from '../../../db/seed/demo-organisation';
import { EvalDemo, seedEvaluationDemo } from '../../../db/seed/evaluation.seed';
import { addMember, createCompany, createUser } from '../../../testing/fixtures';
import { codeOf, createTestApp, type TestApp } from '../../../testing/test-app';
import { adminClient, buildExercise, evalPhone, isoDay } from './eval-test-helpers';

// The administration under /web/v1/evaluate/ (spec-2 §7.3): obs with data-authorisation users, jobs, persons,
// every list with paging, search and sorting, scoped by the session's company; writes need the unit admin.
describe('evaluation administration: org units, jobs, persons, tenancy', () => {
  let t: TestApp;
  let admin: ApiClient;
  let otherAdmin: ApiClient;
  let member: ApiClient;
  let memberId: string;

  beforeAll(async () => {
    t = await createTestApp();
    const { db } = t.database;
    admin = await adminClient(t);
    const companyB = await createCompany(db, { company_name: '乙方建设公司', company_domain: 'b.example.com' });
    const bossB = await createUser(db);
    await addMember(db, companyB, bossB.user_id);
    await db.update(companyMembers).set({ is_admin: true }).where(and(eq(companyMembers.company_id, companyB), eq(companyMembers.user_id, bossB.user_id)));
    const b = t.client();
    await b.loginAs(bossB.user_no, bossB.password);
    otherAdmin = b.api;
    const plain = await createUser(db);
    memberId = plain.user_id;
    await addMember(db, DemoIds.company, plain.user_id);
    const m = t.client();
    await m.loginAs(plain.user_no, plain.password);
    member = m.api;
  });
  afterAll(async () => t?.close());

  it('lists the seeded org units, jobs and persons with paging, search and sorting', async () => {
    const obs = await admin.call(routes.evalListObs, { sort_field: 'obs_name', sort_order: 'asc' });
    expect(obs.list.map((o) => [o.obs_name, o.person_count])).toEqual([
      ['安全质量部', 3],
      ['工程管理部', 3],
    ]);
    const jobs = await admin.call(routes.evalListJobs, { search: '施工' });
    expect(jobs.list.map((j) => j.job_name)).toEqual(['施工员']);
    const page2 = await admin.call(routes.evalListPersons, { page: 2, page_size: 4, sort_field: 'phone', sort_order: 'asc', search: '1390000000' });
    expect(page2).toMatchObject({ total_count: 6, cur_page: 2, page_size: 4 });
    expect(page2.list.map((p) => p.phone)).toEqual(['13900000005', '13900000006']);
    const found = await admin.call(routes.evalListPersons, { search: '王建' });
    expect(found.list).toEqual([
      expect.objectContaining({ person_name: '王建国', phone: '13900000001', obs_name: '工程管理部', job_name: '项目经理', has_password: true }),
    ]);
    expect((await admin.call(routes.evalListPersons, { search: '刘芳' })).list[0]?.has_password).toBe(false);
  });

  it('saves, renames and deletes an org unit; a name is unique; one with persons cannot go', async () => {
    expect(await codeOf(admin.call(routes.evalSaveObs, { obs_name: ' ' }))).toEqual({ code: 10001, msg: EvalMsg.obsNameRequired });
    const { obs_id } = await admin.call(routes.evalSaveObs, { obs_name: '物资部', remark: '材料' });
    expect(await codeOf(admin.call(routes.evalSaveObs, { obs_name: '物资部' }))).toEqual({ code: 10003, msg: EvalMsg.obsNameTaken });
    await admin.call(routes.evalSaveObs, { obs_id, obs_name: '物资设备部' });
    const person = await admin.call(routes.evalSavePerson, { person_name: '物资员', phone: evalPhone(), obs_id });
    expect(await codeOf(admin.call(routes.evalDeleteObs, { obs_id }))).toEqual({ code: 10003, msg: EvalMsg.obsInUse });
    await admin.call(routes.evalDeletePerson, { person_id: person.person_id });
    await admin.call(routes.evalDeleteObs, { obs_id });
    expect((await admin.call(routes.evalListObs, { search: '物资' })).total_count).toBe(0);
    expect((await codeOf(admin.call(routes.evalDeleteObs, { obs_id }))).code).toBe(10002);
  });

  it('empowers members of the unit to an obs\'s data and cancels it; outsiders are refused', async () => {
    const [obs] = (await admin.call(routes.evalListObs, {})).list;
    const obs_id = String(obs?.obs_id);
    expect(await admin.call(routes.evalEmpowerObs, { obs_id, user_ids: [memberId, DemoIds.demo] })).toEqual({ added: 2 });
    expect(await admin.call(routes.evalEmpowerObs, { obs_id, user_ids: [memberId] })).toEqual({ added: 0 });
    expect((await admin.call(routes.evalListObsUsers, { obs_id })).list.map((u) => u.user_id).sort()).toEqual([memberId, DemoIds.demo].sort());
    expect(await codeOf(admin.call(routes.evalEmpowerObs, { obs_id, user_ids: [DemoIds.worker] }))).toEqual({ code: 10001, msg: EvalMsg.userUnknown });
    expect(await codeOf(admin.call(routes.evalEmpowerObs, { obs_id, user_ids: [] }))).toEqual({ code: 10001, msg: EvalMsg.usersRequired });
    expect(await admin.call(routes.evalCancelEmpowerObs, { obs_id, user_ids: [memberId] })).toEqual({ removed: 1 });
    expect((await admin.call(routes.evalListObsUsers, { obs_id })).list.map((u) => u.user_id)).toEqual([DemoIds.demo]);
    expect((await admin.call(routes.evalListObs, { search: String(obs?.obs_name) })).list[0]?.user_count).toBe(1);
  });

  it('saves jobs with unique names and refuses to delete one in use', async () => {
    expect(await codeOf(admin.call(routes.evalSaveJob, { job_name: '' }))).toEqual({ code: 10001, msg: EvalMsg.jobNameRequired });
    const { job_id } = await admin.call(routes.evalSaveJob, { job_name: '资料员' });
    expect((await codeOf(admin.call(routes.evalSaveJob, { job_name: '资料员' }))).code).toBe(10003);
    const p = await admin.call(routes.evalSavePerson, { person_name: '资料员甲', phone: evalPhone(), job_id });
    expect(await codeOf(admin.call(routes.evalDeleteJob, { job_id }))).toEqual({ code: 10003, msg: EvalMsg.jobInUse });
    await admin.call(routes.evalDeletePerson, { person_id: p.person_id });
    await admin.call(routes.evalDeleteJob, { job_id });
  });

  it('validates persons: name, phone (手机号不能为空), unique phone per unit, known job and obs', async () => {
    expect(await codeOf(admin.call(routes.evalSavePerson, { person_name: '', phone: '13700000000' }))).toEqual({ code: 10001, msg: '姓名不能为空' });
    expect(await codeOf(admin.call(routes.evalSavePerson, { person_name: '甲', phone: '' }))).toEqual({ code: 10001, msg: '手机号不能为空' });
    expect(await codeOf(admin.call(routes.evalSavePerson, { person_name: '甲', phone: '1370000' }))).toEqual({ code: 10001, msg: EvalMsg.phoneInvalid });
    expect(await codeOf(admin.call(routes.evalSavePerson, { person_name: '甲', phone: '13900000001' }))).toEqual({ code: 10003, msg: EvalMsg.personPhoneTaken });
    expect(await codeOf(admin.call(routes.evalSavePerson, { person_name: '甲', phone: evalPhone(), job_id: EvalDemo.exercise }))).toEqual({
      code: 10001,
      msg: EvalMsg.jobUnknown,
    });
    // The same phone may be a person in another unit.
    expect((await codeOf(otherAdmin.call(routes.evalSavePerson, { person_name: '兼职', phone: '13900000001' }))).code).toBe(0);
  });

  it('refuses to delete a person who takes part in an exercise', async () => {
    const [person] = (await admin.call(routes.evalListPersons, { search: '13900000001' })).list;
    expect(await codeOf(admin.call(routes.evalDeletePerson, { person_id: String(person?.person_id) }))).toEqual({ code: 10003, msg: EvalMsg.personInUse });
  });

  it('answers another company\'s exercise, person and obs with 10002, exactly like missing ones', async () => {
    const exercise_id = EvalDemo.exercise;
    expect((await codeOf(otherAdmin.call(routes.evalGetResults, { exercise_id }))).code).toBe(10002);
    expect((await codeOf(otherAdmin.call(routes.evalListQuestions, { exercise_id }))).code).toBe(10002);
    expect((await codeOf(otherAdmin.call(routes.evalListAssessees, { exercise_id }))).code).toBe(10002);
    expect((await codeOf(otherAdmin.call(routes.evalSaveExercise, { exercise_id, exercise_name: '偷改', start_date: '2026-01-01', end_date: '2026-12-31' }))).code).toBe(10002);
    expect((await codeOf(otherAdmin.call(routes.evalDeleteExercise, { exercise_id }))).code).toBe(10002);
    expect((await codeOf(otherAdmin.call(routes.evalCommitResults, { exercise_id }))).code).toBe(10002);
    expect((await codeOf(otherAdmin.call(routes.evalNotifyPersons, { exercise_id }))).code).toBe(10002);
    expect((await codeOf(otherAdmin.call(routes.evalSaveQuestionGroup, { exercise_id, title: '偷加' }))).code).toBe(10002);
    const [person] = (await admin.call(routes.evalListPersons, { search: '13900000002' })).list;
    expect((await codeOf(otherAdmin.call(routes.evalDeletePerson, { person_id: String(person?.person_id) }))).code).toBe(10002);
    expect((await otherAdmin.call(routes.evalListExercises, {})).total_count).toBe(0);
    expect((await otherAdmin.call(routes.evalListPersons, { search: '139' })).list.map((p) => p.person_name)).toEqual(['兼职']);
  });

  it('lets only the unit admin administer (10403 for an ordinary member)', async () => {
    expect((await codeOf(member.call(routes.evalSaveObs, { obs_name: '越权' }))).code).toBe(10403);
    expect((await codeOf(member.call(routes.evalListPersons, {}))).code).toBe(10403);
    expect((await codeOf(t.client().api.call(routes.evalListExercises, {}))).code).toBe(10201);
  });

  it('builds a whole exercise through the API and refuses broken assignments', async () => {
    const x = await buildExercise(admin, { start: 0, end: 5 });
    expect(await codeOf(admin.call(routes.evalSaveEvaluators, { exercise_id: x.exercise_id, evaluator_person_id: x.a, assessee_person_ids: [x.a] }))).toEqual({
      code: 10001,
      msg: EvalMsg.selfEvaluation,
    });
    expect(
      await codeOf(admin.call(routes.evalSaveEvaluators, { exercise_id: x.exercise_id, evaluator_person_id: x.a, assessee_person_ids: [x.evaluator] })),
    ).toEqual({ code: 10001, msg: EvalMsg.assesseeNotInExercise });
    const assessees = await admin.call(routes.evalListAssessees, { exercise_id: x.exercise_id, sort_field: 'person_name', sort_order: 'asc' });
    expect(assessees.list.map((r) => [r.person_name, r.evaluator_count])).toEqual([
      ['被评乙', 1],
      ['被评甲', 1],
    ]);
    const list = await admin.call(routes.evalListExercises, { search: '测试评价' });
    expect(list.list[0]).toMatchObject({ assessee_count: 2, evaluator_count: 2, submitted_count: 0, status: 1 });
    // Removing an assessee removes their pending evaluator rows too.
    await admin.call(routes.evalDeleteAssessee, { assessee_data_id: String(assessees.list[0]?.assessee_data_id) });
    expect((await admin.call(routes.evalListEvaluators, { exercise_id: x.exercise_id })).total_count).toBe(1);
  });
  it('seeds an open demo exercise once: running the seed again adds nothing', async () => {
    const before = await admin.call(routes.evalListEvaluators, { exercise_id: EvalDemo.exercise, is_page: 0 });
    await seedEvaluationDemo(t.database.db);
    const after = await admin.call(routes.evalListEvaluators, { exercise_id: EvalDemo.exercise, is_page: 0 });
    expect(after.total_count).toBe(before.total_count);
    const { exercise } = await admin.call(routes.evalGetResults, { exercise_id: EvalDemo.exercise });
    expect([exercise.start_date, exercise.end_date]).toEqual([isoDay(-30), isoDay(30)]);
    expect((await admin.call(routes.evalListQuestions, { exercise_id: EvalDemo.exercise })).list).toHaveLength(2);
  });
});
