/** Texts of /logManagement (ours: issue 19 names the tabs, not their words). */
export const LogsText = {
  title: '日志管理',
  auditTab: '审计日志',
  signInTab: '登录记录',
  auditNoun: '审计日志',
  signInNoun: '登录记录',
  at: '时间',
  actor: '操作人',
  actorSearch: '操作人姓名或ID',
  action: '操作',
  objectType: '对象类型',
  objectId: '对象',
  objectSearch: '对象类型或ID',
  digests: '变更摘要（前 → 后）',
  ip: 'IP',
  device: '设备',
  detail: '说明',
  result: '结果',
  from: '开始日期',
  to: '结束日期',
  verify: '校验审计链',
  verifying: '校验中…',
  intact: (n: number) => `审计链完整，已校验 ${n} 条`,
  broken: (seq: number, reason: string) => `审计链在第 ${seq} 条断开（${reason}）`,
  verifyFailed: '校验失败',
  success: '成功',
  failure: '失败',
  signOut: '退出',
} as const;

/** Why a link broke, in words an administrator reads. */
export const BreakReasonText: Record<string, string> = {
  altered: '记录被修改',
  link: '前一条记录的哈希不符',
  missing: '记录被删除',
  truncated: '末尾记录被删除',
};
