/**
 * The five top menu groups of spec-1 §3, each opening its redirect centre (spec-2 §2.3), which goes on to the
 * group's first menu.
 */
export const TOP_MENU_GROUPS = [
  { key: 'project_center', label: '项目中心', path: '/redirectProjectCenter' },
  { key: 'work-center', label: '工作中心', path: '/redirectWorkCenter' },
  { key: 'personal-center', label: '个人中心', path: '/redirectPersonalCenter' },
  { key: 'resource-center', label: '资源中心', path: '/redirectResourceCenter' },
  { key: 'config-center', label: '配置中心', path: '/redirectConfigCenter' },
] as const;

export const HOME_PATH = '/homepage';

