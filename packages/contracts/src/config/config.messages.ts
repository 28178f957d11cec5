/** Configuration (/configure, issue 19 item 5): a unit's code lists and its settings. */
export const ConfigObject = 'page.configure';

export const ConfigMsg = {
  codeTypeIdRequired: '代码类型ID不能为空',
  codeTypeNotFound: '代码类型不存在',
  codeTypeRequired: '类型编码不能为空',
  codeTypeInvalid: '类型编码须以字母开头，只含字母、数字和下划线',
  codeTypeExists: '类型编码已存在',
  codeTypeIsSystem: '该编码为系统类型，系统类型只读',
  typeNameRequired: '类型名称不能为空',
  codeValueIdRequired: '代码值ID不能为空',
  codeValueNotFound: '代码值不存在',
  valueRequired: '代码值不能为空',
  valueExists: '该类型下代码值已存在',
  valueNameRequired: '显示名称不能为空',
  sortInvalid: '排序须为 0 到 99999 的整数',
  flagInvalid: '取值只能为 0 或 1',
  nameRuleInvalid: '编号规则须包含 {seq}，只可使用 {yyyy}、{mm}、{dd}、{seq} 占位符',
  lonInvalid: '经度须在 -180 到 180 之间',
  latInvalid: '纬度须在 -90 到 90 之间',
  zoomInvalid: '地图缩放级别须为 3 到 18 的整数',
  idleInvalid: '会话空闲时间超出平台允许范围',
} as const;
