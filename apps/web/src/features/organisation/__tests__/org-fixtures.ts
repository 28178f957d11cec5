import { routes } from '@zhuyun/contracts';
import { FakeApi } from '../../../testing/fake-api';

const node = (id: string, name: string, node_type: number, dept_type: number | null, p_no: string | null, children_list: unknown[] = [], is_manager = false) => ({
  id, no: id, name, company_id: 'c1', node_type, dept_type, is_manager, p_no, children_list,
  // 项目经理 holds no permission template yet.
  ...(node_type === 3 ? { has_template: id !== 'j-pm' } : {}),
});

/** 演示建设集团 with 工程部 (施工员, 质检员) and 钱塘一号项目部 (项目经理, without a permission template). */
export const demoTree = [
  node('root', '演示建设集团', 1, 1, null, [
    node('d-eng', '工程部', 2, 2, 'root', [node('j-builder', '施工员', 3, null, 'd-eng'), node('j-inspector', '质检员', 3, null, 'd-eng')]),
    node('d-proj', '钱塘一号项目部', 2, 3, 'root', [node('j-pm', '项目经理', 3, null, 'd-proj', [], true)]),
  ]),
];

export const account = (user_id: string, user_name: string, extra: Record<string, unknown> = {}) => ({
  user_id, user_no: `no${user_id}`, user_name, phone: '13900000001', status: 1, is_admin: false, join_date: '2026-11-20T08:00:00.000Z',
  job_data: [{ job_id: 'j-builder', job_name: '施工员', dept_id: 'd-eng', dept_name: '工程部' }], job_name: '施工员', dept_name: '工程部', ...extra,
});

export const jobUser = (user_id: string, user_name: string) => ({
  user_id, user_no: `no${user_id}`, user_name, phone: '13900000002', status: 1, is_admin: false, create_date: '2026-11-20T08:00:00.000Z',
});

export const listOf = <T>(list: T[], total = list.length) => ({ data: { list, total_count: total, cur_page: 1, page_size: 10 } });

export function orgApi() {
  return new FakeApi()
    .on(routes.getUserDetail, { data: { company_name: '演示建设集团', job_data: [] } })
    .on(routes.getOrgTree, { data: { list: demoTree } })
    .on(routes.getJobAccountList, listOf([jobUser('u1', '李工')]))
    .on(routes.getDeptAndSubUserList, (p) => listOf(p.search ? [account('u3', '王五')] : [account('u1', '李工'), account('u2', '赵工', { status: 2, job_name: '质检员' })]))
    .on(routes.createObs, { msg: '创建成功', data: { id: 'new' } })
    .on(routes.deleteDept, { msg: '删除成功', data: null })
    .on(routes.batchCreateJobUser, { msg: '保存成功', data: { added: 1 } })
    .on(routes.deleteJobUser, { msg: '删除成功', data: null })
    .on(routes.chgStatus, { msg: '已冻结', data: { user_id: 'u1', status: 2 } })
    .on(routes.addUser, { msg: '创建成功', data: { user_id: 'u9' } })
    .on(routes.delUser, { msg: '删除成功', data: null });
}
