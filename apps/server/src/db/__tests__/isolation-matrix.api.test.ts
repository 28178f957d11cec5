import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { uuidv7 } from 'uuidv7';
import { ResultCode, routes } from '@zhuyun/contracts';
import type { Db } from '../client';
import { DemoIds } from '../seed/demo-organisation';
import { operationsOf, type Operation } from '../../fuzz/operations';
import { createRng } from '../../fuzz/prng';
import { wellFormedRequest, type Credentials } from '../../fuzz/requests';
import { signIn } from '../../fuzz/run';
import { plausibleObject, type Schema } from '../../fuzz/values';
import { readFirstSheetRows } from '../../platform/xlsx/xlsx-rows';
import { addMember, createUnit, createUser } from '../../testing/fixtures';
import { DEMO, signedIn } from '../../testing/binary-client';
import { TEST_AUTH_CODE, createTestApp, type TestApp } from '../../testing/test-app';
import { ID_IGNORED, ID_SOURCES, ISOLATION_EXEMPT, NOT_UNIT_IDS } from './isolation-exempt';
import { heldTexts, holdsUuid } from './isolation-held';

/*
 * The isolation matrix (issue 15 build 2), generated from /api/openapi.json: unit A's administrator calls every
 * operation that takes an id with unit B's real ids (each id field in turn, A's own ids in the others) and must get
 * 10002, with no row of B changed (a digest of all of B's rows in every company table, before and after); and calls
 * every list and export, whose answer must hold no id or name of B. Two other answers are let through and counted: a
 * 10001 on another field of the call (nothing shown, nothing proven), and a success that shows nothing of B and left
 * no reference to B's row in A's rows (a filter that found nothing, a field its mode ignores). Anything else fails,
 * unless the operation is exempt with a reason (isolation-exempt.ts); so does an id field with no row of B to try.
 * B is the demo unit (its seed has rows in every family); A is a second unit with an administrator and a project.
 * Requests are built and signed by the fuzzer's builder (fuzz/requests.ts). On PostgreSQL it runs under row-level
 * security (the app's role); on PGlite the application's company filter alone answers.
 */
const B = DemoIds.company;
const UUID = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/gi;
const ATTEMPTS = 4;
const NO_ROW = '01900000-0000-7000-8000-0000000f0f0f';

type Row = Record<string, unknown>;
const rowsOf = async (db: Db, query: ReturnType<typeof sql>) => ((await db.execute(query)) as unknown as { rows: Row[] }).rows;
const quoted = (name: string) => `"${name.replace(/"/g, '""')}"`;

/** What the database holds of one unit: its uuid values by column name (primary keys first), and its texts. */
interface UnitRows {
  ids: Map<string, string[]>;
  /** One stored value per column name (numbers, texts, dates as text): what a well-behaved client would send. */
  samples: Map<string, unknown>;
  primaryKeys: Set<string>;
  uuids: Set<string>;
  names: Set<string>;
  texts: Set<string>;
}

/** The uuid and text values of the tables that belong to no unit (reference data, menus…), persons excepted. */
async function sharedValues(db: Db, schema: Awaited<ReturnType<typeof companyTables>>): Promise<Set<string>> {
  const out = new Set<string>();
  for (const [table, cols] of schema.columns) {
    if (schema.tables.includes(table) || table === 'users') continue;
    for (const row of await rowsOf(db, sql.raw(`select * from ${quoted(table)} limit 5000`))) {
      for (const col of cols) if (typeof row[col.name] === 'string') out.add(row[col.name] as string);
    }
  }
  return out;
}

async function companyTables(db: Db): Promise<{ tables: string[]; columns: Map<string, { name: string; type: string }[]>; keys: Map<string, string[]> }> {
  const columnRows = await rowsOf(db, sql`select c.table_name, c.column_name, c.data_type from information_schema.columns c
    join information_schema.tables t on t.table_schema = c.table_schema and t.table_name = c.table_name and t.table_type = 'BASE TABLE'
    where c.table_schema = current_schema() order by c.table_name, c.ordinal_position`);
  const columns = new Map<string, { name: string; type: string }[]>();
  for (const r of columnRows) {
    const list = columns.get(String(r.table_name)) ?? [];
    list.push({ name: String(r.column_name), type: String(r.data_type) });
    columns.set(String(r.table_name), list);
  }
  const keyRows = await rowsOf(db, sql`select kcu.table_name, kcu.column_name from information_schema.table_constraints tc
    join information_schema.key_column_usage kcu on kcu.constraint_name = tc.constraint_name and kcu.table_schema = tc.table_schema
    where tc.constraint_type = 'PRIMARY KEY' and tc.table_schema = current_schema()`);
  const keys = new Map<string, string[]>();
  for (const r of keyRows) keys.set(String(r.table_name), [...(keys.get(String(r.table_name)) ?? []), String(r.column_name)]);
  const tables = [...columns].filter(([, cols]) => cols.some((c) => c.name === 'company_id')).map(([name]) => name);
  return { tables, columns, keys };
}

async function unitRows(db: Db, companyId: string, schema: Awaited<ReturnType<typeof companyTables>>): Promise<UnitRows> {
  const out: UnitRows = { ids: new Map(), samples: new Map(), primaryKeys: new Set(), uuids: new Set(), names: new Set(), texts: new Set() };
  const secondary = new Map<string, string[]>();
  for (const table of schema.tables) {
    const cols = schema.columns.get(table) ?? [];
    const keys = new Set(schema.keys.get(table) ?? []);
    const rows = await rowsOf(db, sql.raw(`select * from ${quoted(table)} where company_id = '${companyId}' limit 200`));
    for (const row of rows) {
      for (const col of cols) {
        const value = row[col.name];
        if (value === null || value === undefined) continue;
        if (!out.samples.has(col.name) && col.type !== 'uuid') out.samples.set(col.name, sampleOf(value, col.type));
        if (col.type === 'uuid') {
          const text = String(value);
          out.uuids.add(text);
          if (keys.has(col.name)) out.primaryKeys.add(text);
          const into = keys.has(col.name) ? out.ids : secondary;
          const list = into.get(col.name) ?? [];
          if (!list.includes(text)) list.push(text);
          into.set(col.name, list);
        } else if (typeof value === 'string') {
          out.texts.add(value);
          if (/_name$/.test(col.name) && value.trim().length >= 4) out.names.add(value);
        }
      }
    }
  }
  for (const [name, values] of secondary) out.ids.set(name, [...(out.ids.get(name) ?? []), ...values.filter((v) => !out.ids.get(name)?.includes(v))]);
  return out;
}

/** A stored value as a client would send it back: a date as YYYY-MM-DD, a time as ISO text, numbers as numbers. */
function sampleOf(value: unknown, type: string): unknown {
  if (value instanceof Date) return type === 'date' ? value.toISOString().slice(0, 10) : value.toISOString();
  if (typeof value === 'string' && /^(smallint|integer|numeric|real|double precision)$/.test(type)) return Number(value);
  return value;
}

/** A digest of every row of a unit in every company table: nothing of B may change while A calls. */
async function unitDigest(db: Db, companyId: string, tables: string[]): Promise<Map<string, string>> {
  const out = new Map<string, string>();
  for (const table of tables) {
    const [row] = await rowsOf(db, sql.raw(`select count(*)::text || ':' || coalesce(md5(string_agg(x::text, '|' order by x::text)), '') as d
      from ${quoted(table)} x where company_id = '${companyId}'`));
    out.set(table, String(row?.d));
  }
  return out;
}

const isList = (op: Operation) => {
  const data = op.data;
  return Boolean(data && (data.type === 'array' || data.properties?.list?.type === 'array'));
};
/** An operation that answers a file (a workbook, an image) on success. */
const isExport = (op: Operation) => op.answersFile;

const stringish = (schema: Schema | undefined): boolean => {
  if (!schema) return true;
  const branches = schema.anyOf ?? schema.oneOf;
  if (branches) return branches.some((b) => stringish(b));
  const types = Array.isArray(schema.type) ? schema.type : [schema.type];
  return types.includes('string') || (types.includes('array') && stringish(schema.items));
};
/** Whether a stored value has the JSON type a field takes. */
const fits = (value: unknown, schema: Schema): boolean => {
  const branches = schema.anyOf ?? schema.oneOf;
  if (branches) return branches.some((b) => fits(value, b));
  if (schema.enum) return schema.enum.includes(value);
  const types = Array.isArray(schema.type) ? schema.type : [schema.type];
  if (typeof value === 'number') return types.includes('integer') ? Number.isInteger(value) : types.includes('number');
  if (typeof value === 'string') return types.includes('string') && (schema.maxLength === undefined || value.length <= schema.maxLength);
  if (typeof value === 'boolean') return types.includes('boolean');
  return false;
};
const isArray = (schema: Schema | undefined): boolean => {
  const branches = schema?.anyOf ?? schema?.oneOf;
  if (branches) return branches.some((b) => isArray(b));
  return schema?.type === 'array' || (Array.isArray(schema?.type) && schema.type.includes('array'));
};

interface Answer {
  status: number;
  code: number | undefined;
  text: string;
}

describe('isolation matrix: every operation of the OpenAPI document, as another unit', () => {
  let t: TestApp;
  let operations: Operation[];
  let a: Credentials;
  let account: { user_no: string; password: string };
  let aRows: UnitRows;
  let bRows: UnitRows;
  let tables: string[];
  let markerIds: Set<string>;
  let markerNames: string[];
  let calls = 0;
  let aUnit: string;
  let schema: Awaited<ReturnType<typeof companyTables>>;
  let otherUnits: Set<string>;
  const counts = { idOperations: 0, idFields: 0, idCalls: 0, notFound: 0, refusedFirst: 0, ignored: 0, listOperations: 0 };

  beforeAll(async () => {
    t = await createTestApp();
    const db = t.database.db;
    // A: a second unit, its administrator, and rows of its own (a project through the API).
    const unit = await createUnit(db, { company_name: '隔离矩阵甲方单位' });
    const user = await createUser(db);
    await addMember(db, unit.company_id, user.user_id, new Date(), '单位管理员', true);
    const api = await signedIn(t, user);
    await api.call(routes.createProject, { project_code: 'ISO-A', project_name: '甲方自己的项目', area_id: 330106, lon: 120.13, lat: 30.26, status: 2 });
    account = { user_no: user.user_no, password: user.password };
    a = await signIn(t.app, TEST_AUTH_CODE, account, 0);
    // B: the demo unit, with a session of its own and a pending join request (families its seed leaves empty).
    await signedIn(t, DEMO);
    const applicant = await createUser(db);
    await db.execute(sql`insert into join_requests (company_id, id, user_id, dept_id, job_id)
      values (${B}, ${uuidv7()}, ${applicant.user_id}, ${DemoIds.engineeringDept}, ${DemoIds.builderJob})`);
    aUnit = unit.company_id;
    schema = await companyTables(db);

    tables = schema.tables;
    aRows = await unitRows(db, unit.company_id, schema);
    bRows = await unitRows(db, B, schema);
    // Values A holds too, or that belong to no unit (reference rows, menus), are no sign of a leak.
    const global = new Set<string>([...aRows.uuids, ...aRows.texts, ...(await sharedValues(db, schema))]);
    // Other units' ids are in B's keys too (a project's partner units); they are the directory's, not B's rows.
    otherUnits = new Set((await rowsOf(db, sql`select company_id from companies where company_id <> ${B}`)).map((r) => String(r.company_id)));
    markerIds = new Set([...bRows.primaryKeys, B].filter((id) => !global.has(id) && !otherUnits.has(id)));
    markerNames = [...bRows.names].filter((n) => !global.has(n));
    const document = (await t.app.inject({ url: '/api/openapi.json' })).json();
    operations = operationsOf(document);
  }, 180_000);
  afterAll(async () => t?.close());

  /** The id fields of an operation: its path parameters, and the fields named as ids that carry text. */
  const idFieldsOf = (op: Operation): string[] => {
    const fields = Object.entries(op.schema.properties ?? {})
      .filter(([name, schema]) => (/(^id|_id|^ids|_ids)$/.test(name) || bRows.ids.has(name)) && stringish(schema) && !(name in NOT_UNIT_IDS))
      .map(([name]) => name);
    return [...new Set([...op.pathParams, ...fields])];
  };

  const call = async (op: Operation, params: Record<string, unknown>, pathValues: Record<string, string>, retried = false): Promise<Answer> => {
    calls++;
    const n = calls;
    const request = await wellFormedRequest(op, params, pathValues, a, `iso${n.toString(36).padStart(17, '0')}`, `10.9.${(n >> 8) % 250}.${(n % 250) + 1}`);
    const response = await t.app.inject({ method: request.method, url: request.url, headers: request.headers, payload: request.payload, remoteAddress: request.remoteAddress });
    let code: number | undefined;
    let text = response.body;
    if (String(response.headers['content-type'] ?? '').startsWith('application/json')) {
      code = (response.json() as { code?: number }).code;
      // A call that ended A's session (a switch of unit or job): sign in again and send it once more.
      if (code === ResultCode.TOKEN_INVALID || code === ResultCode.SESSION_ENDED) {
        a = await signIn(t.app, TEST_AUTH_CODE, account, n);
        if (!retried) return call(op, params, pathValues, true);
      }
    } else if (response.rawPayload.subarray(0, 2).toString() === 'PK') {
      // A workbook: its cells' text, where a leaked name would show.
      const cells: string[] = [];
      for await (const row of readFirstSheetRows(response.rawPayload)) cells.push(row.values.map((v) => String(v ?? '')).join('\t'));
      text = cells.join('\n');
    }
    return { status: response.statusCode, code, text };
  };

  /** The column whose values in a unit's rows a field takes: named in ID_SOURCES, else its own name, or `x_id` for `x_ids`. */
  const sourceOf = (op: Operation, field: string, rows: UnitRows): string => {
    const named = ID_SOURCES[`${op.name} ${field}`] ?? ID_SOURCES[field];
    if (named) return named;
    return rows.ids.has(field) || !field.endsWith('_ids') ? field : field.replace(/_ids$/, '_id');
  };
  const idOf = (op: Operation, field: string, rows: UnitRows) => rows.ids.get(sourceOf(op, field, rows))?.[0];

  /** What of B an answer shows: its ids and its names — but for names A holds by now too (defaults made on first use). */
  const leaks = async (text: string): Promise<string[]> => {
    const ids = [...new Set([...(text.match(UUID) ?? [])].filter((id) => markerIds.has(id.toLowerCase())))];
    let names = markerNames.filter((name) => text.includes(name));
    if (names.length) {
      const held = await heldTexts(t.database.db, aUnit, schema, names);
      names = names.filter((name) => !held.has(name));
    }
    return [...ids, ...names];
  };

  /** Parameters for one call: plausible ones, every id field given A's own id (or left out), then `overrides`. */
  const paramsFor = (op: Operation, attempt: number, overrides: Record<string, string>) => {
    const rng = createRng(hash(op.name) + attempt);
    const params = plausibleObject(rng, op.schema);
    // Even attempts fill fields from stored rows of the same column name (B's, as valid values go), odd ones send
    // only what is required: most refusals of a plausible call are a field's own rule, not the id.
    if (attempt % 2 === 1) for (const key of Object.keys(params)) if (!(op.schema.required ?? []).includes(key)) delete params[key];
    for (const [key, field] of Object.entries(op.schema.properties ?? {})) {
      if (!(key in params)) continue;
      const sample = attempt % 2 === 0 ? (bRows.samples.get(key) ?? aRows.samples.get(key)) : undefined;
      if (sample !== undefined && fits(sample, field)) params[key] = sample;
      else if (/date/.test(key) && typeof params[key] === 'string' && stringish(field)) params[key] = '2026-01-15';
    }
    if ('page' in (op.schema.properties ?? {})) params.page = 1;
    if ('page_size' in (op.schema.properties ?? {})) params.page_size = 10;
    const pathValues: Record<string, string> = {};
    const required = new Set(op.schema.required ?? []);
    for (const field of idFieldsOf(op)) {
      const inPath = op.pathParams.includes(field);
      // A has no row of this family: left out where it may be, else an id of no row at all (never one of B's).
      const value = overrides[field] ?? idOf(op, field, aRows) ?? (required.has(field) || inPath ? NO_ROW : undefined);
      if (value === undefined) {
        delete params[field];
        continue;
      }
      if (inPath) pathValues[field] = value;
      if (field in (op.schema.properties ?? {})) params[field] = isArray(op.schema.properties?.[field]) ? [value] : value;
    }
    return { params, pathValues };
  };

  it('answers 10002 to each id of the other unit, and changes no row of it', { timeout: 300_000 }, async () => {
    const before = await unitDigest(t.database.db, B, tables);
    const failures: string[] = [];
    const uncovered: string[] = [];
    const ignoredSeen = new Set<string>();
    for (const op of operations) {
      if (op.name in ISOLATION_EXEMPT) continue;
      const fields = idFieldsOf(op);
      if (fields.length === 0) continue;
      const targets = fields.filter((f) => idOf(op, f, bRows));
      if (targets.length === 0) {
        uncovered.push(`${op.name}: no row of the other unit for ${fields.join(', ')}`);
        continue;
      }
      counts.idOperations++;
      for (const field of targets) {
        counts.idFields++;
        const target = idOf(op, field, bRows) as string;
        let answer: Answer | undefined;
        for (let attempt = 0; attempt < ATTEMPTS; attempt++) {
          const { params, pathValues } = paramsFor(op, attempt, { [field]: target });
          answer = await call(op, params, pathValues);
          counts.idCalls++;
          if (answer.code !== ResultCode.VALIDATION) break;
        }
        if (answer?.code === ResultCode.NOT_FOUND) {
          counts.notFound++;
          continue;
        }
        if (answer?.code === ResultCode.VALIDATION) {
          // Refused on a field of its own before the id was looked at: nothing shown, nothing proven; counted.
          counts.refusedFirst++;
          continue;
        }
        const shown = answer ? await leaks(answer.text) : [];
        const succeeded = answer?.code === ResultCode.OK || (answer?.code === undefined && answer?.status === 200);
        // A success may only have left the id aside (a filter that finds nothing, a field its mode ignores): it must
        // show nothing of B, and A's rows must not now point at B's row.
        const stored = succeeded && shown.length === 0 ? await holdsUuid(t.database.db, aUnit, schema, target) : false;
        // Only where the exemptions say why leaving the id aside is right; any other success should have been 10002.
        if (succeeded && shown.length === 0 && !stored && `${op.name} ${field}` in ID_IGNORED) {
          counts.ignored++;
          ignoredSeen.add(`${op.name} ${field}`);
          continue;
        }
        if (succeeded && shown.length === 0 && !stored) {
          failures.push(`${op.name} ${field}=B → succeeded without using the id${isList(op) ? ' (a list)' : ''}: answer 10002, or say in ID_IGNORED why success is right`);
          continue;
        }
        failures.push(`${op.name} ${field}=B → ${answer?.status} code ${answer?.code}${shown.length ? ` showing ${shown.slice(0, 3).join(', ')}` : ''}${stored ? ' (stored in A)' : ''}: ${answer?.text.slice(0, 120)}`);
      }
    }
    const after = await unitDigest(t.database.db, B, tables);
    const changed = tables.filter((table) => before.get(table) !== after.get(table));
    process.stdout.write(
      `isolation matrix (${process.env.TEST_DB}): ${counts.idOperations} operations taking ids, ${counts.idFields} id fields, ${counts.idCalls} calls: ` +
        `${counts.notFound} answered 10002, ${counts.ignored} succeeded without using or showing the id, ${counts.refusedFirst} refused on another field first (10001)\n`,
    );
    if (process.env.ISOLATION_VERBOSE === '1') process.stdout.write(`${failures.join('\n')}\n`);
    // An ID_IGNORED entry the run did not meet as a success is stale: the call now answers 10002 (or refuses first).
    const stale = Object.keys(ID_IGNORED).filter((key) => !ignoredSeen.has(key));
    expect({ uncovered, failures, changed, stale }).toEqual({ uncovered: [], failures: [], changed: [], stale: [] });
  });

  it('shows no id or name of the other unit in any list or export', { timeout: 300_000 }, async () => {
    const failures: string[] = [];
    const refused: string[] = [];
    for (const op of operations) {
      if (op.name in ISOLATION_EXEMPT || !(isList(op) || isExport(op))) continue;
      counts.listOperations++;
      let answer: Answer | undefined;
      for (let attempt = 0; attempt < ATTEMPTS; attempt++) {
        const { params, pathValues } = paramsFor(op, attempt, {});
        answer = await call(op, params, pathValues);
        if (answer.code === ResultCode.OK || (answer.code === undefined && answer.status === 200)) break;
      }
      const shown = answer ? await leaks(answer.text) : [];
      if (shown.length) failures.push(`${op.name} → shows ${shown.slice(0, 5).join(', ')}`);
      // A refusal shows nothing either; counted, so the report says how many lists answered with A's own rows.
      else if (!(answer?.code === ResultCode.OK || (answer?.code === undefined && answer?.status === 200))) refused.push(`${op.name} → ${answer?.status} code ${answer?.code}`);
    }
    process.stdout.write(
      `isolation matrix (${process.env.TEST_DB}): ${counts.listOperations} lists and exports (${counts.listOperations - refused.length} answered, ${refused.length} refused), ` +
        `${calls} calls in all, ${Object.keys(ISOLATION_EXEMPT).length} operations exempt, ${markerIds.size} ids and ${markerNames.length} names of the other unit looked for\n`,
    );
    if (process.env.ISOLATION_VERBOSE === '1') process.stdout.write(`${refused.join('\n')}\n`);
    expect(failures).toEqual([]);
  });

  it('names only operations of the document in its exemptions, each with a reason', () => {
    const names = new Set(operations.map((op) => op.name));
    expect(Object.keys(ISOLATION_EXEMPT).filter((name) => !names.has(name))).toEqual([]);
    for (const reason of Object.values(ISOLATION_EXEMPT)) expect(reason.length).toBeGreaterThan(10);
  });
});

/** A stable number from an operation's name: each operation gets its own plausible parameters, run after run. */
function hash(text: string): number {
  let h = 2166136261;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 16777619);
  return h >>> 0;
}
