/** The texts of the evaluation domain (spec-1 §5, §8, §9); those marked "ours" are not in the spec. */
export const EvalMsg = {
  // spec-1 §5 — questionnaire
  phoneRequired: '手机号不能为空',
  servicePasswordRequired: '服务密码不能为空',
  newServicePasswordRequired: '新服务密码不能为空',
  nameRequired: '姓名不能为空',
  chooseEvaluatee: '请先选择被评价人',
  confirmZero: '确定评分为0分吗？',
  submitted: '提交成功',
  codeSent: '已发送',
  resend: '重新发送',
  // ours — questionnaire
  servicePasswordDigits: '服务密码为4位数字',
  phoneInvalid: '请输入11位有效手机号',
  codeRequired: '验证码不能为空',
  wrongServicePassword: '手机号或服务密码错误',
  passwordNotSet: '尚未设置服务密码，请先通过短信验证设置',
  locked: '服务密码错误次数过多，请15分钟后再试或找回服务密码',
  phoneNameMismatch: '手机号与姓名不匹配',
  passwordSet: '服务密码设置成功，请使用新密码验证',
  verified: '验证成功',
  surveyExpired: '验证已过期，请重新验证',
  resetTicketInvalid: '安全验证已过期，请重新获取验证码',
  alreadySubmitted: '该评价已提交，不能重复提交',
  notStarted: '评价尚未开始，请在评价开始后再来',
  ended: '评价已结束，感谢您的参与',
  notPublished: '评价尚未发布',
  scoreAboveMax: '评分不能超过该题满分',
  scoreMismatch: '总分与各题评分之和不一致',
  answerAllQuestions: '请为每一道题评分',
  unknownQuestion: '评分的题目不属于本次评价',
  // ours — administration
  obsNameRequired: '组织名称不能为空',
  obsNameTaken: '组织名称已存在',
  obsInUse: '该组织下还有人员，不能删除',
  jobNameRequired: '岗位名称不能为空',
  jobNameTaken: '岗位名称已存在',
  jobInUse: '该岗位下还有人员，不能删除',
  personNameRequired: '姓名不能为空',
  personPhoneTaken: '该手机号已登记',
  personInUse: '该人员已参与评价，不能删除',
  obsUnknown: '所选组织不存在',
  jobUnknown: '所选岗位不存在',
  usersRequired: '请选择授权用户',
  userUnknown: '所选用户不是本单位成员',
  obsOutOfScope: '您没有该组织的数据权限',
  obsAdminOnly: '仅单位管理员可以维护评价组织及其数据授权',
  exerciseNameRequired: '评价名称不能为空',
  startDateRequired: '开始日期不能为空',
  endDateRequired: '结束日期不能为空',
  dateInvalid: '日期格式应为YYYY-MM-DD',
  endBeforeStart: '结束日期不能早于开始日期',
  exerciseRequired: '请选择评价活动',
  exerciseCommitted: '评价结果已提交，不能再修改',
  exerciseHasAnswers: '该评价已有评分，不能删除',
  questionsLocked: '已有评分提交，题目不能再修改',
  groupTitleRequired: '分组标题不能为空',
  groupLimit: '题目分组最多五组（一至五）',
  groupRequired: '请选择题目分组',
  groupInUse: '该分组下还有题目，不能删除',
  questionNameRequired: '题目不能为空',
  questionScoreInvalid: '分值应为1到100的整数',
  personsRequired: '请选择人员',
  personUnknown: '所选人员不存在',
  evaluatorRequired: '请选择评价人',
  assesseeNotInExercise: '被评价人不在本次评价对象中',
  selfEvaluation: '评价人与被评价人不能是同一人',
  rowAnswered: '该评价已提交评分，不能删除',
  nothingToNotify: '没有待评价的评价人',
  notifySent: '通知已发送',
  importFileRequired: '请上传xlsx文件',
  importHeaderInvalid: '表头应为：姓名、手机号、岗位、组织',
  importDuplicatePhone: '手机号在文件中重复',
  importTooManyRows: '单次最多导入5000行',
  evaluatorImportHeaderInvalid: '表头应为：评价人手机号、评价人姓名、被评价人手机号、被评价人姓名',
  evaluatorPhoneRequired: '评价人手机号不能为空',
  assesseePhoneRequired: '被评价人手机号不能为空',
  importPhoneUnknown: '该手机号未登记为评价人员',
  importDuplicatePair: '评价关系在文件中重复',
  committed: '评价结果已提交',
  notCommittedYet: '评价尚未发布，不能提交结果',
} as const;

export const EvalMsgWith = {
  confirmScore: (total: number) => (total === 0 ? EvalMsg.confirmZero : `确定评分为${total}分吗？`),
  resendIn: (seconds: number) => `${EvalMsg.resend} ${seconds}`,
  importDone: (created: number, updated: number, failed: number) => `导入完成：新增${created}条，更新${updated}条，失败${failed}条`,
  evaluatorImportDone: (added: number, existing: number, failed: number) =>
    `导入完成：新增${added}条评价关系，已存在${existing}条，失败${failed}条`,
} as const;

/** Groups are numbered with Chinese numerals one to five (spec-1 §9). */
export const GROUP_NUMERALS = ['一', '二', '三', '四', '五'] as const;

export const EvalRules = {
  maxGroups: 5,
  maxQuestionScore: 100,
  /** Wrong service passwords within the window before the phone is locked. */
  maxWrongPasswords: 5,
  wrongWindowMs: 15 * 60_000,
  lockMs: 15 * 60_000,
  surveySessionMs: 30 * 60_000,
  resetTicketMs: 10 * 60_000,
} as const;

/** The SMS usage codes of the evaluation (the platform's are 1 login, 2 register). */
export const EvalUsage = { recover: 3, notify: 4 } as const;

/** 0 draft, 1 published, 2 results committed. */
export const ExerciseStatus = { draft: 0, published: 1, committed: 2 } as const;
