/** Texts of the API monitor (ours: spec-2 §7.3 "Other" names its calls, not their wording). */
export const MonitorMsg = {
  noticeIdRequired: '监控规则ID不能为空',
  noticeNotFound: '监控规则不存在',
  operationRequired: '请填写接口（* 表示全部接口）',
  operationInvalid: '接口格式应为“方法 路径”，如 GET /api/v1/…，或 *',
  errorRateInvalid: '错误率阈值应为0到100之间的数',
  p95Invalid: '耗时阈值应为1到600000之间的整数（毫秒）',
  thresholdRequired: '请至少填写错误率或耗时阈值',
  minCountInvalid: '最少调用次数应为1到100000之间的整数',
  windowInvalid: '统计时长应为1到15之间的整数（分钟）',
  minutesInvalid: '统计时长应为1到15之间的整数（分钟）',
} as const;

export const MonitorObject = { page: 'page.apiMonitor' } as const;

/** How far back the server keeps its request metrics (minutes, one slot each). */
export const METRICS_WINDOW_MINUTES = 15;
