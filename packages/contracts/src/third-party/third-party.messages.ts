/** Texts of external systems, token hand-over and third-party login. Spec texts are marked; the rest are ours. */
export const ThirdPartyMsg = {
  // spec-1 §6 — an external menu item whose system is not bound
  systemUnbound: '未绑定系统，请先在"个人中心-我的应用"页面中任意点击一个路由进行绑定后再操作',
  // spec-1 §8 — an external menu item without a URL or route
  externalMenuIncomplete: "当前菜单的URL或路由不能为空,请在'公共中心-应用管理'页面下进行确认",
  // ours — external systems and hand-over
  appSysNoRequired: 'app_sys_no不能为空',
  systemNotFound: '该系统不存在，请在"公共中心-应用管理"页面下确认',
  notYourUser: 'user_id 与当前登录用户不符',
  shortTokenRequired: 'short_token不能为空',
  shortTokenUnknown: '登录凭证无效，请返回原系统重新进入',
  shortTokenExpired: '登录凭证已过期（有效期60秒），请返回原系统重新进入',
  shortTokenUsed: '登录凭证已被使用，请返回原系统重新进入',
  handoverMissingToken: '缺少登录凭证（tokenId），请从原系统重新进入',
  handoverPathMissing: '缺少目标页面（path），已进入首页',
  handoverWorking: '正在进入系统…',
  // ours — third-party login
  providerOff: '第三方登录未开启',
  providerInvalid: 'provider 只能是 wechat 或 dev',
  checkTypeInvalid: 'type 只能是 0（扫码登录）',
  thirdTypeInvalid: 'third_type 只能是 2（微信）',
  codeRequired: 'code不能为空',
  scanNotAuthorised: '未完成扫码授权，请重新扫码登录',
  stateRequired: 'state不能为空',
  stateInvalid: '登录状态已失效，请重新扫码',
  stateMismatch: '登录状态校验失败，请重新扫码',
  authCodeInvalid: '授权码无效或已使用，请重新扫码',
  providerFailed: '第三方平台暂时无法完成登录，请稍后重试',
  uniqueTokenRequired: 'unique_token不能为空',
  uniqueTokenInvalid: '绑定凭证已失效，请重新扫码',
  bindUserNoRequired: '请输入用户名',
  bindPasswordRequired: '请输入密码',
  thirdAccountTaken: '该第三方账号已绑定其他账号',
  userAlreadyBound: '该账号已绑定其他微信，请先解绑',
  bound: '绑定成功',
  scanTitle: '扫码登录',
  scanHint: '请使用微信扫描二维码登录',
} as const;
