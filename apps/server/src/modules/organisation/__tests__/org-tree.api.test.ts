import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Msg, ResultCode, routes, type organisation } from '@zhuyun/contracts';
import { DemoIds } from '../../../db/seed/demo.seed';
import { codeOf, createTestApp, type TestApp } from '../../../testing/test-app';
import { addMember, createUnit, createUser, type TestUnit, type TestUser } from '../../../testing/fixtures';

type Node = organisation.OrgTreeNode;
const names = (nodes: Node[] | undefined) => (nodes ?? []).map((n) => n.name);

// The organisation tree of the session's unit (spec-1 §7 get_org_tree): departments, optionally jobs, never another unit's.
describe('organisation tree', () => {
  let t: TestApp;
  let unitB: TestUnit;
  let memberA: TestUser;
  let memberB: TestUser;
  const as = async (user: { user_no: string; password: string }) => {
    const client = t.client();
    await client.loginAs(user.user_no, user.password);
    return client.api;
  };
  const demo = () => as({ user_no: 'demo', password: 'Demo@2026zy!' });

  beforeAll(async () => {
    t = await createTestApp();
    const { db } = t.database;
    unitB = await createUnit(db, { company_name: '乙方建设公司' });
    memberA = await createUser(db);
    await addMember(db, DemoIds.company, memberA.user_id, new Date(), '资料员');
    memberB = await createUser(db);
    await addMember(db, unitB.company_id, memberB.user_id);
  });
  afterAll(async () => t?.close());

  it('nests the departments under the root org, in their order, without jobs by default', async () => {
    const { list } = await (await demo()).call(routes.getOrgTree, {});
    expect(list).toHaveLength(1);
    const root = list[0] as Node;
    expect(root).toMatchObject({ id: DemoIds.rootOrg, no: DemoIds.rootOrg, name: '演示建设集团', node_type: 1, dept_type: 1, p_no: null, company_id: DemoIds.company });
    expect(names(root.children_list)).toEqual(['综合管理部', '工程部', '钱塘一号项目部']);
    expect(root.children_list.map((n) => [n.node_type, n.dept_type, n.p_no])).toEqual([
      [2, 2, DemoIds.rootOrg],
      [2, 2, DemoIds.rootOrg],
      [2, 3, DemoIds.rootOrg],
    ]);
    expect(root.children_list.every((n) => n.children_list.every((c) => c.node_type !== 3))).toBe(true);
  });

  it('adds jobs as node_type 3 under their departments with show_job 1', async () => {
    const { list } = await (await demo()).call(routes.getOrgTree, { show_job: '1' });
    const [office, , project] = list[0]?.children_list ?? [];
    // addMember gave memberA a new job 资料员 in some department; the seeded ones keep their order.
    expect(office?.children_list.filter((n) => n.name !== '资料员').map((n) => [n.name, n.node_type, n.p_no])).toEqual([
      ['单位管理员', 3, DemoIds.officeDept],
      ['行政专员', 3, DemoIds.officeDept],
    ]);
    expect(project?.children_list.find((n) => n.name === '项目经理')).toMatchObject({ id: DemoIds.projectManagerJob, is_manager: true, dept_type: null });
  });

  it('says of each job whether it holds a permission template, so the account form can name a post without one', async () => {
    const { list } = await (await demo()).call(routes.getOrgTree, { show_job: '1' });
    const jobs: Node[] = [];
    const walk = (nodes: Node[]) => nodes.forEach((n) => (n.node_type === 3 ? jobs.push(n) : walk(n.children_list)));
    walk(list);
    const flag = (id: string) => jobs.find((j) => j.id === id)?.has_template;
    expect([flag(DemoIds.adminJob), flag(DemoIds.clerkJob), flag(DemoIds.builderJob)]).toEqual([true, true, true]);
    expect([flag(DemoIds.inspectorJob), flag(DemoIds.projectManagerJob)]).toEqual([false, false]);
    expect(list[0]?.has_template).toBeUndefined();
  });

  it('keeps only departments of dept_type, or only the root org with show_dept 0', async () => {
    const api = await demo();
    const projects = await api.call(routes.getOrgTree, { dept_type: 3 });
    expect(names(projects.list[0]?.children_list)).toEqual(['钱塘一号项目部']);
    const orgOnly = await api.call(routes.getOrgTree, { show_dept: 0 });
    expect(names(orgOnly.list)).toEqual(['演示建设集团']);
    expect(orgOnly.list[0]?.children_list).toEqual([]);
  });

  it('answers one node and what lies below it for node_no', async () => {
    const { list } = await (await demo()).call(routes.getOrgTree, { node_no: DemoIds.engineeringDept, node_type: 2, show_job: 1 });
    expect(names(list)).toEqual(['工程部']);
    expect(names(list[0]?.children_list).filter((n) => n !== '资料员')).toEqual(['施工员', '质检员']);
  });

  it('answers 10002 for another unit\'s node or an id that names nothing', async () => {
    const api = await demo();
    for (const node_no of [unitB.dept_id, unitB.org_id, 'not-an-id', DemoIds.builderJob]) {
      expect((await codeOf(api.call(routes.getOrgTree, { node_no }))).code).toBe(ResultCode.NOT_FOUND);
    }
  });

  it('shows each unit its own tree: the tenant comes from the session', async () => {
    const { list } = await (await as(memberB)).call(routes.getOrgTree, { company_id: DemoIds.company } as never);
    expect(names(list)).toEqual(['乙方建设公司']);
    expect(names(list[0]?.children_list)).toEqual(['工程部']);
  });

  it('lets any approved member read the tree, and refuses a person without a unit (10403)', async () => {
    expect(names((await (await as(memberA)).call(routes.getOrgTree, {})).list)).toEqual(['演示建设集团']);
    const worker = await as({ user_no: 'worker', password: 'Worker@2026zy!' });
    expect(await codeOf(worker.call(routes.getOrgTree, {}))).toEqual({ code: ResultCode.FORBIDDEN, msg: Msg.joinUnitFirst });
  });
});
