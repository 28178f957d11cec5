/** Texts of the login-mode page (ours: the spec names the page, not its words). */
export const LoginModeText = {
  passwordTitle: '账号密码登录',
  passwordDesc: '使用用户名和密码登录，始终开启',
  changePassword: '修改密码',
  smsTitle: '手机验证码登录',
  smsDesc: '使用绑定的手机号接收验证码登录',
  noPhone: '未绑定手机号',
  wechatTitle: '微信扫码登录',
  wechatUnbound: '未绑定微信，绑定后可使用微信扫码登录',
  bind: '绑定',
  unbind: '解除绑定',
  unbindConfirmTitle: '解除微信绑定',
  unbindConfirm: '解除后将不能使用该微信扫码登录，确定解除绑定吗？',
  on: '已开启',
  bound: '已绑定',
  boundAt: '绑定时间',
  loadFailed: '登录方式加载失败',
  sessionsTitle: '登录设备',
  sessionsFailed: '登录设备加载失败',
  currentSession: '当前设备',
  endSession: '下线',
  endConfirm: '确定让该设备下线吗？其下一次操作将需要重新登录。',
  endOthers: '下线其他所有设备',
  endOthersConfirm: '确定让除当前设备外的所有设备下线吗？',
  unknownDevice: '未知设备',
  ip: 'IP',
  signedInAt: '登录于',
  lastUsed: '最近使用',
} as const;

/** 13812345678 → 138****5678; anything else is shown as it is. */
export function maskPhone(phone: string): string {
  return phone.replace(/^(\d{3})\d{4}(\d{4})$/, '$1****$2');
}
