import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import { site } from '@zhuyun/contracts';
import { fail } from '../../platform/errors';
import { registerRoute } from '../../platform/http/register-route';
import type { Platform } from '../../platform/platform';
import type { SessionContext } from '../../platform/session/session.types';
import { tenantOf } from '../../platform/tenant';
import type { SiteReadingsRepo } from './site-readings.repo';

const { SiteMsg } = site;
const DAY_MS = 86_400_000;
/** Most points a track answers: a day at one fix every 20 s; a longer window keeps its newest. */
const MAX_POINTS = 5_000;

/** A position is a latitude and a longitude in range; the ingestion call refuses a batch with any other. */
export function positionsInRange(readings: readonly { metric: string; value: number }[]): boolean {
  return readings.every((r) => (r.metric === 'latitude' ? Math.abs(r.value) <= 90 : r.metric === 'longitude' ? Math.abs(r.value) <= 180 : true));
}

/**
 * /beidouPosition's track (issue 20 item 1): a GNSS unit is a site device of kind gnss that reports latitude and
 * longitude through the site ingestion call with its device key, so keys, online state and the offline alarm are the
 * site module's; this adds the read that pairs the two metrics by instant.
 */
export function registerGnssTrackRoute(
  app: FastifyInstance,
  platform: Platform,
  readings: SiteReadingsRepo,
  /** Whether the session's data scope (/pageDataAuth) shows a device of this project. */
  visible: (session: SessionContext, projectId: string | null) => Promise<boolean>,
): void {
  const { db } = platform.database;
  registerRoute(app, platform, site.getGnssTrack, {
    handler: async ({ input, session }) => {
      const companyId = tenantOf(session);
      const device = await readings.device(companyId, input.device_id);
      if (!device || !(await visible(session, device.project_id))) throw fail.notFound(SiteMsg.deviceNotFound);
      if (device.device_kind !== 'gnss') throw fail.validation(SiteMsg.notGnssDevice);
      const to = input.end_time ? new Date(input.end_time) : new Date();
      const from = input.start_time ? new Date(input.start_time) : new Date(to.getTime() - DAY_MS);
      if (to.getTime() - from.getTime() > 31 * DAY_MS || from > to) throw fail.validation(SiteMsg.windowTooLong);
      const result = (await db.execute(sql`select at, max(value) filter (where metric = 'latitude') as lat, max(value) filter (where metric = 'longitude') as lng
        from site_readings
        where company_id = ${companyId} and device_id = ${input.device_id} and metric in ('latitude', 'longitude') and at >= ${from.toISOString()}::timestamptz and at <= ${to.toISOString()}::timestamptz
        group by at order by at desc limit ${MAX_POINTS + 1}`)) as unknown as { rows: { at: Date | string; lat: number | null; lng: number | null }[] };
      const rows = result.rows.slice(0, MAX_POINTS).reverse();
      const points = rows
        .filter((r) => r.lat !== null && r.lng !== null)
        .map((r) => ({ at: new Date(r.at).toISOString(), lat: Number(r.lat), lng: Number(r.lng) }));
      return { device_id: device.device_id, device_name: device.device_name, points, truncated: result.rows.length > MAX_POINTS };
    },
  });
}
