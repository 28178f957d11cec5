/** Texts and codes of the audit trail and of My sessions (ours: issue 15 names the calls, not their wording). */
export const AuditMsg = {
  timeInvalid: '时间格式不正确',
  actionInvalid: '操作类型不正确',
  sessionIdRequired: '会话ID不能为空',
  sessionNotFound: '会话不存在或已结束',
  endTargetRequired: '请选择要结束的会话',
  sessionEnded: '已结束',
  chainIntact: '审计链完整',
  chainBroken: '审计链在此处断开',
} as const;

/** What an audit entry records; the web shows each in Chinese (AuditActionLabel). */
export const AuditAction = {
  create: 'create',
  update: 'update',
  delete: 'delete',
  signIn: 'sign_in',
  signInFailed: 'sign_in_failed',
  signOut: 'sign_out',
  switchUnit: 'switch_unit',
  switchJob: 'switch_job',
  approve: 'approve',
  reject: 'reject',
  permissionChange: 'permission_change',
  templateChange: 'template_change',
  deviceKeyChange: 'device_key_change',
  sessionEnd: 'session_end',
  passwordChange: 'password_change',
} as const;
export type AuditAction = (typeof AuditAction)[keyof typeof AuditAction];

export const AUDIT_ACTIONS = Object.values(AuditAction) as [AuditAction, ...AuditAction[]];

/** The sign-in history tab of /logManagement is these entries of the trail. */
export const SIGN_IN_ACTIONS: readonly AuditAction[] = [AuditAction.signIn, AuditAction.signInFailed, AuditAction.signOut];

export const AuditActionLabel: Record<AuditAction, string> = {
  create: '新增',
  update: '修改',
  delete: '删除',
  sign_in: '登录成功',
  sign_in_failed: '登录失败',
  sign_out: '退出登录',
  switch_unit: '切换单位',
  switch_job: '切换岗位',
  approve: '审核通过',
  reject: '审核驳回',
  permission_change: '权限变更',
  template_change: '模板变更',
  device_key_change: '设备密钥变更',
  session_end: '结束会话',
  password_change: '修改密码',
};

/** Why a chain link is broken: a row changed, a row missing (a gap in seq), or entries cut from its end. */
export const ChainBreak = { altered: 'altered', link: 'link', missing: 'missing', truncated: 'truncated' } as const;

/** The audit trail and sign-in history are the 日志管理 page's (seeded for every menu page, decision 010). */
export const AuditObject = 'page.logManagement';
