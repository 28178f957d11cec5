/** Fixed ids make the demo seed idempotent: every insert is "on conflict do nothing". */
export const DemoIds = {
  company: '01900000-0000-7000-8000-000000000001',
  rootOrg: '01900000-0000-7000-8000-000000000011',
  officeDept: '01900000-0000-7000-8000-000000000012',
  engineeringDept: '01900000-0000-7000-8000-000000000013',
  projectDept: '01900000-0000-7000-8000-000000000014',
  adminJob: '01900000-0000-7000-8000-000000000101',
  clerkJob: '01900000-0000-7000-8000-000000000102',
  builderJob: '01900000-0000-7000-8000-000000000103',
  inspectorJob: '01900000-0000-7000-8000-000000000104',
  projectManagerJob: '01900000-0000-7000-8000-000000000105',
  siteBuilderJob: '01900000-0000-7000-8000-000000000106',
  admin: '01900000-0000-7000-8000-000000001001',
  demo: '01900000-0000-7000-8000-000000001002',
  worker: '01900000-0000-7000-8000-000000001003',
} as const;

/** What a person types to join 演示建设集团 (printed at start and in the README). */
export const DemoInviteCode = 'ZYDEMX26';

export const demoDepartments = [
  { dept_id: DemoIds.rootOrg, parent_id: null, dept_type: 1, dept_name: '演示建设集团', sort_no: 0 },
  { dept_id: DemoIds.officeDept, parent_id: DemoIds.rootOrg, dept_type: 2, dept_name: '综合管理部', sort_no: 1 },
  { dept_id: DemoIds.engineeringDept, parent_id: DemoIds.rootOrg, dept_type: 2, dept_name: '工程部', sort_no: 2 },
  { dept_id: DemoIds.projectDept, parent_id: DemoIds.rootOrg, dept_type: 3, dept_name: '钱塘一号项目部', sort_no: 3 },
];

export const demoJobs = [
  { job_id: DemoIds.adminJob, dept_id: DemoIds.officeDept, job_name: '单位管理员', is_manager: false, sort_no: 1 },
  { job_id: DemoIds.clerkJob, dept_id: DemoIds.officeDept, job_name: '行政专员', is_manager: false, sort_no: 2 },
  { job_id: DemoIds.builderJob, dept_id: DemoIds.engineeringDept, job_name: '施工员', is_manager: false, sort_no: 1 },
  { job_id: DemoIds.inspectorJob, dept_id: DemoIds.engineeringDept, job_name: '质检员', is_manager: false, sort_no: 2 },
  { job_id: DemoIds.projectManagerJob, dept_id: DemoIds.projectDept, job_name: '项目经理', is_manager: true, sort_no: 1 },
  { job_id: DemoIds.siteBuilderJob, dept_id: DemoIds.projectDept, job_name: '施工员', is_manager: false, sort_no: 2 },
];
