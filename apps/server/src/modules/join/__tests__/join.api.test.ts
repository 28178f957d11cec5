import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Msg, ResultCode, routes } from '@zhuyun/contracts';
import { DemoIds, DemoInviteCode } from '../../../db/seed/demo.seed';
import { codeOf, createTestApp, type TestApp } from '../../../testing/test-app';
import { addMember, createUnit, createUser } from '../../../testing/fixtures';

// The join flow of spec-1 §4 and the review of join requests by the unit administrator or a project manager.
describe('joining a unit by invite code', () => {
  let t: TestApp;
  const as = async (user: { user_no: string; password: string }) => {
    const client = t.client();
    await client.loginAs(user.user_no, user.password);
    return client.api;
  };
  const demo = () => as({ user_no: 'demo', password: 'Demo@2026zy!' });
  const worker = () => as({ user_no: 'worker', password: 'Worker@2026zy!' });

  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => t?.close());

  it('shows the company name for an invite code, typed in any case and spacing', async () => {
    const api = await worker();
    expect(await api.call(routes.getCompanyByInviteCode, { invite_code: ` ${DemoInviteCode.toLowerCase()} ` })).toEqual({
      company_id: DemoIds.company,
      company_name: '演示建设集团',
      org_id: DemoIds.rootOrg,
    });
    expect(await codeOf(api.call(routes.getCompanyByInviteCode, { invite_code: '' }))).toEqual({
      code: ResultCode.VALIDATION,
      msg: Msg.inviteCodeRequired,
    });
    expect(await codeOf(api.call(routes.getCompanyByInviteCode, { invite_code: 'ABC' }))).toEqual({
      code: ResultCode.VALIDATION,
      msg: Msg.inviteCodeInvalid,
    });
    expect(await codeOf(api.call(routes.getCompanyByInviteCode, { invite_code: 'ZZZZZZZZ' }))).toEqual({
      code: ResultCode.NOT_FOUND,
      msg: Msg.inviteCodeUnknown,
    });
    // Eight letters or digits, as the format message says, but with a look-alike no issued code has: no such code.
    expect(await codeOf(api.call(routes.getCompanyByInviteCode, { invite_code: 'OIL01ZZZ' }))).toEqual({
      code: ResultCode.NOT_FOUND,
      msg: Msg.inviteCodeUnknown,
    });
  });

  it('does not let a unit under review be found by its invite code', async () => {
    const pending = await createUnit(t.database.db, { company_name: '待审核单位', status: 2 });
    const api = await worker();
    expect((await codeOf(api.call(routes.getCompanyByInviteCode, { invite_code: pending.invite_code }))).code).toBe(ResultCode.NOT_FOUND);
  });

  it('lists the unit\'s departments as a tree under its root org, and their posts', async () => {
    const api = await worker();
    const { list } = await api.call(routes.getDeptTreeByInviteCode, { invite_code: DemoInviteCode });
    expect(list).toHaveLength(1);
    expect(list[0]?.dept_name).toBe('演示建设集团');
    expect(list[0]?.children_list.map((d) => d.dept_name)).toEqual(['综合管理部', '工程部', '钱塘一号项目部']);
    const posts = await api.call(routes.getJobList, {
      dept_id: `${DemoIds.engineeringDept},${DemoIds.projectDept}`,
      invite_code: DemoInviteCode,
      is_page: 0,
    });
    expect(posts.list.map((j) => `${j.dept_name}/${j.job_name}`)).toEqual([
      '工程部/施工员',
      '工程部/质检员',
      '钱塘一号项目部/项目经理',
      '钱塘一号项目部/施工员',
    ]);
    expect(posts.list.find((j) => j.job_name === '项目经理')?.is_manager).toBe(true);
    expect(await codeOf(api.call(routes.getJobList, { dept_id: '', invite_code: DemoInviteCode }))).toEqual({
      code: ResultCode.VALIDATION,
      msg: Msg.deptRequired,
    });
  });

  it('creates a project department with the usual posts, once per name', async () => {
    const api = await worker();
    const dept = await api.call(routes.createProjectDept, { invite_code: DemoInviteCode, dept_name: '滨江二号项目部' });
    const posts = await api.call(routes.getJobList, { dept_id: dept.dept_id, invite_code: DemoInviteCode, is_page: 0 });
    expect(posts.list.map((j) => j.job_name)).toEqual(['项目经理', '技术负责人', '施工员', '质检员', '安全员']);
    expect(await codeOf(api.call(routes.createProjectDept, { invite_code: DemoInviteCode, dept_name: '滨江二号项目部' }))).toEqual({
      code: ResultCode.CONFLICT,
      msg: Msg.deptNameTaken,
    });
    expect(await codeOf(api.call(routes.createProjectDept, { invite_code: DemoInviteCode, dept_name: ' ' }))).toEqual({
      code: ResultCode.VALIDATION,
      msg: Msg.deptNameRequired,
    });
  });

  it('refuses a post that is not in the chosen department', async () => {
    const api = await worker();
    expect(
      await codeOf(api.call(routes.joinOrg, { invite_code: DemoInviteCode, dept_id: DemoIds.officeDept, job_id: DemoIds.builderJob })),
    ).toEqual({ code: ResultCode.VALIDATION, msg: Msg.jobNotInDept });
    const other = await createUnit(t.database.db, { company_name: '别家单位' });
    expect(
      await codeOf(api.call(routes.joinOrg, { invite_code: DemoInviteCode, dept_id: other.dept_id, job_id: DemoIds.builderJob })),
    ).toEqual({ code: ResultCode.VALIDATION, msg: Msg.deptNotInUnit });
  });

  it('takes a join request (2), refuses a second one, and the administrator approves it (3)', async () => {
    const api = await worker();
    const join = { invite_code: DemoInviteCode, dept_id: DemoIds.engineeringDept, job_id: DemoIds.builderJob };
    const request = await api.call(routes.joinOrg, join);
    expect(request.status).toBe(2);
    expect(await codeOf(api.call(routes.joinOrg, join))).toEqual({ code: ResultCode.CONFLICT, msg: Msg.alreadyApplied });
    const mine = await api.call(routes.getMyCompanies, {});
    expect(mine.list.map((u) => [u.company_name, u.status])).toEqual([['演示建设集团', 2]]);

    const admin = await demo();
    const pending = await admin.call(routes.getJoinOrgList, { is_page: 1, page: 1, page_size: 10, status: 2 });
    expect(pending.list[0]).toMatchObject({
      id: request.id,
      user_id: DemoIds.worker,
      user_name: '张工',
      phone: '13800000002',
      company_id: DemoIds.company,
      org_id: DemoIds.rootOrg,
      dept_id: DemoIds.engineeringDept,
      dept_name: '工程部',
      job_id: DemoIds.builderJob,
      job_name: '施工员',
      status: 2,
    });
    await admin.call(routes.examineJoinOrg, { id: request.id, status: 3, remark: '欢迎' });
    expect(await codeOf(admin.call(routes.examineJoinOrg, { id: request.id, status: 4 }))).toEqual({
      code: ResultCode.CONFLICT,
      msg: Msg.requestAlreadyReviewed,
    });
    expect((await api.call(routes.getMyCompanies, {})).list[0]?.status).toBe(3);
    expect(await codeOf(api.call(routes.joinOrg, join))).toEqual({ code: ResultCode.CONFLICT, msg: Msg.alreadyMember });

    // Signing in again starts the session in the unit, with the approved post.
    const client = t.client();
    const login = await client.api.call(routes.login, { login_type: 1, user_no: 'worker', password: 'Worker@2026zy!' });
    expect(login.comp_id).toBe(DemoIds.company);
    expect(login.job_list).toEqual([{ job_id: DemoIds.builderJob, job_name: '施工员' }]);
  });

  it('refuses the review to an ordinary member (10403)', async () => {
    const member = await createUser(t.database.db);
    await addMember(t.database.db, DemoIds.company, member.user_id);
    const api = await as(member);
    expect((await codeOf(api.call(routes.getJoinOrgList, { is_page: 1 }))).code).toBe(ResultCode.FORBIDDEN);
    const applicant = await createUser(t.database.db);
    const request = await (await as(applicant)).call(routes.joinOrg, {
      invite_code: DemoInviteCode,
      dept_id: DemoIds.officeDept,
      job_id: DemoIds.clerkJob,
    });
    expect((await codeOf(api.call(routes.examineJoinOrg, { id: request.id, status: 3 }))).code).toBe(ResultCode.FORBIDDEN);
  });

  it('answers "not found" for another unit\'s join request', async () => {
    const other = await createUnit(t.database.db, { company_name: '丙方单位' });
    const otherAdmin = await createUser(t.database.db);
    await addMember(t.database.db, other.company_id, otherAdmin.user_id, new Date(), '单位管理员', true);
    const applicant = await createUser(t.database.db);
    const request = await (await as(applicant)).call(routes.joinOrg, {
      invite_code: DemoInviteCode,
      dept_id: DemoIds.officeDept,
      job_id: DemoIds.clerkJob,
    });
    const api = await as(otherAdmin);
    expect((await codeOf(api.call(routes.examineJoinOrg, { id: request.id, status: 3 }))).code).toBe(ResultCode.NOT_FOUND);
    const theirs = await api.call(routes.getJoinOrgList, { is_page: 0 });
    expect(theirs.list.map((r) => r.id)).not.toContain(request.id);
  });

  it('rejects (4), after which the person may apply again', async () => {
    const applicant = await createUser(t.database.db);
    const api = await as(applicant);
    const join = { invite_code: DemoInviteCode, dept_id: DemoIds.officeDept, job_id: DemoIds.clerkJob };
    const first = await api.call(routes.joinOrg, join);
    await (await demo()).call(routes.examineJoinOrg, { id: first.id, status: 4, remark: '信息不符' });
    expect((await api.call(routes.getMyCompanies, {})).list[0]?.status).toBe(4);
    const again = await api.call(routes.joinOrg, join);
    expect(again.status).toBe(2);
    expect((await api.call(routes.getMyCompanies, {})).list[0]?.status).toBe(2);
  });

  it('removes the project department an applicant made when their request is rejected, unless someone else uses it', async () => {
    const admin = await demo();
    const deptNames = async () =>
      (await admin.call(routes.getDeptTreeByInviteCode, { invite_code: DemoInviteCode })).list[0]?.children_list.map((d) => d.dept_name);
    const applyWithNewDept = async (deptName: string) => {
      const api = await as(await createUser(t.database.db));
      const dept = await api.call(routes.createProjectDept, { invite_code: DemoInviteCode, dept_name: deptName });
      const posts = await api.call(routes.getJobList, { dept_id: dept.dept_id, invite_code: DemoInviteCode, is_page: 0 });
      const request = await api.call(routes.joinOrg, { invite_code: DemoInviteCode, dept_id: dept.dept_id, job_id: posts.list[0]!.job_id });
      return { dept, posts, request };
    };

    const lone = await applyWithNewDept('临江三号项目部');
    expect(await deptNames()).toContain('临江三号项目部');
    await admin.call(routes.examineJoinOrg, { id: lone.request.id, status: 4, remark: '不认识' });
    expect(await deptNames()).not.toContain('临江三号项目部');

    // A second person applied to the same new department: rejecting the maker leaves it for them.
    const shared = await applyWithNewDept('临江四号项目部');
    const other = await as(await createUser(t.database.db));
    await other.call(routes.joinOrg, { invite_code: DemoInviteCode, dept_id: shared.dept.dept_id, job_id: shared.posts.list[1]!.job_id });
    await admin.call(routes.examineJoinOrg, { id: shared.request.id, status: 4 });
    expect(await deptNames()).toContain('临江四号项目部');
  });

  it('lets a project manager review the requests of the departments they manage, and no others', async () => {
    const manager = await createUser(t.database.db, { user_name: '李经理' });
    const mgrRequest = await (await as(manager)).call(routes.joinOrg, {
      invite_code: DemoInviteCode,
      dept_id: DemoIds.projectDept,
      job_id: DemoIds.projectManagerJob,
    });
    await (await demo()).call(routes.examineJoinOrg, { id: mgrRequest.id, status: 3 });

    const siteApplicant = await createUser(t.database.db);
    const apiS = await as(siteApplicant);
    const siteRequest = await apiS.call(routes.joinOrg, { invite_code: DemoInviteCode, dept_id: DemoIds.projectDept, job_id: DemoIds.siteBuilderJob });
    const officeApplicant = await createUser(t.database.db);
    const officeRequest = await (await as(officeApplicant)).call(routes.joinOrg, {
      invite_code: DemoInviteCode,
      dept_id: DemoIds.officeDept,
      job_id: DemoIds.clerkJob,
    });

    const pm = await as(manager);
    const visible = await pm.call(routes.getJoinOrgList, { is_page: 0, status: 2 });
    expect(visible.list.map((r) => r.id)).toEqual([siteRequest.id]);
    expect((await codeOf(pm.call(routes.examineJoinOrg, { id: officeRequest.id, status: 3 }))).code).toBe(ResultCode.FORBIDDEN);
    await pm.call(routes.examineJoinOrg, { id: siteRequest.id, status: 3 });
    expect((await apiS.call(routes.getMyCompanies, {})).list[0]?.status).toBe(3);
  });

  it('pages and searches join requests for the administrator', async () => {
    const admin = await demo();
    const all = await admin.call(routes.getJoinOrgList, { is_page: 0 });
    const page = await admin.call(routes.getJoinOrgList, { is_page: 1, page: 2, page_size: 2 });
    expect(page.total_count).toBe(all.total_count);
    expect(page.list.map((r) => r.id)).toEqual(all.list.slice(2, 4).map((r) => r.id));
    const found = await admin.call(routes.getJoinOrgList, { is_page: 0, search: '张工' });
    expect(found.list.map((r) => r.user_name)).toEqual(['张工']);
  });

  it('orders join requests by a column the contract names, and refuses any other', async () => {
    const admin = await demo();
    const statuses = async (sort_order: 'ascend' | 'descend') =>
      (await admin.call(routes.getJoinOrgList, { is_page: 0, sort_field: 'status', sort_order })).list.map((r) => r.status);
    const up = await statuses('ascend');
    expect(new Set(up).size).toBeGreaterThan(1);
    expect(up).toEqual([...up].sort((a, b) => a - b));
    expect(await statuses('descend')).toEqual([...up].sort((a, b) => b - a));
    // The default order (newest first) breaks ties, so pages of a sorted list neither repeat nor skip a request.
    const all = await admin.call(routes.getJoinOrgList, { is_page: 0, sort_field: 'status', sort_order: 'ascend' });
    const second = await admin.call(routes.getJoinOrgList, { is_page: 1, page: 2, page_size: 2, sort_field: 'status', sort_order: 'ascend' });
    expect(second.list.map((r) => r.id)).toEqual(all.list.slice(2, 4).map((r) => r.id));
    expect(await codeOf(admin.call(routes.getJoinOrgList, { sort_field: 'phone' as never }))).toEqual({ code: ResultCode.VALIDATION, msg: Msg.sortInvalid });
  });
});
