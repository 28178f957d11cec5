/**
 * Data permissions (issue 19 item 2, spec-2 §6 "page data authorization"): for a page, which rows a job sees. The
 * spec names the route, not its behaviour or words; these are ours.
 */
export const DataScopeType = { all: 1, dept: 2, projects: 3, own: 4 } as const;
export type DataScopeTypeValue = (typeof DataScopeType)[keyof typeof DataScopeType];
export const DATA_SCOPE_TYPES: readonly DataScopeTypeValue[] = [1, 2, 3, 4];

export const DataScopeNames: Record<DataScopeTypeValue, string> = {
  1: '全部（本单位）',
  2: '本部门及下级',
  3: '本岗位的项目',
  4: '仅本人创建',
};

/**
 * The pages whose server calls enforce a data scope, and the scopes each can honour (a yard has a project but no
 * creator, so it offers no "mine"). The server refuses a setting outside this list; its resources declare the columns.
 */
export const DATA_SCOPE_PAGES: readonly { object_no: string; page_name: string; route: string; scopes: readonly DataScopeTypeValue[] }[] = [
  { object_no: 'page.ProjectList', page_name: '项目列表', route: '/ProjectList', scopes: [1, 2, 3, 4] },
  { object_no: 'page.yardList', page_name: '堆场管理', route: '/yardList', scopes: [1, 3] },
  { object_no: 'page.draweManagement', page_name: '图纸管理', route: '/draweManagement', scopes: [1, 3] },
  // Rows keyed by project: the job's projects limit their lists, exports and details (a component's, a device's …).
  { object_no: 'page.componList', page_name: '构件列表', route: '/componList', scopes: [1, 3] },
  { object_no: 'page.sensorList', page_name: '现场设备与数据', route: '/sensorList', scopes: [1, 3] },
  { object_no: 'page.AlarmRecord', page_name: '报警记录', route: '/AlarmRecord', scopes: [1, 3] },
  { object_no: 'page.checkResultNo', page_name: '检查结果', route: '/checkResultNo', scopes: [1, 3, 4] },
  { object_no: 'page.modelManage', page_name: '模型管理', route: '/modelManage', scopes: [1, 3] },
  { object_no: 'page.projectFile', page_name: '项目文件', route: '/projectFile', scopes: [1, 3] },
  { object_no: 'page.ProjectGantt', page_name: '项目进度计划', route: '/ProjectGantt', scopes: [1, 3] },
  { object_no: 'page.constructionSection', page_name: '施工标段', route: '/constructionSection', scopes: [1, 3] },
  { object_no: 'page.imageProgressList', page_name: '形象进度', route: '/imageProgressList', scopes: [1, 3] },
];

/** The data-scope pages of the project-keyed families, by name (the server's routes and the tests name them). */
export const DataScopePage = {
  projects: 'page.ProjectList',
  yards: 'page.yardList',
  drawings: 'page.draweManagement',
  components: 'page.componList',
  siteDevices: 'page.sensorList',
  alarms: 'page.AlarmRecord',
  checkRecords: 'page.checkResultNo',
  models: 'page.modelManage',
  projectFiles: 'page.projectFile',
  schedules: 'page.ProjectGantt',
  constructionSections: 'page.constructionSection',
  imageProgress: 'page.imageProgressList',
} as const;

/** The permission objects of the two pages (their page objects, as the menu seed names them). */
export const DataAuthObject = {
  pageDataAuth: 'page.pageDataAuth',
  orgManage: 'page.orgManage',
} as const;

export const DataAuthMsg = {
  jobIdRequired: '岗位id不能为空',
  jobNotFound: '岗位不存在',
  pageInvalid: '该页面不支持数据权限',
  scopeInvalid: '该页面不支持所选的数据范围',
  projectIdsInvalid: '包含不存在的项目',
  templateIdsInvalid: '包含不存在的权限模板',
  listTooLong: '设置的页面过多',
  saved: '保存成功',
} as const;
