import { z } from 'zod';
import { MaxLength, boundedText, pageNumber, pageSize } from '../fields';
import { Msg } from '../messages';
import { ID_TEXT_MAX, isUuidText } from '../rules/uuid-id';

/** Field rules shared by the project, component and car families. */

/** YYYY-MM-DD, or empty / null for "none". */
export function optionalDay(message: string) {
  return z
    .union([z.string().max(MaxLength.numeric, { error: message }), z.null()], { error: message })
    .optional()
    .transform((v) => (v === undefined ? undefined : v === null || v.trim() === '' ? null : v.trim()))
    .refine((v) => v == null || isDay(v), { error: message });
}

export function isDay(text: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(text)) return false;
  const d = new Date(`${text}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === text;
}

/** A number sent as a number or a numeric string; empty means none. */
export function optionalNumber(message: string, check: (n: number) => boolean = () => true) {
  return z
    .union([z.number(), z.string().max(MaxLength.numeric), z.null()], { error: message })
    .optional()
    .transform((v) => (v === undefined ? undefined : v === null || v === '' ? null : Number(v)))
    .refine((v) => v == null || (Number.isFinite(v) && check(v)), { error: message });
}

/** An optional text of at most `max` characters; blank or null means none. */
export function optionalText(max: number = MaxLength.text) {
  return z
    .union([boundedText(max), z.null()])
    .optional()
    .transform((v) => (v === undefined ? undefined : v === null || v.trim() === '' ? null : v.trim()));
}

/** Page number and size: per_page (spec wording) or page_size; huge sizes mean "all rows" (capped by the server). */
export const perPageQuery = {
  is_page: z.union([z.number(), z.string().max(MaxLength.numeric)]).optional().transform((v) => (v === undefined || v === '' ? 1 : Number(v))),
  page: pageNumber,
  per_page: pageSize(undefined),
  page_size: pageSize(undefined),
};

export const sortOrder = z.enum(['ascend', 'descend']).optional();

/** A list of ids sent as an array or as one comma-separated text (GET/DELETE query strings). */
export function idList(message: string) {
  return z
    .union([z.array(z.string().max(ID_TEXT_MAX, { error: Msg.idInvalid })), z.string().max(40_000, { error: Msg.idInvalid })], { error: message })
    .transform((v) => (Array.isArray(v) ? v : v.split(',')).map((s) => s.trim()).filter(Boolean))
    .refine((v) => v.length > 0, { error: message })
    .refine((v) => v.length <= 1_000 && v.every(isUuidText), { error: Msg.idInvalid });
}
