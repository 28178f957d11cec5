import { sql, type Placeholder } from 'drizzle-orm';
import { isUuid } from '@zhuyun/contracts';

/** A malformed id cannot name a row; checking first keeps PostgreSQL from answering "invalid uuid" as a 500. */
export { isUuid };

/** A search term as an ILIKE pattern that matches it literally (its own % and _ are escaped). */
export const likePattern = (term: string) => `%${term.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** PostgreSQL's unique violation, however the driver wraps it. */
export function isUniqueViolation(error: unknown): boolean {
  const e = error as { code?: string; cause?: { code?: string } };
  return e?.code === '23505' || e?.cause?.code === '23505';
}

/** PostgreSQL's foreign_key_violation (23503), directly or under drizzle's wrapper. */
export function isForeignKeyViolation(error: unknown): boolean {
  const e = error as { code?: string; cause?: { code?: string } };
  return e?.code === '23503' || e?.cause?.code === '23503';
}

/**
 * A LIMIT written into a prepared statement's text instead of bound as a parameter. PostgreSQL plans a prepared
 * statement afresh on every call until a plan for any parameter value (its generic plan) looks no dearer than the
 * custom ones; with the LIMIT a parameter it guesses 10 % of the rows for it, the generic plan always looks dearer, and
 * every call is planned again (the car page: 30 of 30 calls custom, ≈ 0.25–0.9 ms of planning each). With the LIMIT
 * known the generic plan wins after five calls and a call only binds (≈ 0.06 ms). Drizzle writes an SQL object given
 * as the limit as it is; only a whole number in range gets here.
 */
export function fixedLimit(n: number): Placeholder {
  if (!Number.isSafeInteger(n) || n < 0) throw new Error(`not a row limit: ${n}`);
  return sql.raw(String(n)) as unknown as Placeholder;
}
