import type { FastifyInstance } from 'fastify';
import { and, desc, eq, sql } from 'drizzle-orm';
import { deviceAssets, type ResourceValuesOf } from '@zhuyun/contracts';
import type { Db } from '../../db/client';
import { btReaders, cars, deviceKeys, stackPoints } from '../../db/schema';
import { fail } from '../../platform/errors';
import type { Platform } from '../../platform/platform';
import { registerResource } from '../../platform/resource/register-resource';
import { tableRepo } from '../../platform/resource/table-repo';
import { recordBindChange, type BindTarget } from './bind-records';

const { DeviceMsg, BindType, READER_DEVICE_KEY_KIND } = deviceAssets;
type Values = ResourceValuesOf<typeof deviceAssets.readerResource>;
const TARGET_TYPES: Record<number, string> = { 1: 'yard', 2: 'gate', 3: 'car' };

/** The name of the yard or car a reader is bound to, in the company; null when it is not there. */
async function targetName(db: Db, companyId: string, type: number, id: string): Promise<string | null> {
  if (type === BindType.yard) {
    const [row] = await db.select({ name: stackPoints.stack_point_name }).from(stackPoints).where(and(eq(stackPoints.company_id, companyId), eq(stackPoints.stack_point_id, id)));
    return row?.name ?? null;
  }
  const [row] = await db.select({ name: cars.car_num }).from(cars).where(and(eq(cars.company_id, companyId), eq(cars.car_id, id)));
  return row?.name ?? null;
}

/** A reader's binding as stored: a yard or car by id (its name kept as it was when bound), a gate by its name. */
async function prepareBinding(db: Db, companyId: string, v: Values): Promise<Values> {
  if (v.bind_type === BindType.none) return { ...v, bind_id: null, bind_name: null };
  if (v.bind_type === BindType.gate) {
    if (!v.bind_name) throw fail.validation(DeviceMsg.gateNameRequired);
    return { ...v, bind_id: null };
  }
  if (!v.bind_id) throw fail.validation(DeviceMsg.bindTargetRequired);
  const name = await targetName(db, companyId, v.bind_type, v.bind_id);
  if (!name) throw fail.validation(DeviceMsg.bindTargetNotFound);
  return { ...v, bind_name: name };
}

type ReaderState = { reader_name: string; bind_type: number; bind_id: string | null; bind_name: string | null } | null | undefined;
const targetOf = (s: ReaderState): BindTarget | null =>
  s && s.bind_type !== BindType.none ? { type: TARGET_TYPES[s.bind_type] as string, id: s.bind_id, name: s.bind_name } : null;

/**
 * The reader's newest key, for the 设备密钥 dialog: live while not revoked (at most one is), else revoked when. The
 * instant travels as JSON's ISO text, so both drivers hand over the same string (as the cars' list does).
 */
const newestKey = (column: 'state' | 'since') => sql`(select ${sql.raw(
  column === 'state' ? "case when k.revoked_at is null then 'active' else 'revoked' end" : "to_json(coalesce(k.revoked_at, k.created_at)) #>> '{}'",
)} from ${deviceKeys} k where k.company_id = bt_readers.company_id and k.device_kind = ${READER_DEVICE_KEY_KIND}
  and k.device_id = bt_readers.reader_id order by k.created_at desc, k.key_id desc limit 1)`;

/** Bluetooth readers: one table; each write that changes a binding leaves unbind/bind records (/bindRecord). */
export function registerReaderResource(app: FastifyInstance, platform: Platform): void {
  const { db } = platform.database;
  const t = btReaders;
  registerResource(app, platform, deviceAssets.readerResource, {
    repo: tableRepo(db, deviceAssets.readerResource, {
      table: t,
      companyKey: 'company_id',
      select: {
        reader_id: t.reader_id,
        reader_name: t.reader_name,
        reader_sn: t.reader_sn,
        bind_type: t.bind_type,
        bind_id: t.bind_id,
        bind_name: t.bind_name,
        status: t.status,
        remark: t.remark,
        interval_seconds: t.interval_seconds,
        online: t.online,
        last_seen_at: t.last_seen_at,
        key_state: sql<'none' | 'active' | 'revoked'>`coalesce(${newestKey('state')}, 'none')`,
        key_since: newestKey('since').mapWith((v: unknown) => new Date(v as string).toISOString()),
        created_at: t.created_at,
      },
      sort: { created_at: t.created_at, reader_name: t.reader_name, reader_sn: t.reader_sn, last_seen_at: t.last_seen_at },
      defaultOrder: [desc(t.created_at), desc(t.reader_id)],
      search: [t.reader_name, t.reader_sn, t.bind_name],
      filters: { bind_type: t.bind_type, status: t.status, online: t.online },
    }),
    prepare: (companyId, values) => prepareBinding(db, companyId as string, values),
    audit: {
      onWrite: async (e) => {
        await platform.audit.onWrite(e);
        const after = e.after as ReaderState;
        if (!e.companyId || !after) return;
        await recordBindChange(db, {
          companyId: e.companyId,
          kind: 'reader',
          deviceId: e.id,
          deviceName: after.reader_name,
          before: targetOf(e.before as ReaderState),
          after: targetOf(after),
          userId: e.userId,
          userName: e.userName ?? null,
        });
      },
    },
  });
}
