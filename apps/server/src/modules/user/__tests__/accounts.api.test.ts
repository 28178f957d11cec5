import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Msg, OrgMsg, ResultCode, routes } from '@zhuyun/contracts';
import { DemoIds } from '../../../db/seed/demo.seed';
import { codeOf, createTestApp, type TestApp } from '../../../testing/test-app';
import { STRONG_PASSWORD, addMember, createUnit, createUser, uniquePhone, uniqueUserNo, type TestUnit, type TestUser } from '../../../testing/fixtures';

type Api = ReturnType<TestApp['client']>['api'];

// The unit administrator's account calls of spec-2 §7.3: add, edit, check phone, freeze, remove.
describe('accounts of a unit', () => {
  let t: TestApp;
  let unitB: TestUnit;
  let unitBJob: string;
  let outsider: TestUser;
  let member: TestUser;
  let admin: Api;
  const as = async (user: { user_no: string; password: string }) => {
    const client = t.client();
    await client.loginAs(user.user_no, user.password);
    return client.api;
  };
  const newAccount = (fields: Record<string, unknown> = {}) => ({
    user_no: uniqueUserNo('acct'),
    user_name: '新员工',
    phone: uniquePhone(),
    password: STRONG_PASSWORD,
    job_id: DemoIds.builderJob,
    ...fields,
  });
  const listed = async (extra: Record<string, unknown> = {}) => (await admin.call(routes.getDeptAndSubUserList, { is_page: 0, ...extra })).list;

  beforeAll(async () => {
    t = await createTestApp();
    const { db } = t.database;
    unitB = await createUnit(db, { company_name: '乙方建设公司' });
    outsider = await createUser(db);
    unitBJob = await addMember(db, unitB.company_id, outsider.user_id);
    member = await createUser(db, { user_name: '普通成员' });
    await addMember(db, DemoIds.company, member.user_id);
    admin = await as({ user_no: 'demo', password: 'Demo@2026zy!' });
  });
  afterAll(async () => t?.close());

  it('adds an account that can sign in at once, holding its jobs in the unit', async () => {
    const input = newAccount({ user_name: '王质检', job_id: `${DemoIds.builderJob},${DemoIds.inspectorJob}` });
    const { user_id } = await admin.call(routes.addUser, input);
    const row = (await listed({ search: input.user_no }))[0];
    expect(row).toMatchObject({ user_id, user_name: '王质检', status: 1, is_admin: false, job_name: '施工员、质检员', dept_name: '工程部' });
    expect(row?.job_data.map((j) => j.job_id)).toEqual([DemoIds.builderJob, DemoIds.inspectorJob]);
    const own = await as({ user_no: input.user_no, password: STRONG_PASSWORD });
    expect((await own.call(routes.getUserInfo, {})).comp_id).toBe(DemoIds.company);
    expect((await admin.call(routes.getCompanyUsers, { search: input.user_no })).list.map((r) => r.user_id)).toEqual([user_id]);
  });

  it('checks every field of a new account, and refuses taken names and phones (10003)', async () => {
    const v = (fields: Record<string, unknown>) => codeOf(admin.call(routes.addUser, newAccount(fields) as never));
    expect(await v({ user_no: '' })).toEqual({ code: 10001, msg: Msg.userNoRequired });
    expect(await v({ user_no: '张三' })).toEqual({ code: 10001, msg: Msg.userNoCharset });
    expect(await v({ user_name: ' ' })).toEqual({ code: 10001, msg: Msg.userNameRequired });
    expect(await v({ phone: '1234' })).toEqual({ code: 10001, msg: Msg.phoneInvalidRegister });
    expect(await v({ password: '' })).toEqual({ code: 10001, msg: Msg.passwordRequired });
    expect(await v({ password: 'weakpass12' })).toEqual({ code: 10001, msg: Msg.strongPassword });
    expect(await v({ job_id: '' })).toEqual({ code: 10001, msg: Msg.jobRequired });
    expect(await v({ user_no: 'DEMO' })).toEqual({ code: 10003, msg: '用户名已存在' });
    expect(await v({ phone: '13800000002' })).toEqual({ code: 10003, msg: '该手机号已注册' });
    expect((await v({ job_id: unitBJob })).code).toBe(ResultCode.NOT_FOUND);
  });

  it('tells whether a phone is free (GET check_phone)', async () => {
    expect(await admin.call(routes.checkPhone, { phone: uniquePhone() })).toMatchObject({ available: true });
    expect(await codeOf(admin.call(routes.checkPhone, { phone: '13800000001' }))).toEqual({ code: 10003, msg: '该手机号已注册' });
    expect(await codeOf(admin.call(routes.checkPhone, { phone: '12' }))).toEqual({ code: 10001, msg: Msg.phoneInvalidRegister });
  });

  it('edits a member\'s name, phone and jobs; refuses a taken phone and another unit\'s person', async () => {
    const { user_id } = await admin.call(routes.addUser, newAccount());
    const phone = uniquePhone();
    await admin.call(routes.editUser, { user_id, user_name: '李安全', phone, job_id: DemoIds.clerkJob });
    const row = (await listed({ search: phone }))[0];
    expect(row).toMatchObject({ user_id, user_name: '李安全', phone, job_name: '行政专员', dept_name: '综合管理部' });
    expect(await codeOf(admin.call(routes.editUser, { user_id, phone: '13800000002' }))).toEqual({ code: 10003, msg: '该手机号已注册' });
    expect(await codeOf(admin.call(routes.editUser, { user_id, user_no: 'worker' }))).toEqual({ code: 10003, msg: '用户名已存在' });
    expect((await codeOf(admin.call(routes.editUser, { user_id: outsider.user_id, user_name: 'x' }))).code).toBe(ResultCode.NOT_FOUND);
    expect((await codeOf(admin.call(routes.editUser, { user_id, job_id: unitBJob }))).code).toBe(ResultCode.NOT_FOUND);
  });

  it('lists a department with its sub-departments, with filters, sorting and paging', async () => {
    const { id: sub } = await admin.call(routes.createObs, { input_node_type: 2, input_name: '工程一科', no: DemoIds.engineeringDept, node_type: 2 });
    const { id: subJob } = await admin.call(routes.createObs, { input_node_type: 3, input_name: '测量员', no: sub, node_type: 2 });
    const { user_id } = await admin.call(routes.addUser, newAccount({ user_name: '赵测量', job_id: subJob }));
    const engineering = await listed({ dept_id: DemoIds.engineeringDept });
    expect(engineering.map((r) => r.user_id)).toContain(user_id);
    expect(engineering.map((r) => r.user_id)).not.toContain(DemoIds.demo);
    expect((await listed({ dept_id: sub })).map((r) => r.user_id)).toEqual([user_id]);
    expect((await listed({ dept_id: DemoIds.officeDept })).map((r) => r.user_id)).not.toContain(user_id);
    expect((await listed({ job_id: subJob })).map((r) => r.user_id)).toEqual([user_id]);
    const whole = await listed();
    expect(whole.map((r) => r.user_id)).toEqual(expect.arrayContaining([DemoIds.demo, member.user_id, user_id]));
    expect(whole.map((r) => r.user_id)).not.toContain(outsider.user_id);
    const byNo = await listed({ sort_field: 'user_no', sort_order: 'desc' });
    expect(byNo.map((r) => r.user_no)).toEqual(whole.map((r) => r.user_no).sort().reverse());
    const page = await admin.call(routes.getDeptAndSubUserList, { page: 1, page_size: 2 });
    expect([page.list.length, page.total_count]).toEqual([2, whole.length]);
    expect((await codeOf(listed({ dept_id: unitB.dept_id }))).code).toBe(ResultCode.NOT_FOUND);
  });

  it('freezes an account: its sessions end at once (10204) and it cannot sign in (10103) until unfrozen', async () => {
    const person = await createUser(t.database.db);
    await addMember(t.database.db, DemoIds.company, person.user_id);
    const theirs = await as(person);
    expect(await admin.call(routes.chgStatus, { user_id: person.user_id, type: 2 })).toEqual({ user_id: person.user_id, status: 2 });
    expect((await codeOf(theirs.call(routes.getUserInfo, {}))).code).toBe(ResultCode.SESSION_ENDED);
    expect((await codeOf(as(person))).code).toBe(ResultCode.ACCOUNT_FROZEN);
    expect((await listed({ status: 2 })).map((r) => r.user_id)).toEqual([person.user_id]);
    await admin.call(routes.chgStatus, { user_id: person.user_id, type: '1' });
    expect((await (await as(person)).call(routes.getUserInfo, {})).user_id).toBe(person.user_id);
  });

  it('refuses freezing oneself, another unit\'s person, a bad type and a non-administrator', async () => {
    expect(await codeOf(admin.call(routes.chgStatus, { user_id: DemoIds.demo, type: 2 }))).toEqual({ code: 10403, msg: OrgMsg.cannotFreezeSelf });
    expect((await codeOf(admin.call(routes.chgStatus, { user_id: outsider.user_id, type: 2 }))).code).toBe(ResultCode.NOT_FOUND);
    expect(await codeOf(admin.call(routes.chgStatus, { user_id: member.user_id, type: 3 }))).toEqual({ code: 10001, msg: OrgMsg.statusTypeInvalid });
    const plain = await as(member);
    expect((await codeOf(plain.call(routes.chgStatus, { user_id: DemoIds.demo, type: 2 }))).code).toBe(ResultCode.FORBIDDEN);
    expect((await codeOf(plain.call(routes.getDeptAndSubUserList, {}))).code).toBe(ResultCode.FORBIDDEN);
    expect((await codeOf(plain.call(routes.addUser, newAccount()))).code).toBe(ResultCode.FORBIDDEN);
    expect((await codeOf(plain.call(routes.delUser, { user_id: DemoIds.demo }))).code).toBe(ResultCode.FORBIDDEN);
    expect((await (await as(outsider)).call(routes.getUserInfo, {})).user_id).toBe(outsider.user_id);
  });

  it('removes a member from the unit (membership and jobs), ending their sessions; never the last administrator', async () => {
    const person = await createUser(t.database.db);
    await addMember(t.database.db, DemoIds.company, person.user_id);
    const theirs = await as(person);
    await admin.call(routes.delUser, { user_id: person.user_id });
    expect((await listed()).map((r) => r.user_id)).not.toContain(person.user_id);
    expect((await codeOf(theirs.call(routes.getUserInfo, {}))).code).toBe(ResultCode.SESSION_ENDED);
    expect((await (await as(person)).call(routes.getUserInfo, {})).comp_id).toBeNull();
    expect((await codeOf(admin.call(routes.delUser, { user_id: person.user_id }))).code).toBe(ResultCode.NOT_FOUND);
    expect((await codeOf(admin.call(routes.delUser, { user_id: outsider.user_id }))).code).toBe(ResultCode.NOT_FOUND);
    expect(await codeOf(admin.call(routes.delUser, { user_id: DemoIds.demo }))).toEqual({ code: 10003, msg: OrgMsg.lastAdmin });
  });
});
