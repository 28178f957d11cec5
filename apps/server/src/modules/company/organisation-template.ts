/**
 * What a new unit and a new project department start with, so a person can be placed at once: the unit's root org,
 * two departments with their usual posts, and the posts of a project department (its 项目经理 approves joins to it).
 */
export const NEW_UNIT_DEPARTMENTS = [
  { key: 'office', dept_name: '综合管理部', jobs: ['单位管理员', '行政专员'] },
  { key: 'engineering', dept_name: '工程部', jobs: ['施工员', '质检员'] },
] as const;

export const UNIT_ADMIN_JOB = '单位管理员';

export const PROJECT_DEPT_JOBS = [
  { job_name: '项目经理', is_manager: true },
  { job_name: '技术负责人', is_manager: false },
  { job_name: '施工员', is_manager: false },
  { job_name: '质检员', is_manager: false },
  { job_name: '安全员', is_manager: false },
] as const;

export const DeptType = { org: 1, department: 2, projectDepartment: 3 } as const;

/**
 * The unit's company type (which big-screen view it gets, spec-2 §2.1) from the first business it named: building,
 * municipal and prefabricated work make a construction unit, component production a component factory, design a
 * design unit, supervision a supervisor, quality supervision a regulator.
 */
const COMPANY_TYPE_BY_BUSINESS: Record<string, number> = { '1': 4, '2': 4, '3': 4, '4': 7, '5': 3, '6': 6, '7': 1 };

export function companyTypeOf(businessTypes: string[]): number | null {
  return COMPANY_TYPE_BY_BUSINESS[businessTypes[0] ?? ''] ?? null;
}
