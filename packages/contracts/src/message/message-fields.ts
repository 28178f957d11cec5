import { z } from 'zod';
import { boundedString, searchText, text, textOrNull, uuidField } from '../resource';
import { CONTENT_MAX, MessageMsg } from './message.messages';

/** A code sent as a number or a numeric string, one of `values`; absent or blank means `fallback`. */
export function codeField<const V extends readonly number[]>(values: V, message: string, fallback: V[number]) {
  return z
    .union([z.number(), z.string().max(8), z.null()], { error: message })
    .optional()
    .transform((v) => (v === undefined || v === null || v === '' ? fallback : Number(v)))
    .refine((n) => values.includes(n), { error: message });
}

/** A code filter: absent or blank means no filter. */
export function codeFilter<const V extends readonly number[]>(values: V, message: string) {
  return z
    .union([z.number(), z.string().max(8)], { error: message })
    .optional()
    .transform((v) => (v === undefined || v === '' ? undefined : Number(v)))
    .refine((n) => n === undefined || values.includes(n), { error: message });
}

/** An instant (ISO 8601) or nothing. */
export const instantOrNull = z
  .union([z.string().max(40), z.null()], { error: MessageMsg.timeInvalid })
  .optional()
  .transform((v) => (v == null || v.trim() === '' ? null : v.trim()))
  .refine((v) => v === null || !Number.isNaN(Date.parse(v)), { error: MessageMsg.timeInvalid });

/** Up to `max` ids, each a UUID. */
export const idList = (required: string, max = 500) =>
  z.array(uuidField(required), { error: required }).min(1, { error: required }).max(max, { error: MessageMsg.tooManyIds });

/** What news and notices take on save: the body is HTML and is sanitized by the server before it is stored. */
export const articleFields = {
  title: text(100, MessageMsg.titleRequired),
  cate_code: textOrNull(50),
  cover: textOrNull(500),
  content: boundedString(CONTENT_MAX, MessageMsg.contentTooLong)
    .optional()
    .transform((v) => v ?? ''),
  author: textOrNull(50),
  status: codeField([0, 1, 2], MessageMsg.statusInvalid, 0),
  publish_time: instantOrNull,
  audience_type: codeField([1, 2, 3, 4], MessageMsg.audienceTypeInvalid, 1),
  audience_ids: z
    .array(uuidField(MessageMsg.audienceIdsRequired), { error: MessageMsg.audienceIdsRequired })
    .max(200, { error: MessageMsg.tooManyIds })
    .optional()
    .transform((v) => v ?? []),
};

/** One row of a news or notice list (the body only in detail). */
export const articleRow = {
  cate_code: z.string().nullable(),
  cate_name: z.string().nullable(),
  title: z.string(),
  cover: z.string().nullable(),
  content: z.string().optional(),
  author: z.string().nullable(),
  status: z.number(),
  publish_time: z.string().nullable(),
  audience_type: z.number(),
  audience_ids: z.array(z.string()),
  read_count: z.number(),
  created_at: z.string(),
  updated_at: z.string(),
};

/** What the news and notice lists filter and sort by (the two families are declared alike, spec-2 §7.3). */
export const articleFilters = {
  search: searchText(100),
  cate_code: searchText(50),
  status: codeFilter([0, 1, 2], MessageMsg.statusInvalid),
};
export const ARTICLE_SORT_FIELDS = ['created_at', 'publish_time', 'title'] as const;
