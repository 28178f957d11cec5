/** Texts of design units, design projects, deep design and drawings (ours: spec-2 §7.3 lists the calls, not their wording). */
export const DesignMsg = {
  orgIdRequired: '设计单位ID不能为空',
  orgNotFound: '设计单位不存在',
  parentOrgInvalid: '上级单位不存在',
  orgUnionSelf: '不能关联自身',
  orgIdsRequired: '请选择要关联的单位',
  projectIdRequired: '设计项目ID不能为空',
  projectNotFound: '设计项目不存在',
  projectNameRequired: '项目名称不能为空',
  projectCodeRequired: '项目编号不能为空',
  projectCodeExists: '项目编号已存在',
  platformProjectInvalid: '关联的项目不存在',
  consIdRequired: '施工信息ID不能为空',
  consNotFound: '施工信息不存在',
  consUnitRequired: '施工单位不能为空',
  dateInvalid: '日期格式不正确',
  deepIdRequired: '深化设计ID不能为空',
  deepNotFound: '深化设计不存在',
  deepTitleRequired: '深化设计名称不能为空',
  deepStatusInvalid: '确认结果不正确',
  deepReasonRequired: '请填写退回原因',
  deepAlreadyDone: '该深化设计已处理',
  paperIdRequired: '图纸ID不能为空',
  paperNotFound: '图纸不存在',
  paperNoRequired: '图纸编号不能为空',
  paperNoExists: '图纸编号已存在',
  paperNameRequired: '图纸名称不能为空',
  disciplineInvalid: '专业不正确',
  stageInvalid: '设计阶段不正确',
  fileRequired: '请上传图纸文件',
  fileInvalid: '图纸文件不存在',
  versionNotFound: '图纸版本不存在',
  resolveIdRequired: '分解节点ID不能为空',
  resolveNotFound: '分解节点不存在',
  resolveNameRequired: '节点名称不能为空',
  importFileRequired: '请上传Excel文件',
  importFileNotXlsx: '请上传 .xlsx 格式的文件',
  importFileTooLarge: '文件过大',
  importEmpty: '文件中没有数据',
  platformProjectRequired: '项目ID不能为空',
} as const;

export const DesignMsgWith = {
  /** A bad import row, named by its row number in the sheet. */
  badRow: (row: number, reason: string) => `第${row}行：${reason}`,
  synced: (added: number, updated: number) => `同步完成：新增${added}条，更新${updated}条`,
  imported: (n: number) => `导入成功：${n}个节点`,
};

/** Permission objects: each family's page (seeded for every menu page, decision 010). */
export const DesignObject = {
  design: 'page.designManage',
  deep: 'page.deepDesignConfirm',
  paper: 'page.draweManagement',
  resolve: 'page.projectDesignAndDecompose',
} as const;

/** Deep-design states: submitted (待确认), confirmed (已确认), returned (已退回). A project with none shows 0 未提交. */
export const DeepStatus = { none: 0, submitted: 1, confirmed: 2, returned: 3 } as const;
export const DEEP_STATUS_NAMES: Record<number, string> = { 0: '未提交', 1: '待确认', 2: '已确认', 3: '已退回' };

export const DISCIPLINES = ['建筑', '结构', '给排水', '电气', '暖通', '装配式'] as const;
export const DESIGN_STAGES = ['方案设计', '初步设计', '施工图设计', '深化设计'] as const;

/** Decomposition levels: project → building → floor → component type. */
export const ResolveLevel = { project: 1, building: 2, floor: 3, cpType: 4 } as const;
export const RESOLVE_LEVEL_NAMES: Record<number, string> = { 1: '项目', 2: '楼栋', 3: '楼层', 4: '构件类型' };

/** Drawing files: PDF or images, 10 MB each (the files module's limit). */
export const PAPER_IMPORT_MAX_BYTES = 5 * 1024 * 1024;
