/**
 * Every word the resource kit shows by itself, in Simplified Chinese. A second language is one more object of this
 * shape handed to <ResourceKitProvider messages={…}>; pages pass only their nouns and field titles.
 */
export const zhCN = {
  search: '查询',
  reset: '重置',
  create: '新增',
  createOf: (noun: string) => `新增${noun}`,
  edit: '编辑',
  editOf: (noun: string) => `编辑${noun}`,
  delete: '删除',
  cancel: '取消',
  save: '保存',
  actions: '操作',
  confirmDelete: '确定删除吗？',
  confirmDeleteOf: (name: string) => `确定删除“${name}”吗？`,
  export: '导出',
  exporting: '正在导出…',
  exportTooMany: (max: number) => `最多导出 ${max} 条，请缩小查询范围`,
  empty: '暂无数据',
  emptyOf: (noun: string) => `暂无${noun}`,
  emptySearch: (noun: string, search: string) => `没有找到与“${search}”相关的${noun}`,
  loadFailed: '加载失败',
  loadFailedOf: (noun: string) => `${noun}列表加载失败`,
  retry: '重试',
  /** The spec's wording (Msg.error403). */
  forbidden: '抱歉,暂无此权限',
  forbiddenHint: '请联系单位管理员开通',
  saved: '保存成功',
  deleted: '删除成功',
  total: (n: number) => `共 ${n} 条`,
  required: (title: string) => `${title}不能为空`,
  tooLong: (title: string, max: number) => `${title}不能超过 ${max} 个字符`,
  inputPlaceholder: (title: string) => `请输入${title}`,
  selectPlaceholder: (title: string) => `请选择${title}`,
  none: '—',
  reject: '驳回',
  rejectReason: '驳回原因',
  rejectReasonPlaceholder: '驳回原因（选填）',
};

/** The shape a message table of another language must have. */
export type ResourceMessages = { [K in keyof typeof zhCN]: (typeof zhCN)[K] extends string ? string : (typeof zhCN)[K] };
