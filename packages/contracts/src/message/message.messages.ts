/** Texts of the message centre (ours: spec-2 §7.3 lists the calls, not their wording). */
export const MessageMsg = {
  newsIdRequired: '资讯ID不能为空',
  newsNotFound: '资讯不存在',
  notifyIdRequired: '通知ID不能为空',
  notifyNotFound: '通知不存在',
  alarmIdRequired: '告警ID不能为空',
  alarmIdsRequired: '请选择告警',
  tooManyIds: '单次最多处理500条',
  alarmNotFound: '告警不存在',
  cateIdRequired: '分类ID不能为空',
  cateNotFound: '分类不存在',
  cateCodeRequired: '分类编码不能为空',
  cateCodeInvalid: '分类编码只能包含字母、数字和下划线',
  cateCodeExists: '分类编码已存在',
  cateNameRequired: '分类名称不能为空',
  catesRequired: '请填写分类',
  cateUnknown: '资讯分类不存在',
  titleRequired: '标题不能为空',
  statusInvalid: '发布状态不正确',
  audienceTypeInvalid: '发布范围不正确',
  audienceIdsRequired: '请选择发布范围',
  levelInvalid: '告警级别不正确',
  sourceInvalid: '告警来源不正确',
  alarmStatusInvalid: '告警状态不正确',
  cateTypeInvalid: '分类类型不正确',
  sortNoInvalid: '排序号应为0到9999的整数',
  projectInvalid: '项目不存在',
  timeInvalid: '时间格式不正确',
  contentTooLong: '正文过长',
  coverInvalid: '封面图片地址不正确',
  imageInvalid: '正文图片不存在或不属于本单位',
  audienceUnknown: '发布范围不存在',
} as const;

/** Permission objects: each family's page (seeded for every menu page, decision 010). */
export const MessageObject = {
  news: 'page.dynamicInforList',
  notify: 'page.NewsNotice',
  alarm: 'page.AlarmRecord',
} as const;

/** Publish states of news and notices. */
export const PublishStatus = { draft: 0, published: 1, withdrawn: 2 } as const;
export const PUBLISH_STATUS_NAMES: Record<number, string> = { 0: '草稿', 1: '已发布', 2: '已撤回' };
export const PUBLISH_STATUS_OPTIONS = [0, 1, 2].map((value) => ({ value, label: PUBLISH_STATUS_NAMES[value] as string }));

/** Audience of a news item or notice: the whole unit, departments, jobs or projects (their ids in audience_ids). */
export const AudienceType = { unit: 1, departments: 2, jobs: 3, projects: 4 } as const;
export const AUDIENCE_TYPE_NAMES: Record<number, string> = { 1: '全单位', 2: '部门', 3: '岗位', 4: '项目' };

export const ALARM_LEVEL_NAMES: Record<number, string> = { 1: '提示', 2: '一般', 3: '严重', 4: '紧急' };
export const ALARM_SOURCES = ['device', 'project', 'system'] as const;
export const ALARM_SOURCE_NAMES: Record<string, string> = { device: '设备', project: '项目', system: '系统' };
/** Alarm states: new, handled, ignored. */
export const AlarmStatus = { new: 0, handled: 1, ignored: 2 } as const;
export const ALARM_STATUS_NAMES: Record<number, string> = { 0: '未处理', 1: '已处理', 2: '已忽略' };

/** Category types of busi_cate. */
export const CATE_TYPE_NAMES: Record<number, string> = { 1: '资讯', 2: '通知', 3: '告警' };

/**
 * The fixed categories of the news pages that show one category (spec-2 §2.3 industrial reports): route → code.
 * The demo seed creates them; a company may add its own through busi_cate batch_create.
 */
export const NEWS_PAGE_CATES = {
  '/companyNews': 'company_news',
  '/newsScheme': 'news_scheme',
  '/onepointNews': 'onepoint_news',
  '/onepointNewsScheme': 'onepoint_news_scheme',
  '/culManagePartyBuild': 'party_build',
} as const;

/** The longest body a save takes (HTML, before sanitizing): 200 KB of text; images travel as URLs, not inline. */
export const CONTENT_MAX = 200_000;
