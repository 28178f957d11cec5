import { and, count, desc, eq, ilike, or, type SQL } from 'drizzle-orm';
import { uuidv7 } from 'uuidv7';
import type { Db } from '../../db/client';
import { deviceBindRecords } from '../../db/schema';
import type { PageWindow } from '../../platform/paging';
import { likePattern } from '../../platform/query-helpers';

const r = deviceBindRecords;

export interface BindTarget {
  type: string;
  id: string | null;
  name: string | null;
}

export interface BindChange {
  companyId: string;
  kind: 'reader' | 'rfid';
  deviceId: string;
  deviceName: string;
  before: BindTarget | null;
  after: BindTarget | null;
  userId: string | null;
  userName: string | null;
}

const same = (a: BindTarget | null, b: BindTarget | null) => a?.type === b?.type && a?.id === b?.id && a?.name === b?.name;

/** Records a change of binding: an unbind of what was there, then a bind of what is there now (nothing if unchanged). */
export async function recordBindChange(db: Db, c: BindChange): Promise<void> {
  if (same(c.before, c.after)) return;
  const base = { company_id: c.companyId, device_kind: c.kind, device_id: c.deviceId, device_name: c.deviceName, user_id: c.userId, user_name: c.userName };
  const rows = [];
  const now = Date.now();
  if (c.before) rows.push({ ...base, record_id: uuidv7(), action: 0, target_type: c.before.type, target_id: c.before.id, target_name: c.before.name, created_at: new Date(now) });
  // One millisecond later, so the newest-first list shows the bind above the unbind it followed.
  if (c.after) rows.push({ ...base, record_id: uuidv7(), action: 1, target_type: c.after.type, target_id: c.after.id, target_name: c.after.name, created_at: new Date(now + 1) });
  if (rows.length) await db.insert(r).values(rows);
}

export interface BindQuery {
  device_kind?: string;
  device_id?: string | null;
  action?: number;
  search?: string;
  sort_order?: 'asc' | 'desc';
}

/** A page of binding records of the company, newest first (or oldest first with sort_order asc). */
export async function pageBindRecords(db: Db, companyId: string, q: BindQuery, window: PageWindow) {
  const conditions: (SQL | undefined)[] = [
    eq(r.company_id, companyId),
    q.device_kind ? eq(r.device_kind, q.device_kind) : undefined,
    q.device_id ? eq(r.device_id, q.device_id) : undefined,
    q.action === undefined ? undefined : eq(r.action, q.action),
    q.search ? or(ilike(r.device_name, likePattern(q.search)), ilike(r.target_name, likePattern(q.search)), ilike(r.user_name, likePattern(q.search))) : undefined,
  ];
  const where = and(...conditions);
  const order = q.sort_order === 'asc' ? [r.created_at, r.record_id] : [desc(r.created_at), desc(r.record_id)];
  const [rows, [total]] = await Promise.all([
    db
      .select({
        record_id: r.record_id,
        device_kind: r.device_kind,
        device_id: r.device_id,
        device_name: r.device_name,
        action: r.action,
        target_type: r.target_type,
        target_id: r.target_id,
        target_name: r.target_name,
        user_name: r.user_name,
        created_at: r.created_at,
      })
      .from(r)
      .where(where)
      .orderBy(...order)
      .limit(window.limit)
      .offset(window.offset),
    db.select({ n: count() }).from(r).where(where),
  ]);
  return { rows: rows.map((row) => ({ ...row, created_at: row.created_at.toISOString() })), total: Number(total?.n ?? 0) };
}
