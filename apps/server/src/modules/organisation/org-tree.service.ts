import { organisation } from '@zhuyun/contracts';
import { fail } from '../../platform/errors';
import type { DeptRow, JobRow, OrgRepo } from './org.repo';

type OrgTreeNode = organisation.OrgTreeNode;
const { NodeType } = organisation;

export interface TreeOptions {
  node_no?: string;
  show_dept: 0 | 1;
  show_job: 0 | 1;
  dept_type?: number;
}

/** Nests the unit's departments (and, when asked, their jobs first) under the root org. */
export function buildOrgTree(depts: DeptRow[], jobRows: JobRow[], opts: TreeOptions, templated: ReadonlySet<string> = new Set()): OrgTreeNode[] {
  const childDepts = new Map<string | null, DeptRow[]>();
  for (const d of depts) childDepts.set(d.parent_id, [...(childDepts.get(d.parent_id) ?? []), d]);
  const jobsOf = new Map<string, JobRow[]>();
  for (const j of jobRows) jobsOf.set(j.dept_id, [...(jobsOf.get(j.dept_id) ?? []), j]);

  const jobNode = (j: JobRow): OrgTreeNode => ({
    id: j.job_id,
    no: j.job_id,
    name: j.job_name,
    company_id: j.company_id,
    node_type: NodeType.job,
    dept_type: null,
    is_manager: j.is_manager,
    has_template: templated.has(j.job_id),
    p_no: j.dept_id,
    children_list: [],
  });
  const keep = (d: DeptRow) => d.dept_type === 1 || ((opts.show_dept === 1) && (opts.dept_type === undefined || d.dept_type === opts.dept_type));
  const deptNode = (d: DeptRow): OrgTreeNode => ({
    id: d.dept_id,
    no: d.dept_id,
    name: d.dept_name,
    company_id: d.company_id,
    node_type: d.dept_type === 1 ? NodeType.org : NodeType.dept,
    dept_type: d.dept_type,
    is_manager: false,
    p_no: d.parent_id,
    children_list: [
      ...(opts.show_job === 1 ? (jobsOf.get(d.dept_id) ?? []).map(jobNode) : []),
      ...(childDepts.get(d.dept_id) ?? []).filter(keep).map(deptNode),
    ],
  });

  if (opts.node_no) {
    const start = depts.find((d) => d.dept_id === opts.node_no);
    if (!start) throw fail.notFound();
    return [deptNode(start)];
  }
  return (childDepts.get(null) ?? []).map(deptNode);
}

export class OrgTreeService {
  constructor(private readonly repo: OrgRepo) {}

  async tree(companyId: string, opts: TreeOptions): Promise<OrgTreeNode[]> {
    const withJobs = opts.show_job === 1;
    const [depts, jobRows, templated] = await Promise.all([
      this.repo.departments(companyId),
      withJobs ? this.repo.jobs(companyId) : [],
      withJobs ? this.repo.jobsWithTemplate(companyId) : new Set<string>(),
    ]);
    return buildOrgTree(depts, jobRows, opts, templated);
  }
}
