/** Texts of work reports and warning records (ours: spec-2 §7.3 lists the calls, not their wording). */
export const WorkMsg = {
  reportIdRequired: '汇报ID不能为空',
  reportNotFound: '工作汇报不存在',
  reportTypeInvalid: '汇报类型不正确',
  reportDateInvalid: '汇报日期格式不正确',
  titleRequired: '汇报标题不能为空',
  contentRequired: '汇报内容不能为空',
  contentTooLong: '汇报内容最多5000个字',
  projectInvalid: '项目不存在',
  sortNoInvalid: '排序号应为0到9999的整数',
  attachmentsInvalid: '附件不正确',
  tooManyAttachments: '附件最多10个',
  warnIdRequired: '预警ID不能为空',
  warnNotFound: '预警记录不存在',
  warnSourceInvalid: '预警来源不正确',
  warnLevelInvalid: '预警级别不正确',
  warnMessageRequired: '预警内容不能为空',
  handledInvalid: '处理状态不正确',
} as const;

/** Permission objects: the pages of the two lists (ours: the route table has no page for them). */
export const WorkObject = { report: 'page.workReport', warn: 'page.warnRecord' } as const;

export const REPORT_TYPE_NAMES: Record<number, string> = { 1: '日报', 2: '周报' };
export const WARN_SOURCES = ['device', 'project', 'system', 'api'] as const;
export const WARN_SOURCE_NAMES: Record<string, string> = { device: '设备', project: '项目', system: '系统', api: '接口监控' };
export const WARN_LEVEL_NAMES: Record<number, string> = { 1: '提示', 2: '一般', 3: '严重', 4: '紧急' };
export const HANDLED_NAMES: Record<number, string> = { 0: '未处理', 1: '已处理' };
