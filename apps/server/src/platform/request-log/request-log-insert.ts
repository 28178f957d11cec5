import { sql } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import { apiRequestLog } from '../../db/schema';

/** A row to write; its time a Date or epoch milliseconds (a call's entry: no Date made, none turned into text by pg). */
export type NewEntry = Omit<typeof apiRequestLog.$inferInsert, 'at'> & { at: Date | number };

/**
 * The one statement that writes a batch (issue 14 item 8), built once and prepared by name: on PostgreSQL each
 * connection parses and plans it once, not once a batch.
 *
 * A batch's rows mostly repeat a few callers and routes (a session calls the same few routes), so what a row says
 * beyond its time, status and duration — unit, person, name, method, route, operation — travels once per distinct
 * combination (the dictionary `d`) and each row carries its number there (`u.k`). PostgreSQL then parses four
 * numbers a row instead of nine values (two uuids and four texts among them: ≈ 0.3 µs each), and the server builds
 * the four numeric arrays as text itself — no escaping of each element, which pg's own array writer does.
 * The join keeps the batch's order (`order by u.n`): ids are given in the order the calls were answered.
 * Times travel as epoch milliseconds, made exact by integer arithmetic in SQL.
 */
export function prepareInsert(db: Db) {
  const t = apiRequestLog;
  const p = (name: string) => sql.placeholder(name);
  const statement = sql`insert into ${t} (${sql.identifier(t.at.name)}, ${sql.identifier(t.company_id.name)}, ${sql.identifier(t.user_id.name)},
    ${sql.identifier(t.user_name.name)}, ${sql.identifier(t.method.name)}, ${sql.identifier(t.route.name)}, ${sql.identifier(t.operation.name)},
    ${sql.identifier(t.status.name)}, ${sql.identifier(t.duration_ms.name)})
    select timestamptz 'epoch' + u.at * interval '1 millisecond', d.company_id, d.user_id, d.user_name, d.method, d.route, d.operation,
      u.status, u.duration_ms
    from unnest(${p('at')}::float8[], ${p('k')}::int4[], ${p('status')}::int2[], ${p('duration')}::float4[])
      with ordinality as u(at, k, status, duration_ms, n)
    join unnest(${p('companyId')}::uuid[], ${p('userId')}::uuid[], ${p('userName')}::text[], ${p('method')}::text[],
      ${p('route')}::text[], ${p('operation')}::text[])
      with ordinality as d(company_id, user_id, user_name, method, route, operation, k) on d.k = u.k
    order by u.n`;
  const query = new PgDialect().sqlToQuery(statement);
  const prepared = db._.session.prepareQuery(query, undefined, 'request_log_insert', false);
  return (batch: NewEntry[]) => prepared.execute(batchParams(batch));
}

/** The statement's parameters for a batch: per row four numeric arrays as literals, per distinct caller and route six. */
export function batchParams(batch: NewEntry[]) {
  const n = batch.length;
  // Distinct combinations found through nested maps on the parts themselves: the parts are the same few string objects
  // call after call (a route's, a session's), whose hashes V8 keeps, where a key joined from them is a new string to
  // build and hash for every row.
  const keys: Level = new Map();
  const companyId: (string | null)[] = [];
  const userId: (string | null)[] = [];
  const userName: (string | null)[] = [];
  const method: string[] = [];
  const route: string[] = [];
  const operation: (string | null)[] = [];
  let at = '{';
  let k = '{';
  let status = '{';
  let duration = '{';
  for (let i = 0; i < n; i++) {
    const e = batch[i] as NewEntry;
    const c = e.company_id ?? null;
    const u = e.user_id ?? null;
    const un = e.user_name ?? null;
    const o = e.operation ?? null;
    const last = within(within(within(within(within(keys, e.route), e.method), o), c), u);
    let index = last.get(un) as number | undefined;
    if (index === undefined) {
      index = companyId.length + 1;
      last.set(un, index);
      companyId.push(c);
      userId.push(u);
      userName.push(un);
      method.push(e.method);
      route.push(e.route);
      operation.push(o);
    }
    const sep = i === 0 ? '' : ',';
    // Numbers only: their text needs no quoting. A finite number's String() is a literal PostgreSQL reads exactly.
    at += sep + String(typeof e.at === 'number' ? e.at : e.at.getTime());
    k += sep + String(index);
    status += sep + String(Math.trunc(e.status));
    duration += sep + (Number.isFinite(e.duration_ms) ? String(e.duration_ms) : '0');
  }
  return { at: `${at}}`, k: `${k}}`, status: `${status}}`, duration: `${duration}}`, companyId, userId, userName, method, route, operation };
}

type Level = Map<string | null, Level | number>;

/** The map below `level` for `part`, made when missing. */
function within(level: Level, part: string | null): Level {
  let next = level.get(part) as Level | undefined;
  if (next === undefined) level.set(part, (next = new Map()));
  return next;
}
