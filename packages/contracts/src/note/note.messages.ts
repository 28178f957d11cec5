/** Texts of notification settings (ours: spec-2 §2.3 names the pages /noteCfg, /ProjectNote, /NoteModelCfg, not their wording). */
export const NoteMsg = {
  cfgIdRequired: '通知规则ID不能为空',
  cfgNotFound: '通知规则不存在',
  eventInvalid: '通知事件不正确',
  jobsRequired: '请选择通知岗位',
  jobsUnknown: '通知岗位不存在',
  tooManyJobs: '通知岗位最多50个',
  channelInvalid: '通知方式不正确',
  channelRequired: '请至少选择一种通知方式',
  levelInvalid: '告警级别不正确',
  enabledInvalid: '启用状态不正确',
  projectRequired: '请选择项目',
  projectInvalid: '项目不存在',
  templateIdRequired: '短信模板ID不能为空',
  templateNotFound: '短信模板不存在',
  templateInvalid: '短信模板不存在',
  templateEventMismatch: '短信模板与通知事件不符',
  templateNameRequired: '模板名称不能为空',
  templateContentRequired: '模板内容不能为空',
  templateContentTooLong: '模板内容最多300个字',
  /** Followed by the unknown variables, e.g. 模板变量不存在：${foo} */
  variableUnknown: '模板变量不存在',
  templateCodeInvalid: '短信平台模板编号只能包含字母、数字、下划线和短横线',
  statusInvalid: '发送结果不正确',
} as const;

/** Permission objects: each page's own (seeded with the menu tree, decision 010). */
export const NoteObject = {
  cfg: 'page.noteCfg',
  project: 'page.ProjectNote',
  template: 'page.NoteModelCfg',
} as const;

/**
 * The events a rule may name, with the variables an SMS template of that event may use and the sample values its
 * preview shows. `approval`: a join request of the unit was decided; `api_monitor`: an operation crossed a rule of
 * the API monitor (its rules name their own recipients, this only gives its template's variables).
 */
export const NOTE_EVENTS = {
  alarm: {
    name: '告警产生',
    variables: { title: '塔吊超载告警', level: '严重', source: '设备', project: '钱塘一号项目', time: '2026-11-20 09:30' },
  },
  approval: {
    name: '入职审批',
    variables: { user_name: '张工', dept: '工程部', job: '施工员', result: '已通过', time: '2026-11-20 09:30' },
  },
  api_monitor: {
    name: '接口监控',
    variables: { operation: 'GET /web/v1/msg_center/alarm/list', error_rate: '12.5%', p95: '850ms', count: '40', time: '2026-11-20 09:30' },
  },
} as const satisfies Record<string, { name: string; variables: Record<string, string> }>;
export type NoteEventCode = keyof typeof NOTE_EVENTS;
export const NOTE_EVENT_CODES = Object.keys(NOTE_EVENTS) as [NoteEventCode, ...NoteEventCode[]];
export const NOTE_EVENT_OPTIONS = NOTE_EVENT_CODES.map((value) => ({ value, label: NOTE_EVENTS[value].name }));

/** Where a notice goes: 1 in-app (a notice in the bell), 2 SMS. */
export const NoteChannel = { inApp: 1, sms: 2 } as const;
export const NOTE_CHANNEL_NAMES: Record<number, string> = { 1: '站内通知', 2: '短信' };
/** What became of one send: 1 sent, 2 failed. */
export const NOTE_SEND_STATUS_NAMES: Record<number, string> = { 1: '成功', 2: '失败' };

/** The text an SMS carries when its rule names no template. */
export const DEFAULT_SMS_TEXT: Record<NoteEventCode, string> = {
  alarm: '【筑云】${level}告警：${title}（${project}，${time}），请及时处理。',
  approval: '【筑云】${user_name}加入${dept}${job}的申请${result}（${time}）。',
  api_monitor: '【筑云】接口${operation}异常：错误率${error_rate}，P95 ${p95}，${count}次调用（${time}）。',
};

const VARIABLE = /\$\{([^{}]*)\}/g;

/** The variables a template names, each once, in order. */
export function templateVariables(content: string): string[] {
  return [...new Set([...content.matchAll(VARIABLE)].map((m) => (m[1] ?? '').trim()))];
}

/** The variables a template names that its event does not have (a template with any is refused). */
export function unknownTemplateVariables(event: NoteEventCode, content: string): string[] {
  const known = NOTE_EVENTS[event].variables as Record<string, string>;
  return templateVariables(content).filter((name) => !(name in known));
}

/** The template with each ${name} replaced by its value (a missing value leaves an empty place). */
export function renderNoteTemplate(content: string, values: Record<string, string>): string {
  return content.replace(VARIABLE, (_all, name: string) => values[name.trim()] ?? '');
}
