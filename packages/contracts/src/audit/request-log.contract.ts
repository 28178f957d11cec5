import { z } from 'zod';
import { defineRoute } from '../route';
import { page } from '../envelope';
import { pagingShape } from '../resource/paging';
import { boundedSigningParams as signingParams, boundedString, searchText } from '../resource/resource-fields';
import { AuditMsg } from './audit.messages';

/** The request log's tab is the administrators' (an element of 日志管理; unit administrators hold it without a grant). */
export const RequestLogObject = 'log.request';

/** How long and how many: entries older than this, or beyond the newest this many, are pruned (docs/architecture.md). */
export const REQUEST_LOG_RETENTION_DAYS = 7;
export const REQUEST_LOG_MAX_ROWS = 200_000;

export const RequestLogMsg = { resultInvalid: '结果只能是 success 或 failure' } as const;

/** One call as the API answered it: no body, no query, no header — the route's pattern, never the URL sent. */
export const requestLogEntry = z.object({
  log_id: z.string(),
  at: z.string(),
  method: z.string(),
  /** The route's pattern (`/api/v1/project/stack_point/:stack_point_id`), so no id or parameter value is kept. */
  route: z.string(),
  /** The contract's summary: what the call is. */
  operation: z.string().nullable(),
  status: z.number().int(),
  duration_ms: z.number(),
  user_id: z.string().nullable(),
  user_name: z.string().nullable(),
});
export type RequestLogEntry = z.infer<typeof requestLogEntry>;

const time = boundedString(40, AuditMsg.timeInvalid)
  .optional()
  .transform((v) => (v === undefined || v.trim() === '' ? undefined : v.trim()))
  .refine((v) => v === undefined || !Number.isNaN(Date.parse(v)), { error: AuditMsg.timeInvalid });

/** A page of the unit's API requests, newest first: what its people's sessions called, with status and duration. */
export const getRequestLog = defineRoute({
  method: 'GET',
  path: '/api/v1/system/log/request_list',
  summary: 'API request log',
  tag: 'log',
  auth: 'session',
  signed: true,
  permission: RequestLogObject,
  request: z.object({
    start_time: time,
    end_time: time,
    /** A person's id, or part of their name. */
    user: searchText(50),
    /** Part of the operation's name or of its route. */
    operation: searchText(100),
    /** success: HTTP status below 400; failure: 400 and above. */
    result: z
      .enum(['success', 'failure', ''], { error: RequestLogMsg.resultInvalid })
      .optional()
      .transform((v) => (v ? v : undefined)),
    ...pagingShape(false),
    ...signingParams,
  }),
  response: page(requestLogEntry),
});
