import { z } from 'zod';
import { defineRoute } from '../route';
import type { HttpMethod } from '../route';
import { MaxLength, boundedText, pagingQuery, requiredText, signingParams } from '../fields';
import { Msg } from '../messages';
import { ID_TEXT_MAX, isUuidText, uuidArray, uuidId } from '../rules/uuid-id';
import { EvalMsg } from './evaluation.messages';

export const EVAL_BASE = '/web/v1/evaluate';

/** Permission objects of the administration: writes need eva_admin, reads eva_view (the unit admin holds both). */
export const EvalPermission = { admin: 'eva_admin', view: 'eva_view' } as const;

/** Every administration list: paging, a search over its names and phones, and one sort column. */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type
export function listQuery<const F extends readonly [string, ...string[]], E extends z.ZodRawShape = {}>(sortFields: F, extra: E = {} as E) {
  return z.object({
    ...pagingQuery,
    search: boundedText(MaxLength.text).optional(),
    sort_field: z.enum(sortFields).optional(),
    sort_order: z.enum(['asc', 'desc']).optional(),
    ...extra,
    ...signingParams,
  });
}

export const optionalId = z
  .union([z.string().max(ID_TEXT_MAX, { error: Msg.idInvalid }), z.null()])
  .optional()
  .transform((v) => (v ? v : null))
  .refine((v) => v === null || isUuidText(v), { error: Msg.idInvalid });

export const requiredId = (message: string) => uuidId(message);

export const idList = (message: string) => uuidArray(message).min(1, { error: message });

const DATE = /^\d{4}-\d{2}-\d{2}$/;
export const dateField = (requiredMessage: string) =>
  requiredText(requiredMessage).refine((v) => DATE.test(v) && !Number.isNaN(Date.parse(v)), { error: EvalMsg.dateInvalid });

/** An administration call of the unit: signed, with a session, tenant-scoped by session.companyId. */
export function adminRoute<Req extends z.ZodType, Res extends z.ZodType>(route: {
  method: HttpMethod;
  path: string;
  summary: string;
  request: Req;
  response: Res;
  write: boolean;
}) {
  return defineRoute({
    method: route.method,
    path: `${EVAL_BASE}${route.path}`,
    summary: route.summary,
    tag: 'evaluation',
    auth: 'session',
    signed: true,
    permission: route.write ? EvalPermission.admin : EvalPermission.view,
    request: route.request,
    response: route.response,
  });
}

export function deleteRequest<const K extends string>(idField: K, message: string) {
  const shape = { [idField]: uuidId(message) } as { [P in K]: ReturnType<typeof uuidId> };
  return z.object({ ...shape, ...signingParams });
}

/** A refused row of an import: its number in the sheet and why. */
export const importRowError = z.object({ row: z.number().int(), msg: z.string() });
