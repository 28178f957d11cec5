/** Texts of the labour family (ours: spec-2 §2.4 names the topics of /labor, not their wording). */
export const LaborMsg = {
  personIdRequired: '人员ID不能为空',
  personNameRequired: '姓名不能为空',
  personNameTooLong: '姓名不能超过20个字符',
  idCardRequired: '身份证号不能为空',
  idCardInvalid: '身份证号格式不正确',
  idCardExists: '该身份证号已登记',
  phoneInvalid: '请输入11位有效手机号号码',
  personNotFound: '人员不存在',
  teamIdRequired: '班组ID不能为空',
  teamNameRequired: '班组名称不能为空',
  teamNameTooLong: '班组名称不能超过30个字符',
  teamNameExists: '班组名称已存在',
  teamNotFound: '班组不存在',
  teamInUse: '班组下还有人员，不能删除',
  workTypeIdRequired: '工种ID不能为空',
  workTypeNameRequired: '工种名称不能为空',
  workTypeNameTooLong: '工种名称不能超过30个字符',
  workTypeNameExists: '工种名称已存在',
  workTypeNotFound: '工种不存在',
  workTypeInUse: '该工种下还有人员，不能删除',
} as const;

/** The permission object of every labour call: the 劳务管理 page's (seeded for every menu page, decision 010). */
export const LaborObject = 'page.labor';

/** Texts of a project's labour teams (spec-2 §7.3 labor_team, labor_team_user). */
export const ProjectTeamMsg = {
  linkIdRequired: '项目班组ID不能为空',
  linkNotFound: '项目班组不存在',
  linkExists: '该班组已进入本项目',
  projectIdRequired: '项目ID不能为空',
  projectNotFound: '项目不存在',
  exitBeforeEntry: '退场日期不能早于进场日期',
} as const;
