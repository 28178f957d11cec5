import { z } from 'zod';
import { Limits } from './constants';
import { Msg, MsgWith } from './messages';

/**
 * Maximum lengths of stored texts (issue 15, fix 7). The columns are PostgreSQL `text`, which has no limit of its
 * own, so these are the limits: names as a person types them, addresses and remarks as a paragraph.
 */
export const MaxLength = {
  code: 32,
  userNo: 32,
  password: 128,
  name: 64,
  title: 100,
  address: 255,
  text: 500,
  url: 1_000,
  /** A number sent as text (ARCHITECTURE.md "Numbers on the wire"): any integer or decimal a field takes fits. */
  numeric: 32,
} as const;

/**
 * A number as it may arrive: a JSON number, or its text of at most MaxLength.numeric characters (a longer one is refused
 * with `message` before it is parsed, so no request carries an unbounded string through a numeric field).
 */
function numberOrText(message?: string) {
  const text = message ? z.string({ error: message }).max(MaxLength.numeric, { error: message }) : z.string().max(MaxLength.numeric);
  return z.union([z.number(), text], message ? { error: message } : undefined);
}

/** A non-empty text after trimming, with one message for missing and blank alike, and a maximum length. */
export function requiredText(message: string, max: number = MaxLength.text, tooLong: string = MsgWith.tooLong(max)) {
  return z.string({ error: message }).trim().min(1, { error: message }).max(max, { error: tooLong });
}

/**
 * A password as typed: never trimmed, required with `message`, and at most MaxLength.password characters (`tooLong`
 * past it: the form's own length rule where it has one), so no megabyte reaches argon2.
 */
export function passwordText(message: string, tooLong: string = MsgWith.tooLong(MaxLength.password)) {
  return z.string({ error: message }).max(MaxLength.password, { error: tooLong }).min(1, { error: message });
}

/** A text that may be absent; bounded like every stored one. */
export function boundedText(max: number = MaxLength.text) {
  return z.string().max(max, { error: MsgWith.tooLong(max) });
}

/** Codes and flags arrive as numbers or numeric strings (ARCHITECTURE.md, "Numbers on the wire"). */
export function numericCode<const V extends readonly [number, ...number[]]>(values: V, message: string) {
  return numberOrText(message)
    .transform((v) => Number(v))
    .pipe(z.number().refine((n) => (values as readonly number[]).includes(n), { error: message }));
}

export function optionalNumericCode(message: string) {
  return numberOrText(message)
    .optional()
    .transform((v) => (v === undefined || v === '' ? undefined : Number(v)))
    .pipe(z.number().int({ error: message }).optional());
}

/** An integer sent as a number or a numeric string, from min to max; absent or empty means `fallback`. */
function wireInteger(fallback: number | undefined, message: string, min: number, max = Number.MAX_SAFE_INTEGER) {
  const check = z.number({ error: message }).int({ error: message }).min(min, { error: message }).max(max, { error: message });
  return numberOrText(message)
    .optional()
    .transform((v) => (v === undefined || v === '' ? fallback : Number(v)))
    .pipe(fallback === undefined ? check.optional() : check);
}

/** The range of a PostgreSQL smallint: status, type and flag columns. */
export const SMALLINT = { min: -32_768, max: 32_767 } as const;

/**
 * An optional integer filter or field (status, type, area), as a number or a numeric string; empty means none. A
 * fraction, NaN or a number beyond the column's range answers 10001 instead of reaching the database.
 */
export function optionalInteger(message: string = Msg.integerInvalid, min: number = -2_147_483_648, max: number = 2_147_483_647) {
  return wireInteger(undefined, message, min, max);
}

/** A status filter of a list: an integer of a smallint column. */
export const statusFilter = optionalInteger(Msg.statusFilterInvalid, SMALLINT.min, SMALLINT.max);

/** A page number: an integer from 1 to Limits.maxPageNumber (a huge or non-finite one answers 10001, not a 500). */
export const pageNumber = wireInteger(1, Msg.pageInvalid, 1, Limits.maxPageNumber);

/**
 * A page size: a positive integer; above Limits.maxPageSize it means "all rows" (ARCHITECTURE.md "Huge page sizes"),
 * so 10,000,000 is accepted and 1e308 is too (it is an integer), while Infinity and 1.5 are not.
 */
export function pageSize(fallback: number | undefined) {
  return wireInteger(fallback, Msg.pageSizeInvalid, 1, Number.MAX_VALUE);
}

/** is_page/page/page_size as numbers or strings; sizes above maxPageSize mean "all rows" (capped by the server). */
export const pagingQuery = {
  is_page: numberOrText().optional().transform((v) => (v === undefined ? 1 : Number(v))),
  page: pageNumber,
  page_size: pageSize(20),
};

/** Signing parameters ride in the query or body of every signed call (ARCHITECTURE.md rule 5). */
export const signingParams = {
  timeStamp: z.union([z.number(), z.string().max(20)]).optional(),
  randomNum: z.string().max(128).optional(),
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
