import type { FastifyBaseLogger } from 'fastify';
import { sql, type SQL } from 'drizzle-orm';
import { site } from '@zhuyun/contracts';
import type { Db } from '../../db/client';
import type { EventBus } from '../../platform/events/event-bus';
import { raiseDeviceAlarm } from '../message';
import { inSystemScope } from '../../db/scope';

type Silent = { company_id: string; device_id: string; device_name: string; project_id: string | null; interval_seconds: number };

/**
 * A family of devices the sweep watches (site devices here, Bluetooth readers in device-assets): the statement that
 * flips its silent online devices to offline, and the words of the alarm each one raises.
 */
export interface SilentDevices {
  /** Named in the log when its sweep fails. */
  name: string;
  /** UPDATE … SET online = 0 WHERE online = 1 AND silent past its interval at `now` RETURNING the columns of `Silent`. */
  flip: (now: Date) => SQL;
  title: (name: string) => string;
  content: (name: string, minutes: number) => string;
}

/**
 * Turns offline every online device of a family silent for longer than its interval and raises one alarm for each
 * (issue 20 item 1). The UPDATE … RETURNING flips `online` once: a second sweep, on this node or another, finds nothing
 * to flip, so a device that stays silent raises one alarm, not one a minute; its next report sets it online again.
 */
export async function sweepSilentDevices(db: Db, bus: EventBus, family: SilentDevices, now: Date = new Date(), log?: FastifyBaseLogger): Promise<number> {
  // A background job over every unit's devices: the system scope `device-offline-sweep` (decision 024).
  return inSystemScope('device-offline-sweep', async () => {
    const gone = ((await db.execute(family.flip(now))) as unknown as { rows: Silent[] }).rows;
    for (const device of gone) {
      await raiseDeviceAlarm(
        db,
        bus,
        {
          companyId: device.company_id,
          projectId: device.project_id,
          title: family.title(device.device_name),
          content: family.content(device.device_name, Math.max(1, Math.round(device.interval_seconds / 60))),
          level: 2,
          occurredAt: now,
        },
        log,
      );
    }
    return gone.length;
  });
}

/** The site devices (sensors, lifts, climbing machines, cameras, GNSS units). */
export const siteDeviceFamily: SilentDevices = {
  name: 'site devices',
  flip: (now) => sql`update site_devices set online = 0
      where online = 1 and last_seen_at < ${now.toISOString()}::timestamptz - interval_seconds * interval '1 second'
      returning company_id, device_id, device_name, project_id, interval_seconds`,
  title: site.SiteMsg.offlineTitle,
  content: site.SiteMsg.offlineContent,
};

/** The site devices' sweep (sensors, lifts, climbing machines, cameras, GNSS units). */
export function sweepOfflineDevices(db: Db, bus: EventBus, now: Date = new Date(), log?: FastifyBaseLogger): Promise<number> {
  return sweepSilentDevices(db, bus, siteDeviceFamily, now, log);
}

/** How often the sweep runs; a device is reported within a minute of passing its interval. */
export const SWEEP_EVERY_MS = 60_000;
