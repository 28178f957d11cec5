import { z } from 'zod';
import { defineRoute } from '../route';
import { boundedSigningParams, defineResource, numberOrNull, saveRouteOf, searchText, text } from '../resource';
import { enabledFilter, recipientFields, recipientRow } from '../note/note-fields';
import { METRICS_WINDOW_MINUTES, MonitorMsg, MonitorObject } from './monitor.messages';

/** A whole number from..to, sent as a number or a numeric string; blank means `fallback`. */
const wholeNumber = (from: number, to: number, message: string, fallback: number) =>
  z
    .union([z.number(), z.string().max(12), z.null()], { error: message })
    .optional()
    .transform((v) => (v === undefined || v === null || v === '' ? fallback : Number(v)))
    .refine((n) => Number.isInteger(n) && n >= from && n <= to, { error: message });

export const apiNoticeRow = z.object({
  api_notice_id: z.string(),
  operation: z.string(),
  error_rate: z.number().nullable(),
  p95_ms: z.number().nullable(),
  min_count: z.number(),
  window_minutes: z.number(),
  /** 1 while the operation is over the threshold (told once), 0 after it came back under. */
  firing: z.number(),
  fired_at: z.string().nullable(),
  fire_count: z.number(),
  ...recipientRow,
});
export type ApiNoticeRow = z.infer<typeof apiNoticeRow>;

/**
 * The API monitor's notices (spec-2 §7.3 "Other": notice list GET, set_notice PUT): when an operation's error rate
 * (server errors ÷ calls, %) or its p95 latency over the last `window_minutes` crosses the threshold, with at least
 * `min_count` calls, the jobs are told once by the channels chosen; told again only after it came back under.
 * `operation` is "METHOD /path" as the metrics name it, or * for every operation.
 */
export const apiNoticeResource = defineResource({
  name: 'api_notice',
  tag: 'monitor',
  scope: 'company',
  id: 'api_notice_id',
  row: apiNoticeRow,
  fields: {
    operation: text(200, MonitorMsg.operationRequired).refine((v) => v === '*' || /^(GET|POST|PUT|DELETE|PATCH) \/\S*$/.test(v), { error: MonitorMsg.operationInvalid }),
    error_rate: numberOrNull(MonitorMsg.errorRateInvalid, (n) => n >= 0 && n <= 100),
    p95_ms: numberOrNull(MonitorMsg.p95Invalid, (n) => Number.isInteger(n) && n >= 1 && n <= 600_000),
    min_count: wholeNumber(1, 100_000, MonitorMsg.minCountInvalid, 10),
    window_minutes: wholeNumber(1, METRICS_WINDOW_MINUTES, MonitorMsg.windowInvalid, 5),
    ...recipientFields,
  },
  filters: { search: searchText(200), enabled: enabledFilter },
  sort: ['created_at', 'operation'],
  perPage: false,
  permission: MonitorObject.page,
  messages: { notFound: MonitorMsg.noticeNotFound, idRequired: MonitorMsg.noticeIdRequired },
  calls: {
    list: { method: 'GET', path: '/api/v1/api_monitor/notice_list', summary: 'API monitor notice list' },
    create: { method: 'PUT', path: '/api/v1/api_monitor/set_notice', summary: 'Sets an API monitor notice' },
    update: { method: 'PUT', path: '/api/v1/api_monitor/set_notice', summary: 'Sets an API monitor notice' },
    delete: { method: 'DELETE', path: '/api/v1/api_monitor/del_notice', summary: 'Deletes an API monitor notice (path chosen)' },
  },
});
export const { list: getApiNotices, delete: deleteApiNotice } = apiNoticeResource.routes;
export const setApiNotice = saveRouteOf(apiNoticeResource);

export const operationMetricsRow = z.object({
  operation: z.string(),
  summary: z.string().nullable(),
  count: z.number().int(),
  errors: z.number().int(),
  client_errors: z.number().int(),
  /** Server errors ÷ calls, in percent. */
  error_rate: z.number(),
  p95_ms: z.number(),
  avg_ms: z.number(),
  max_ms: z.number(),
});
export type OperationMetricsRow = z.infer<typeof operationMetricsRow>;

/** This server's request metrics per operation over the last minutes (kept in memory; path chosen). */
export const getApiMetrics = defineRoute({
  method: 'GET',
  path: '/api/v1/api_monitor/metrics',
  summary: 'API request metrics (path chosen)',
  tag: 'monitor',
  auth: 'session',
  signed: true,
  permission: MonitorObject.page,
  request: z.object({
    minutes: z
      .union([z.number(), z.string().max(4)], { error: MonitorMsg.minutesInvalid })
      .optional()
      .transform((v) => (v === undefined || v === '' ? 5 : Number(v)))
      .refine((n) => Number.isInteger(n) && n >= 1 && n <= METRICS_WINDOW_MINUTES, { error: MonitorMsg.minutesInvalid }),
    search: searchText(200),
    ...boundedSigningParams,
  }),
  response: z.object({ minutes: z.number().int(), since: z.string(), list: z.array(operationMetricsRow) }),
});
