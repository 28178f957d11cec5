import type { PGlite } from '@electric-sql/pglite';
import { Placeholder } from 'drizzle-orm';
import type { Db } from '../db/client';

/** The embedded PGlite under a drizzle handle; null on PostgreSQL. */
export function pgliteOf(db: Db): PGlite | null {
  const client = (db as unknown as { $client?: Partial<PGlite> }).$client;
  return client && typeof client.execProtocolRaw === 'function' && typeof client.exec === 'function' ? (client as PGlite) : null;
}

/** A value written into a statement's text: a finite integer as it is, a string quoted (standard_conforming_strings). */
function literal(value: unknown): string {
  if (typeof value === 'number' && Number.isSafeInteger(value)) return String(value);
  if (typeof value === 'string' && !value.includes('\0')) return `'${value.replaceAll("'", "''")}'`;
  throw new Error(`not written into a statement: ${typeof value}`);
}

/**
 * A statement of drizzle's with placeholders, run on PGlite as one simple query (its values written into the text):
 * PGlite's extended protocol, which `query` takes, is six calls into its WebAssembly a statement (parse, bind,
 * describe, execute, sync…), its simple protocol one, ≈ 0.3–0.4 ms less for the cars page (docs/performance.md,
 * session 18). Only for values that are integers or strings, and a text with no `$n` but its parameters; the rows'
 * keys are the statement's column names (alias them).
 */
export function simpleQueryOf(client: PGlite, query: { sql: string; params: unknown[] }) {
  // The text split at its parameters once: each call joins the pieces with that call's values.
  const pieces = query.sql.split(/\$(\d+)/);
  return async (values: Record<string, unknown>): Promise<Record<string, unknown>[]> => {
    const text = pieces
      .map((piece, i) => {
        if (i % 2 === 0) return piece;
        const param = query.params[Number(piece) - 1];
        return literal(param instanceof Placeholder ? values[param.name] : param);
      })
      .join('');
    const [result] = await client.exec(text);
    return (result?.rows ?? []) as Record<string, unknown>[];
  };
}
