/** Texts of check configuration (ours: spec-2 §2.3 lists the pages and §7.3 the common_check calls, not their wording). */
export const CheckMsg = {
  itemIdRequired: '检查项ID不能为空',
  itemNotFound: '检查项不存在',
  itemNameRequired: '检查项名称不能为空',
  itemCodeExists: '检查项编码已存在',
  formIdRequired: '表单ID不能为空',
  formNotFound: '表单不存在',
  formNameRequired: '表单名称不能为空',
  formNotDesigned: '表单尚未设计，请先保存表单设计',
  versionNotFound: '表单版本不存在',
  definitionInvalid: '表单定义不正确',
  sectionsRequired: '请至少添加一个分组',
  fieldsRequired: '请至少添加一个字段',
  fieldKeyDuplicate: '字段标识重复',
  optionsRequired: '选择题至少需要两个选项',
  rangeInvalid: '数值范围不正确',
  moduleIdRequired: '模块ID不能为空',
  moduleNotFound: '检查模块不存在',
  moduleNameRequired: '模块名称不能为空',
  templateIdRequired: '模板ID不能为空',
  templateNotFound: '检查模板不存在',
  templateNameRequired: '模板名称不能为空',
  templateRequired: '请选择检查模板',
  configIdRequired: '配置ID不能为空',
  configNotFound: '业务配置不存在',
  businessTypeInvalid: '业务类型不正确',
  recordIdRequired: '记录ID不能为空',
  recordNotFound: '检查记录不存在',
  answersRequired: '请填写检查内容',
  reportIdRequired: '报表ID不能为空',
  reportNotFound: '报表不存在',
  reportNameRequired: '报表名称不能为空',
  thirdIdRequired: '第三方系统ID不能为空',
  thirdNotFound: '第三方系统不存在',
  thirdNameRequired: '系统名称不能为空',
  urlInvalid: '地址应以 http:// 或 https:// 开头',
  materialIdRequired: '检测记录ID不能为空',
  materialNotFound: '检测记录不存在',
  materialNameRequired: '材料名称不能为空',
  resultInvalid: '检测结果不正确',
  dateInvalid: '日期格式不正确',
  statusInvalid: '状态不正确',
  projectInvalid: '项目不存在',
  formInvalid: '表单不存在',
  moduleInvalid: '检查模块不存在',
  attachmentsTooMany: '附件最多20个',
  attachmentInvalid: '附件无效，请重新上传',
  photoNotFound: '照片不存在，请重新上传',
  signatureNotFound: '签名不存在，请重新签名',
} as const;

/** Permission objects: each family's page (seeded for every menu page, decision 010). */
export const CheckObject = {
  item: 'page.checkItemManage',
  form: 'page.checkFormList',
  module: 'page.checkModuleManage',
  template: 'page.checkTemplateManage',
  result: 'page.checkResultNo',
  business: 'page.checkBusinessConfig',
  report: 'page.reportFormManage',
  third: 'page.thirdPartyList',
  material: 'page.materialCheck',
} as const;

/**
 * Businesses a check template applies to (issue 20: component acceptance, material entry, safety patrol) and, kind 2,
 * the monitoring businesses of /monitorBusinessConfig.
 */
export const BUSINESS_TYPE_NAMES: Record<number, string> = {
  1: '构件验收',
  2: '材料进场',
  3: '安全巡查',
  4: '质量巡检',
  11: '塔吊监测',
  12: '升降机监测',
  13: '环境监测',
};
export const CHECK_BUSINESS_TYPES = [1, 2, 3, 4] as const;
export const MONITOR_BUSINESS_TYPES = [11, 12, 13] as const;
export const BUSINESS_TYPES = [...CHECK_BUSINESS_TYPES, ...MONITOR_BUSINESS_TYPES] as const;

/** Results of a filled record or a material inspection: 1 pass, 2 fail. */
export const CHECK_RESULT_NAMES: Record<number, string> = { 1: '合格', 2: '不合格' };
export const ITEM_TYPE_NAMES: Record<number, string> = { 1: '质量', 2: '安全', 3: '材料', 4: '其他' };
