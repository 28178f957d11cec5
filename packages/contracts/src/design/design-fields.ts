import { z } from 'zod';
import { boundedString } from '../resource';
import { DesignMsg } from './design.messages';

/** A day (YYYY-MM-DD) or nothing: blank or null means none. */
export const dayOrNull = z
  .union([boundedString(10, DesignMsg.dateInvalid), z.null()], { error: DesignMsg.dateInvalid })
  .optional()
  .transform((v) => (v === undefined ? undefined : v === null || v.trim() === '' ? null : v.trim()))
  .refine((v) => v == null || (/^\d{4}-\d{2}-\d{2}$/.test(v) && !Number.isNaN(Date.parse(v))), { error: DesignMsg.dateInvalid });

/** One of a closed list of names, or nothing. */
export function oneOfOrNull(values: readonly string[], message: string) {
  return z
    .union([boundedString(20, message), z.null()], { error: message })
    .optional()
    .transform((v) => (v === undefined ? undefined : v === null || v.trim() === '' ? null : v.trim()))
    .refine((v) => v == null || values.includes(v), { error: message });
}

/** A code filter sent as a number or a numeric string; blank means no filter. */
export function codeFilter(values: readonly number[], message: string) {
  return z
    .union([z.number(), z.string().max(8)], { error: message })
    .optional()
    .transform((v) => (v === undefined || v === '' ? undefined : Number(v)))
    .refine((n) => n === undefined || values.includes(n), { error: message });
}

/** What the sync calls answer: how many rows were added and how many updated. */
export const syncResult = z.object({ added: z.number(), updated: z.number() });
