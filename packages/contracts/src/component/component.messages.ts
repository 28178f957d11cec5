/** Texts of the component family (ours: the spec names the calls, not their wording). */
export const ComponentMsg = {
  projectIdRequired: '请选择项目',
  componentIdRequired: '构件ID不能为空',
  componentNotFound: '构件不存在',
  cpNumRequired: '构件编号不能为空',
  cpTypeRequired: '构件类型不能为空',
  cpTypeUnknown: '构件类型不存在',
  progressInvalid: '构件进度不正确',
  progressBackwards: '构件进度不能回退',
  dateInvalid: '日期格式应为YYYY-MM-DD',
  reportResultInvalid: '检验结果不正确',
  reportResultRequired: '请选择检验结果',
  reportSaved: '检验结果已保存',
  numberInvalid: '数值不正确',
  sortInvalid: '排序字段不正确',
  dateFieldInvalid: '日期类型不正确',
  nodeTypeInvalid: '二维码类型不正确',
  buildNoRequired: '楼栋号不能为空',
  carNotFound: '车辆不存在',
  // Import
  fileRequired: '请上传文件',
  fileNotXlsx: '请上传xlsx格式的Excel文件',
  fileTooLarge: '文件过大',
  headerInvalid: '表头与模板不一致，请下载最新模板',
  noRows: '文件中没有构件数据',
  cpNumDuplicate: '构件编号重复',
  cpNumExists: '构件编号已存在',
  tooManyRows: '单次最多导入100000行',
  importFailed: '导入失败，请下载错误文件查看原因',
  importErrorsGone: '错误文件已过期，请重新导入',
  imported: '导入成功',
} as const;

export const ComponentMsgWith = {
  imported: (n: number) => `导入成功，共 ${n} 条`,
  importFailed: (n: number) => `导入失败：${n} 处错误，请下载错误文件查看原因`,
} as const;
