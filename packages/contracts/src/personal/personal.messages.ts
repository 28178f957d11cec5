/**
 * Texts of the personal centre, the unit's information page and personnel review (issue 19 items 3 and 7). The spec
 * names these pages but not their wording; these are ours, in the platform's style.
 */
export const PersonalMsg = {
  userNameRequired: '姓名不能为空',
  emailInvalid: '邮箱格式不正确',
  avatarInvalid: '头像须为本人上传的图片',
  profileSaved: '资料已保存',
  newPhoneRequired: '请输入新手机号',
  newPhoneInvalid: '请输入11位有效手机号号码',
  newPhoneSame: '新手机号不能与当前手机号相同',
  codeRequired: '请输入验证码',
  phoneChanged: '手机号已更换',
  // Personnel information and certificates.
  realNameRequired: '真实姓名不能为空',
  idCardInvalid: '身份证号格式不正确',
  certNameRequired: '证书名称不能为空',
  certFilesRequired: '请上传证书附件',
  certFilesTooMany: '证书附件最多5个',
  certFileInvalid: '证书附件须为本人上传的图片或PDF',
  certValidInvalid: '有效期格式应为YYYY-MM-DD',
  submitted: '已提交，等待单位审核',
  alreadyReviewing: '您已有一份资料在审核中，请等待审核结果',
  submissionIdRequired: '资料ID不能为空',
  notReviewing: '该资料已审核，不能重复审核',
  rejectReasonRequired: '驳回时请填写原因',
  approved: '审核已通过',
  rejected: '已驳回，提交人将看到原因',
  // The unit's information and login-page branding.
  platformNameRequired: '平台名称不能为空',
  loginNameRequired: '登录页标题不能为空',
  colorInvalid: '主题色应为 #RRGGBB',
  showLogoInvalid: '是否显示标志只能是 0 或 1',
  imageInvalid: '图片须为本人上传的图片',
  companySaved: '单位信息已保存',
  // Applications.
  kindInvalid: '申请类型不正确',
} as const;

/** What a row of /myapply is an application for. */
export const ApplyKind = { unit: 'unit', company: 'company', system: 'system' } as const;
export type ApplyKind = (typeof ApplyKind)[keyof typeof ApplyKind];

export const ApplyKindLabel: Record<ApplyKind, string> = { unit: '加入单位', company: '单位入驻', system: '业务系统授权' };

/** What a row of /auditRecords is: my personnel information, or my company application. */
export const RecordKind = { personnel: 'personnel', company: 'company' } as const;
export type RecordKind = (typeof RecordKind)[keyof typeof RecordKind];

/** The review statuses these pages show (ARCHITECTURE.md "Statuses"). */
export const ReviewStatusLabel: Record<number, string> = { 0: '未申请', 2: '审核中', 3: '已通过', 4: '已驳回' };

/** The public path of a branding image: served without a session, but only while a unit's branding names it. */
export const BRAND_IMAGE_PREFIX = '/api/v1/org/company/brand_image/';
