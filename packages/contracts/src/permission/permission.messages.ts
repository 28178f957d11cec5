/** Texts of the menu, permission-object and permission-template calls (ours: the spec names the calls, not their messages). */
export const PermMsg = {
  userIdRequired: '用户id不能为空',
  notYourself: '只能查询自己的菜单和权限',
  nameTooLong: '名称不能超过50个字符',
  codeInvalid: '编码只能包含字母、数字、下划线、中划线、冒号和点，长度不超过64',
  menuIdRequired: '菜单id不能为空',
  menuNoRequired: '菜单编号不能为空',
  menuNoTaken: '菜单编号已存在',
  menuNameRequired: '菜单名称不能为空',
  menuTypeInvalid: '菜单类型只能是 0（目录）、1（内部菜单）或 2（外部链接）',
  parentRequired: '请选择上级菜单',
  parentNotDir: '只能添加在分组或目录下',
  routeRequired: '内部菜单的前端路由不能为空',
  routeInvalid: '前端路由须以 / 开头',
  outerUrlInvalid: '外部地址须以 http:// 或 https:// 开头',
  groupNotEditable: '顶级分组不能删除或移动',
  groupMustBeDir: '顶级分组只能是目录',
  menuHasChildren: '该菜单下还有子菜单，请先删除子菜单',
  directionInvalid: '排序方向只能是 up 或 down',
  alreadyFirst: '已经是第一个',
  alreadyLast: '已经是最后一个',
  objectUnknown: '权限项不存在',
  objectIdRequired: '权限项id不能为空',
  objectNoRequired: '权限项编码不能为空',
  objectNoTaken: '权限项编码已存在',
  objectNameRequired: '权限项名称不能为空',
  objectParentRequired: '请选择上级分类或页面',
  objectModuleRequired: '页面的路由不能为空',
  cateNoRequired: '分类编号不能为空',
  cateNameRequired: '分类名称不能为空',
  cateParentNotCate: '上级只能是分类',
  parentIsSelf: '上级不能是自己或自己的下级',
  notACategory: '该记录不是分类',
  notAnObject: '该记录是分类，请用分类的修改或删除',
  objectHasChildren: '该节点下还有下级，请先删除下级',
  objectInUse: '该权限项仍被菜单使用，请先修改菜单',
  templateIdRequired: '权限模板id不能为空',
  templateNameRequired: '权限模板名称不能为空',
  templateNameTaken: '权限模板名称已存在',
  objectNosInvalid: '包含不存在的权限项',
  jobIdsInvalid: '包含不存在的岗位',
  saved: '保存成功',
  deleted: '删除成功',
} as const;

/** What a code (menu_no, object_no) may be: the server's rule, and the forms' before they send (PermMsg.codeInvalid). */
export const PERM_CODE_PATTERN = /^[A-Za-z0-9_.:-]{1,64}$/;

/** The five top-level menu groups of spec-1 §3, in the order the top bar shows them. */
export const MenuGroups = [
  { menu_no: 'project_center', menu_name: '项目中心' },
  { menu_no: 'work-center', menu_name: '工作中心' },
  { menu_no: 'personal-center', menu_name: '个人中心' },
  { menu_no: 'resource-center', menu_name: '资源中心' },
  { menu_no: 'config-center', menu_name: '配置中心' },
] as const;

export type MenuGroupNo = (typeof MenuGroups)[number]['menu_no'];

/** Permission objects the contracts and the seed name (ARCHITECTURE.md rule 8). */
export const PermObject = {
  menuManage: 'platform.menu_manage',
  objectManage: 'platform.object_manage',
  templateManage: 'auth.template',
  templateGrant: 'auth.template.grant',
  orgManage: 'org.manage',
} as const;
