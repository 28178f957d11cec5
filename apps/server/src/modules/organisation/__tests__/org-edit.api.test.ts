import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Msg, OrgMsg, ResultCode, routes, type organisation } from '@zhuyun/contracts';
import { DemoIds, DemoInviteCode } from '../../../db/seed/demo.seed';
import { codeOf, createTestApp, type TestApp } from '../../../testing/test-app';
import { addMember, createUnit, createUser, type TestUnit, type TestUser } from '../../../testing/fixtures';

type Node = organisation.OrgTreeNode;

function find(nodes: Node[], id: string): Node | undefined {
  for (const n of nodes) {
    if (n.id === id) return n;
    const inner = find(n.children_list, id);
    if (inner) return inner;
  }
  return undefined;
}

type Api = ReturnType<TestApp['client']>['api'];

// The unit administrator edits the organisation tree; people and pending requests are never stranded.
describe('organisation editing', () => {
  let t: TestApp;
  let unitB: TestUnit;
  let plain: TestUser;
  let admin: Api;
  let unitBJob: string;
  const as = async (user: { user_no: string; password: string }) => {
    const client = t.client();
    await client.loginAs(user.user_no, user.password);
    return client.api;
  };
  const tree = async () => (await admin.call(routes.getOrgTree, { show_job: 1 })).list;
  const addDept = (no: string, name: string, dept_type = 2) =>
    admin.call(routes.createObs, { input_node_type: 2, input_name: name, no, node_type: no === DemoIds.rootOrg ? 1 : 2, dept_type });
  const addJob = (no: string, name: string, input_is_admin = 0) =>
    admin.call(routes.createObs, { input_node_type: 3, input_name: name, no, node_type: 2, input_is_admin });

  beforeAll(async () => {
    t = await createTestApp();
    const { db } = t.database;
    unitB = await createUnit(db, { company_name: '乙方建设公司' });
    const userB = await createUser(db);
    unitBJob = await addMember(db, unitB.company_id, userB.user_id);
    plain = await createUser(db);
    await addMember(db, DemoIds.company, plain.user_id);
    admin = await as({ user_no: 'demo', password: 'Demo@2026zy!' });
  });
  afterAll(async () => t?.close());

  it('refuses every edit to a member who is not the unit administrator (10403)', async () => {
    const api = await as(plain);
    const calls = [
      () => api.call(routes.createObs, { input_node_type: 2, input_name: '新部门', no: DemoIds.rootOrg, node_type: 1 }),
      () => api.call(routes.updateDept, { dept_id: DemoIds.engineeringDept, dept_name: '改名' }),
      () => api.call(routes.deleteDept, { dept_id: DemoIds.engineeringDept }),
      () => api.call(routes.updateJob, { job_id: DemoIds.builderJob, job_name: '改名' }),
      () => api.call(routes.deleteJob, { job_id: DemoIds.builderJob }),
    ];
    for (const call of calls) expect((await codeOf(call())).code).toBe(ResultCode.FORBIDDEN);
    expect(find((await api.call(routes.getOrgTree, {})).list, DemoIds.engineeringDept)?.name).toBe('工程部');
  });

  it('adds departments under the org and under a department, project departments and managing jobs', async () => {
    const { id: dept } = await addDept(DemoIds.rootOrg, '安全部');
    const { id: sub } = await addDept(dept, '安全一科');
    const { id: project } = await addDept(DemoIds.rootOrg, '西湖二号项目部', 3);
    const { id: job } = await addJob(project, '项目经理', 1);
    const nodes = await tree();
    expect(find(nodes, dept)).toMatchObject({ name: '安全部', node_type: 2, dept_type: 2, p_no: DemoIds.rootOrg });
    expect(find(nodes, sub)).toMatchObject({ name: '安全一科', p_no: dept });
    expect(find(nodes, project)).toMatchObject({ dept_type: 3, p_no: DemoIds.rootOrg });
    expect(find(nodes, job)).toMatchObject({ name: '项目经理', node_type: 3, is_manager: true, p_no: project });
  });

  it('checks names, node types and where a job may go', async () => {
    const v = (call: Promise<unknown>) => codeOf(call);
    expect(await v(admin.call(routes.createObs, { input_node_type: 2, input_name: ' ', no: DemoIds.rootOrg, node_type: 1 }))).toEqual({ code: 10001, msg: OrgMsg.deptNameRequired });
    expect(await v(admin.call(routes.createObs, { input_node_type: 3, no: DemoIds.officeDept, node_type: 2 }))).toEqual({ code: 10001, msg: OrgMsg.jobNameRequired });
    expect(await v(admin.call(routes.createObs, { input_node_type: 1, input_name: '子单位', no: DemoIds.rootOrg, node_type: 1 }))).toEqual({ code: 10001, msg: OrgMsg.inputNodeTypeInvalid });
    expect(await v(admin.call(routes.createObs, { input_node_type: 2, input_name: 'x', no: '', node_type: 1 }))).toEqual({ code: 10001, msg: OrgMsg.nodeRequired });
    expect(await v(admin.call(routes.createObs, { input_node_type: 2, input_name: 'x'.repeat(51), no: DemoIds.rootOrg, node_type: 1 }))).toEqual({ code: 10001, msg: OrgMsg.nameTooLong });
    expect(await v(addJob(DemoIds.rootOrg, '总经理'))).toEqual({ code: 10001, msg: OrgMsg.jobNeedsDept });
    expect(await v(addDept(DemoIds.rootOrg, '工程部'))).toEqual({ code: 10003, msg: Msg.deptNameTaken });
    expect(await v(addJob(DemoIds.engineeringDept, '施工员'))).toEqual({ code: 10003, msg: OrgMsg.jobNameTaken });
    expect((await v(addDept(unitB.dept_id, '渗透部'))).code).toBe(ResultCode.NOT_FOUND);
    expect((await v(addJob(unitB.dept_id, '渗透岗'))).code).toBe(ResultCode.NOT_FOUND);
  });

  it('renames and moves a department, never into its own subtree and never the root', async () => {
    const { id: a } = await addDept(DemoIds.rootOrg, '材料部');
    const { id: b } = await addDept(a, '材料一科');
    await admin.call(routes.updateDept, { dept_id: a, dept_name: '物资部' });
    await admin.call(routes.updateDept, { dept_id: b, p_dept_no: DemoIds.engineeringDept });
    const nodes = await tree();
    expect(find(nodes, a)?.name).toBe('物资部');
    expect(find(nodes, b)?.p_no).toBe(DemoIds.engineeringDept);
    expect(await codeOf(admin.call(routes.updateDept, { dept_id: DemoIds.engineeringDept, p_dept_no: b }))).toEqual({ code: 10003, msg: OrgMsg.moveIntoOwnSubtree });
    expect(await codeOf(admin.call(routes.updateDept, { dept_id: a, p_dept_no: a }))).toEqual({ code: 10003, msg: OrgMsg.moveIntoOwnSubtree });
    expect(await codeOf(admin.call(routes.updateDept, { dept_id: DemoIds.rootOrg, p_dept_no: a }))).toEqual({ code: 10003, msg: OrgMsg.rootNotMovable });
    expect(await codeOf(admin.call(routes.updateDept, { dept_id: a, dept_name: '综合管理部' }))).toEqual({ code: 10003, msg: Msg.deptNameTaken });
    expect((await codeOf(admin.call(routes.updateDept, { dept_id: unitB.dept_id, dept_name: 'x' }))).code).toBe(ResultCode.NOT_FOUND);
    expect((await codeOf(admin.call(routes.updateDept, { dept_id: a, p_dept_no: unitB.org_id }))).code).toBe(ResultCode.NOT_FOUND);
  });

  it('deletes an empty department with its empty jobs, and refuses the root, sub-departments, people and pending requests', async () => {
    const { id: empty } = await addDept(DemoIds.rootOrg, '临时部');
    const { id: emptyJob } = await addJob(empty, '临时岗');
    await admin.call(routes.deleteDept, { dept_id: empty });
    const nodes = await tree();
    expect(find(nodes, empty)).toBeUndefined();
    expect(find(nodes, emptyJob)).toBeUndefined();

    expect(await codeOf(admin.call(routes.deleteDept, { dept_id: DemoIds.rootOrg }))).toEqual({ code: 10003, msg: OrgMsg.rootNotDeletable });
    const { id: parent } = await addDept(DemoIds.rootOrg, '测量部');
    await addDept(parent, '测量一科');
    expect(await codeOf(admin.call(routes.deleteDept, { dept_id: parent }))).toEqual({ code: 10003, msg: OrgMsg.deptHasChildren });
    // 单位管理员 of 综合管理部 is held by demo.
    expect(await codeOf(admin.call(routes.deleteDept, { dept_id: DemoIds.officeDept }))).toEqual({ code: 10003, msg: OrgMsg.deptHasPeople });

    const { id: wanted } = await addDept(DemoIds.rootOrg, '招聘部');
    const { id: wantedJob } = await addJob(wanted, '招聘岗');
    const worker = await as({ user_no: 'worker', password: 'Worker@2026zy!' });
    await worker.call(routes.joinOrg, { invite_code: DemoInviteCode, dept_id: wanted, job_id: wantedJob });
    expect(await codeOf(admin.call(routes.deleteDept, { dept_id: wanted }))).toEqual({ code: 10003, msg: OrgMsg.deptHasRequests });
    expect(await codeOf(admin.call(routes.deleteJob, { job_id: wantedJob }))).toEqual({ code: 10003, msg: OrgMsg.jobHasRequests });
    expect((await codeOf(admin.call(routes.deleteDept, { dept_id: unitB.dept_id }))).code).toBe(ResultCode.NOT_FOUND);
    expect(find(await tree(), wanted)).toBeDefined();
  });

  it('renames, moves and re-flags a job; deletes it only when nobody holds it', async () => {
    const { id: job } = await addJob(DemoIds.engineeringDept, '测量员');
    await admin.call(routes.updateJob, { job_id: job, job_name: '测绘员', dept_id: DemoIds.projectDept, input_is_admin: 1 });
    expect(find(await tree(), job)).toMatchObject({ name: '测绘员', p_no: DemoIds.projectDept, is_manager: true });
    expect(await codeOf(admin.call(routes.updateJob, { job_id: job, job_name: '施工员' }))).toEqual({ code: 10003, msg: OrgMsg.jobNameTaken });
    expect(await codeOf(admin.call(routes.updateJob, { job_id: job, dept_id: DemoIds.rootOrg }))).toEqual({ code: 10001, msg: OrgMsg.jobNeedsDept });
    expect((await codeOf(admin.call(routes.updateJob, { job_id: unitBJob, job_name: 'x' }))).code).toBe(ResultCode.NOT_FOUND);
    expect((await codeOf(admin.call(routes.updateJob, { job_id: job, dept_id: unitB.dept_id }))).code).toBe(ResultCode.NOT_FOUND);

    expect(await codeOf(admin.call(routes.deleteJob, { job_id: DemoIds.adminJob }))).toEqual({ code: 10003, msg: OrgMsg.jobHasPeople });
    expect((await codeOf(admin.call(routes.deleteJob, { job_id: unitBJob }))).code).toBe(ResultCode.NOT_FOUND);
    await admin.call(routes.deleteJob, { job_id: job });
    expect(find(await tree(), job)).toBeUndefined();
  });
});
