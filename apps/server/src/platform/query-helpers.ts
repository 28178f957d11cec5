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
