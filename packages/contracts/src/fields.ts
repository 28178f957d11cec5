import { z } from 'zod';
import { Msg } from './messages';

/** A non-empty text after trimming, with one message for missing and blank alike. */
export function requiredText(message: string) {
  return z.string({ error: message }).trim().min(1, { error: message });
}

/** Codes and flags arrive as numbers or numeric strings (ARCHITECTURE.md, "Numbers on the wire"). */
export function numericCode<const V extends readonly [number, ...number[]]>(values: V, message: string) {
  return z
    .union([z.number(), z.string()], { error: message })
    .transform((v) => Number(v))
    .pipe(z.number().refine((n) => (values as readonly number[]).includes(n), { error: message }));
}

export function optionalNumericCode(message: string) {
  return z
    .union([z.number(), z.string()], { error: message })
    .optional()
    .transform((v) => (v === undefined || v === '' ? undefined : Number(v)))
    .pipe(z.number().int({ error: message }).optional());
}

/** is_page/page/page_size as numbers or strings; sizes above maxPageSize mean "all rows" (capped by the server). */
export const pagingQuery = {
  is_page: z.union([z.number(), z.string()]).optional().transform((v) => (v === undefined ? 1 : Number(v))),
  page: z.union([z.number(), z.string()]).optional().transform((v) => Math.max(1, Number(v ?? 1) || 1)),
  page_size: z.union([z.number(), z.string()]).optional().transform((v) => Math.max(1, Number(v ?? 20) || 20)),
};

/** Signing parameters ride in the query or body of every signed call (ARCHITECTURE.md rule 5). */
export const signingParams = {
  timeStamp: z.union([z.number(), z.string()]).optional(),
  randomNum: z.string().optional(),
};

export const id = z.string().describe('UUIDv7 as a string');
export const isoDateTime = z.string().describe('ISO 8601 with offset');

/** One sort column of a list, from the list's own closed set, in the table's words (ascend/descend). */
export function sortQuery<const F extends readonly [string, ...string[]]>(fields: F) {
  return {
    sort_field: z.enum(fields, { error: Msg.sortInvalid }).optional(),
    sort_order: z.enum(['ascend', 'descend'], { error: Msg.sortInvalid }).optional(),
  };
}
