import { z } from 'zod';
import { Msg } from '../messages';
import { ResourceMsg } from './resource.messages';

/** A whole number sent as a number or a numeric string (ARCHITECTURE.md "Numbers on the wire"); blank is absent. */
function wireInteger(min: number, max: number, message: string) {
  return z
    .union([z.number({ error: message }), z.string({ error: message }).max(20, { error: message })], { error: message })
    .optional()
    .transform((v) => (v === undefined || v === '' ? undefined : Number(v)))
    .pipe(z.number({ error: message }).int({ error: message }).min(min, { error: message }).max(max, { error: message }).optional());
}

export const MAX_PAGE = 1_000_000;

/**
 * The one paging shape of a list: page ≥ 1 (bounded, so an offset stays an ordinary number), page_size ≥ 1 where
 * anything above 1,000 means all rows and the server answers at most 10,000 (ARCHITECTURE.md "Huge page sizes"),
 * is_page 0 for all rows, and the spec's `per_page` beside page_size where the spec's lists use that word.
 */
export function pagingShape<const P extends boolean>(perPage: P) {
  const size = wireInteger(1, Number.MAX_SAFE_INTEGER, ResourceMsg.pageSizeInvalid);
  const base = {
    is_page: wireInteger(0, 1, ResourceMsg.pageInvalid),
    page: wireInteger(1, MAX_PAGE, ResourceMsg.pageInvalid),
    page_size: size,
  };
  return (perPage ? { ...base, per_page: size } : base) as P extends true ? typeof base & { per_page: typeof size } : typeof base;
}

export type SortOrder = 'asc' | 'desc';

/** One sort shape: a field from the list's closed set, asc|desc (antd's ascend|descend accepted, answered as asc|desc). */
export function sortShape<const S extends readonly [string, ...string[]]>(fields: S) {
  return {
    sort_field: z.enum(fields, { error: Msg.sortInvalid }).optional(),
    sort_order: z
      .enum(['asc', 'desc', 'ascend', 'descend'], { error: Msg.sortInvalid })
      .optional()
      .transform((v): SortOrder | undefined => (v === undefined ? undefined : v.startsWith('asc') ? 'asc' : 'desc')),
  };
}
