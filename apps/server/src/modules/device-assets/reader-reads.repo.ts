import type { FastifyBaseLogger } from 'fastify';
import { sql } from 'drizzle-orm';
import { deviceAssets } from '@zhuyun/contracts';
import type { Db } from '../../db/client';
import type { EventBus } from '../../platform/events/event-bus';
import { sweepSilentDevices, type SilentDevices } from '../site';

type Rows<T> = { rows: T[] };
export interface TagRead {
  tag_code: string;
  at: string;
}
export interface IngestAnswer {
  accepted: number;
  duplicates: number;
  unknown: number;
}

/**
 * One report of a reader: marks it seen now (online again) and stores its reads of the unit's own tags, with the
 * component each tag is bound to and where the reader stands, in one statement (the reads travel as one JSON
 * parameter; ON CONFLICT on (company, tag, time, reader) drops repeats). Null when the reader is not the unit's.
 */
export async function ingestReaderReads(db: Db, companyId: string, readerId: string, reads: readonly TagRead[]): Promise<IngestAnswer | null> {
  return db.transaction(async (tx) => {
    const seen = ((await tx.execute(sql`update bt_readers set online = 1, last_seen_at = now()
        where company_id = ${companyId} and reader_id = ${readerId} returning bind_name`)) as unknown as Rows<{ bind_name: string | null }>).rows;
    if (seen.length === 0) return null;
    if (reads.length === 0) return { accepted: 0, duplicates: 0, unknown: 0 };
    // Instants normalised here: the contract accepts what Date.parse reads, PostgreSQL only ISO 8601.
    const json = JSON.stringify(reads.map((r) => ({ c: r.tag_code, a: new Date(r.at).toISOString() })));
    const [counts] = ((await tx.execute(sql`with known as (
          select t.rfid_id, t.component_id, x.a from json_to_recordset(${json}::json) as x(c text, a timestamptz)
          join rfid_tags t on t.company_id = ${companyId}::uuid and t.tag_code = x.c),
        ins as (insert into rfid_reads (company_id, rfid_id, at, reader_id, component_id, place)
          select ${companyId}::uuid, k.rfid_id, k.a, ${readerId}::uuid, k.component_id, ${seen[0]?.bind_name ?? null} from known k
          on conflict do nothing returning 1)
        select (select count(*) from known)::int as known, (select count(*) from ins)::int as accepted`)) as unknown as Rows<{ known: number; accepted: number }>).rows;
    const known = Number(counts?.known ?? 0);
    const accepted = Number(counts?.accepted ?? 0);
    return { accepted, duplicates: known - accepted, unknown: reads.length - known };
  });
}

/**
 * The readers' family of the offline sweep: every silent reader turns offline, and an enabled one (status 1) raises
 * one alarm; a disabled reader going quiet is expected. Readers belong to no project.
 */
export const readerFamily: SilentDevices = {
  name: 'Bluetooth readers',
  flip: (now) => sql`with gone as (update bt_readers set online = 0
        where online = 1 and last_seen_at < ${now.toISOString()}::timestamptz - interval_seconds * interval '1 second'
        returning company_id, reader_id, reader_name, interval_seconds, status)
      select company_id, reader_id as device_id, reader_name as device_name, null::uuid as project_id, interval_seconds from gone where status = 1`,
  title: deviceAssets.DeviceMsg.offlineTitle,
  content: deviceAssets.DeviceMsg.offlineContent,
};

/** Turns silent readers offline with one alarm each (however many sweeps pass); answers how many alarms it raised. */
export function sweepOfflineReaders(db: Db, bus: EventBus, now: Date = new Date(), log?: FastifyBaseLogger): Promise<number> {
  return sweepSilentDevices(db, bus, readerFamily, now, log);
}
