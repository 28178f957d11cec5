import type { organisation } from '@zhuyun/contracts';

type OrgNode = organisation.OrgTreeNode;
const node = (id: string, name: string, node_type: number, children: OrgNode[] = []): OrgNode => ({
  id,
  no: id,
  name,
  company_id: 'c1',
  node_type,
  dept_type: node_type === 3 ? null : node_type === 1 ? 1 : 2,
  is_manager: false,
  p_no: null,
  children_list: children,
});

export const JOB_BUILDER = '01900000-0000-7000-8000-000000000103';
export const JOB_INSPECTOR = '01900000-0000-7000-8000-000000000104';
export const PROJECT_A = '01900000-0000-7000-8000-000000010001';
export const PROJECT_B = '01900000-0000-7000-8000-000000010002';

/** 演示建设集团 → 工程部 → 施工员, 质检员. */
export const orgTree = {
  data: {
    list: [node('org', '演示建设集团', 1, [node('dept', '工程部', 2, [node(JOB_BUILDER, '施工员', 3), node(JOB_INSPECTOR, '质检员', 3)])])],
  },
};

const project = (project_id: string, project_name: string, project_code: string) => ({ project_id, project_name, project_code });
export const projectList = {
  data: { list: [project(PROJECT_A, '未来科技城项目', 'HZ-1'), project(PROJECT_B, '文教中心项目', 'HZ-2')], total_count: 2, cur_page: 1, page_size: 5000 },
};

export const LOAD = { timeout: 30_000 };
