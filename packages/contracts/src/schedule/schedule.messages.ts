/** Texts of the schedule family: construction sections, the Gantt schedule, project files (ours: the spec names the calls only). */
export const ScheduleMsg = {
  projectIdRequired: '项目ID不能为空',
  projectNotFound: '项目不存在',
  dateInvalid: '日期格式应为YYYY-MM-DD',
  endBeforeStart: '结束日期不能早于开始日期',
  progressInvalid: '进度应为0到100之间的整数',
  constructionIdRequired: '标段ID不能为空',
  constructionNameRequired: '标段名称不能为空',
  constructionNotFound: '标段不存在',
  ganttNameRequired: '计划名称不能为空',
  ganttNotFound: '进度计划不存在',
  ganttIdRequired: '进度计划ID不能为空',
  taskNameRequired: '任务名称不能为空',
  taskIdRequired: '任务ID不能为空',
  taskNotFound: '任务不存在',
  tasksTooMany: '一个计划最多2000个任务',
  dependencyUnknown: '前置任务不存在',
  taskIdDuplicate: '任务ID重复',
  taskIdTaken: '任务ID已被其他计划使用',
  dependencyCycle: '任务依赖存在循环',
  dependencySelf: '任务不能依赖自身',
  importFileRequired: '请上传Excel文件',
  importFileInvalid: '文件不是有效的Excel（.xlsx）文件',
  importFileTooLarge: '文件不能超过5MB',
  importEmpty: 'Excel中没有任务',
  importHeaderInvalid: '表头不正确，请使用导出的进度计划格式',
  importNoDuplicate: '序号为空、过长或重复',
  importRowInvalid: (row: number, why: string) => `第${row}行：${why}`,
} as const;

/** Who may change a project's sections and schedule: each page's own object (menu seed: page.<route>). */
export const ScheduleObject = {
  construction: 'page.constructionSection',
  gantt: 'page.ProjectGantt',
  files: 'page.projectFile',
} as const;
