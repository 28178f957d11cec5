import { sql } from 'drizzle-orm';
import type { Db } from '../client';

/*
 * What the isolation matrix asks of unit A's rows after each call (isolation-matrix.api.test.ts), answered inside the
 * database in one statement. It used to read every company table's rows of A into the test (unitRows: one query per
 * table, ≈ 8,800 queries a run, more than half the time the file spent in queries on PGlite). Both read the same rows
 * unitRows reads: each company table's first 200 rows of the unit.
 */
export interface TableColumns {
  tables: string[];
  columns: Map<string, { name: string; type: string }[]>;
}

type Row = Record<string, unknown>;
const quoted = (name: string) => `"${name.replace(/"/g, '""')}"`;
const literal = (text: string) => `'${text.replace(/'/g, "''")}'`;
const unitSlice = (table: string, companyId: string) => `(select * from ${quoted(table)} where company_id = ${literal(companyId)} limit 200) x`;
const rowsOf = async (db: Db, text: string) => ((await db.execute(sql.raw(text))) as unknown as { rows: Row[] }).rows;

/** unitRows(…).uuids.has(id), exactly: whether a uuid column of the unit's rows holds the id. */
export async function holdsUuid(db: Db, companyId: string, schema: TableColumns, id: string): Promise<boolean> {
  const tests = schema.tables.flatMap((table) => {
    const uuids = (schema.columns.get(table) ?? []).filter((c) => c.type === 'uuid');
    if (uuids.length === 0) return [];
    return [`exists (select 1 from ${unitSlice(table, companyId)} where ${uuids.map((c) => `x.${quoted(c.name)} = ${literal(id)}::uuid`).join(' or ')})`];
  });
  const [row] = await rowsOf(db, `select (${tests.join(' or ') || 'false'}) as hit`);
  return row?.hit === true;
}

/**
 * Which of `names` the unit's rows hold in a text column (text, varchar, char, enums). unitRows' texts also held the
 * other values the driver hands over as strings (numerics); no name of B is one, and missing one could only report a
 * name as leaked, never hide one.
 */
const TEXT_TYPES = new Set(['text', 'character varying', 'character', 'USER-DEFINED']);
export async function heldTexts(db: Db, companyId: string, schema: TableColumns, names: string[]): Promise<Set<string>> {
  const wanted = names.map(literal).join(', ');
  const parts = schema.tables.flatMap((table) => {
    const texts = (schema.columns.get(table) ?? []).filter((c) => TEXT_TYPES.has(c.type));
    if (texts.length === 0) return [];
    return [`select v from ${unitSlice(table, companyId)}, unnest(array[${texts.map((c) => `x.${quoted(c.name)}::text`).join(', ')}]) v where v in (${wanted})`];
  });
  if (parts.length === 0 || names.length === 0) return new Set();
  return new Set((await rowsOf(db, parts.join(' union '))).map((r) => String(r.v)));
}
