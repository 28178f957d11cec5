import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EvalMsg, ResultCode, routes } from '@zhuyun/contracts';
import { DemoIds } from '../../../db/seed/demo.seed';
import { signedIn, type ApiClient } from '../../../testing/binary-client';
import { addMember, createUser, type TestUser } from '../../../testing/fixtures';
import { codeOf, createTestApp, type TestApp } from '../../../testing/test-app';
import { DEMO_ADMIN, evalPhone, isoDay } from './eval-test-helpers';
import { sheetRows, xlsxOf } from './xlsx-fixtures';

// Obs data authorisation (docs/decisions/016): a member who is not the unit's administrator sees and changes the
// evaluation data of the org units they were empowered to, and nothing else.
describe('evaluation data scope', () => {
  let t: TestApp;
  let admin: ApiClient;
  let hr: ApiClient;
  let hrUser: TestUser;
  let obsA: string;
  let obsB: string;
  let personA: string;
  let personB: string;
  let evaluator: string;
  let exercise: string;

  const names = async (call: Promise<{ list: { person_name?: string; obs_name?: string | null; assessee_name?: string }[] }>) =>
    (await call).list.map((r) => r.person_name ?? r.assessee_name ?? r.obs_name);
  const empower = (user_ids: string[]) => admin.call(routes.evalEmpowerObs, { obs_id: obsA, user_ids });

  beforeAll(async () => {
    t = await createTestApp();
    admin = await signedIn(t, DEMO_ADMIN);
    // An HR clerk whose post holds the evaluation objects, but who is not the unit's administrator.
    hrUser = await createUser(t.database.db);
    const job = await addMember(t.database.db, DemoIds.company, hrUser.user_id, new Date(), '人事专员');
    const { auth_template_id } = await admin.call(routes.createTemplate, { auth_template_name: '评价专员' });
    await admin.call(routes.saveTemplateObjects, { auth_template_id, object_nos: 'eva_admin,eva_view' });
    await admin.call(routes.saveTemplateJobs, { auth_template_id, job_ids: [job] });
    hr = await signedIn(t, hrUser);

    obsA = (await admin.call(routes.evalSaveObs, { obs_name: '范围甲部' })).obs_id;
    obsB = (await admin.call(routes.evalSaveObs, { obs_name: '范围乙部' })).obs_id;
    personA = (await admin.call(routes.evalSavePerson, { person_name: '甲部员工', phone: evalPhone(), obs_id: obsA })).person_id;
    personB = (await admin.call(routes.evalSavePerson, { person_name: '乙部员工', phone: evalPhone(), obs_id: obsB })).person_id;
    evaluator = (await admin.call(routes.evalSavePerson, { person_name: '乙部评价人', phone: evalPhone(), obs_id: obsB })).person_id;
    exercise = (await admin.call(routes.evalSaveExercise, { exercise_name: '范围测试评价', start_date: isoDay(-1), end_date: isoDay(5), status: 0 }))
      .exercise_id;
    await admin.call(routes.evalSaveAssessees, { exercise_id: exercise, person_ids: [personA, personB] });
    await admin.call(routes.evalSaveEvaluators, { exercise_id: exercise, evaluator_person_id: evaluator, assessee_person_ids: [personA, personB] });
  });
  afterAll(async () => t?.close());

  it('shows a member without any empowerment no persons, assessees, evaluator rows or results', async () => {
    expect((await hr.call(routes.evalListObs, {})).total_count).toBe(0);
    expect((await hr.call(routes.evalListPersons, { search: '部' })).total_count).toBe(0);
    expect((await hr.call(routes.evalListAssessees, { exercise_id: exercise })).total_count).toBe(0);
    expect((await hr.call(routes.evalListEvaluators, { exercise_id: exercise })).total_count).toBe(0);
    expect((await hr.call(routes.evalGetResults, { exercise_id: exercise })).total_count).toBe(0);
    // The administrator sees all of it.
    expect(await names(admin.call(routes.evalListAssessees, { exercise_id: exercise }))).toHaveLength(2);
  });

  it('shows exactly the empowered org unit on the next call, without signing in again', async () => {
    await empower([hrUser.user_id]);
    expect(await names(hr.call(routes.evalListObs, {}))).toEqual(['范围甲部']);
    expect(await names(hr.call(routes.evalListPersons, { search: '部' }))).toEqual(['甲部员工']);
    expect(await names(hr.call(routes.evalListAssessees, { exercise_id: exercise }))).toEqual(['甲部员工']);
    // Evaluator rows go by whose evaluation it is: the evaluator of 乙部 shows with the assessee of 甲部.
    const rows = (await hr.call(routes.evalListEvaluators, { exercise_id: exercise })).list;
    expect(rows.map((r) => [r.evaluator_name, r.assessee_name])).toEqual([['乙部评价人', '甲部员工']]);
    expect((await hr.call(routes.evalGetResults, { exercise_id: exercise })).list.map((r) => r.person_name)).toEqual(['甲部员工']);
  });

  it('keeps every write inside the scope: other persons are not found, other org units refused', async () => {
    await empower([hrUser.user_id]);
    const notFound = { code: ResultCode.NOT_FOUND };
    expect(await codeOf(hr.call(routes.evalSavePerson, { person_name: '越界', phone: evalPhone(), obs_id: obsB }))).toEqual({
      code: ResultCode.VALIDATION,
      msg: EvalMsg.obsOutOfScope,
    });
    expect(await codeOf(hr.call(routes.evalSavePerson, { person_name: '无组织', phone: evalPhone() }))).toMatchObject({ msg: EvalMsg.obsOutOfScope });
    expect(await codeOf(hr.call(routes.evalSavePerson, { person_id: personB, person_name: '改名', phone: evalPhone(), obs_id: obsA }))).toMatchObject(notFound);
    expect(await codeOf(hr.call(routes.evalDeletePerson, { person_id: personB }))).toMatchObject(notFound);
    expect(await codeOf(hr.call(routes.evalSaveAssessees, { exercise_id: exercise, person_ids: [personB] }))).toEqual({
      code: ResultCode.VALIDATION,
      msg: EvalMsg.personUnknown,
    });
    const [rowB] = (await admin.call(routes.evalListAssessees, { exercise_id: exercise, search: '乙部员工' })).list;
    expect(await codeOf(hr.call(routes.evalDeleteAssessee, { assessee_data_id: rowB!.assessee_data_id }))).toMatchObject(notFound);
    const [evalB] = (await admin.call(routes.evalListEvaluators, { exercise_id: exercise, search: '乙部员工' })).list;
    expect(await codeOf(hr.call(routes.evalDeleteEvaluator, { evaluator_data_id: evalB!.evaluator_data_id }))).toMatchObject(notFound);
    // Nothing of 乙部 changed.
    expect(await names(admin.call(routes.evalListPersons, { search: '乙部员工' }))).toEqual(['乙部员工']);
    expect((await admin.call(routes.evalListEvaluators, { exercise_id: exercise })).total_count).toBe(2);
    // Inside the scope the clerk works as the administrator would.
    const { person_id } = await hr.call(routes.evalSavePerson, { person_name: '甲组新人', phone: evalPhone(), obs_id: obsA });
    expect((await hr.call(routes.evalSaveAssessees, { exercise_id: exercise, person_ids: [person_id] })).added).toBe(1);
    expect((await hr.call(routes.evalSaveEvaluators, { exercise_id: exercise, evaluator_person_id: evaluator, assessee_person_ids: [person_id] })).added).toBe(1);
    const [added] = (await hr.call(routes.evalListEvaluators, { exercise_id: exercise, search: '甲组新人' })).list;
    await hr.call(routes.evalDeleteEvaluator, { evaluator_data_id: added!.evaluator_data_id });
    const [assessee] = (await hr.call(routes.evalListAssessees, { exercise_id: exercise, search: '甲组新人' })).list;
    await hr.call(routes.evalDeleteAssessee, { assessee_data_id: assessee!.assessee_data_id });
    await hr.call(routes.evalDeletePerson, { person_id });
  });

  it('leaves org units and their data authorisation to the administrator', async () => {
    const forbidden = { code: ResultCode.FORBIDDEN, msg: EvalMsg.obsAdminOnly };
    expect(await codeOf(hr.call(routes.evalSaveObs, { obs_name: '自建组织' }))).toEqual(forbidden);
    expect(await codeOf(hr.call(routes.evalDeleteObs, { obs_id: obsA }))).toEqual(forbidden);
    expect(await codeOf(hr.call(routes.evalEmpowerObs, { obs_id: obsB, user_ids: [hrUser.user_id] }))).toEqual(forbidden);
    expect(await codeOf(hr.call(routes.evalCancelEmpowerObs, { obs_id: obsA, user_ids: [hrUser.user_id] }))).toEqual(forbidden);
    expect(await codeOf(hr.call(routes.evalListObsUsers, { obs_id: obsA }))).toEqual(forbidden);
  });

  it('exports only the rows in scope', async () => {
    await empower([hrUser.user_id]);
    const persons = await sheetRows((await hr.download(routes.evalExportPersons, { search: '部' })).blob);
    expect(persons.slice(1).map((r) => r[0])).toEqual(['甲部员工']);
    const evaluators = await sheetRows((await hr.download(routes.evalExportEvaluators, { exercise_id: exercise })).blob);
    expect(evaluators.slice(1).map((r) => r[3])).toEqual(['甲部员工']);
    const results = await sheetRows((await hr.download(routes.evalExportResults, { exercise_id: exercise })).blob);
    expect(results.slice(1).map((r) => r[0])).toEqual(['甲部员工']);
  });

  it('imports only into the scope: a row of another org unit is a row error and writes nothing', async () => {
    await empower([hrUser.user_id]);
    const file = await xlsxOf([
      ['姓名', '手机号', '岗位', '组织'],
      ['甲部导入', evalPhone(), '', '范围甲部'],
      ['乙部导入', evalPhone(), '', '范围乙部'],
      ['新部导入', evalPhone(), '', '新建部门'],
    ]);
    const answer = await hr.upload(routes.evalImportPersons, {}, file, 'persons.xlsx');
    expect(answer.data).toMatchObject({
      created: 1,
      updated: 0,
      errors: [
        { row: 3, msg: EvalMsg.obsOutOfScope },
        { row: 4, msg: EvalMsg.obsOutOfScope },
      ],
    });
    expect(await names(admin.call(routes.evalListPersons, { search: '导入' }))).toEqual(['甲部导入']);
    expect(await names(admin.call(routes.evalListObs, { search: '新建部门' }))).toEqual([]);
  });

  it('shows nothing again once the empowerment is cancelled, on the next call', async () => {
    await empower([hrUser.user_id]);
    expect((await hr.call(routes.evalListPersons, { search: '部' })).total_count).toBeGreaterThan(0);
    await admin.call(routes.evalCancelEmpowerObs, { obs_id: obsA, user_ids: [hrUser.user_id] });
    expect((await hr.call(routes.evalListPersons, { search: '部' })).total_count).toBe(0);
    expect((await hr.call(routes.evalListEvaluators, { exercise_id: exercise })).total_count).toBe(0);
  });
});
