import type { FastifyInstance } from 'fastify';
import { and, eq } from 'drizzle-orm';
import { DataScopePage, LiveEventType, ResultCode, car, site, type AnyResource } from '@zhuyun/contracts';
import { projects, siteDevices } from '../../db/schema';
import { inTenantScope } from '../../db/scope';
import { projectVisible, visibleProjectIds } from '../../platform/data-scope/scope-checks';
import type { SessionContext } from '../../platform/session/session.types';
import { AppError, fail } from '../../platform/errors';
import { registerRoute } from '../../platform/http/register-route';
import type { Platform } from '../../platform/platform';
import { DeviceKeyService } from '../../platform/devices/device-key.service';
import { registerResource } from '../../platform/resource/register-resource';
import { pageOf, tenantOf, windowOf as pageWindowOf } from '../../platform/tenant';
import { ofKind, siteDeviceRepo, type DeviceRepo } from './site-device.repo';
import { SiteReadingsRepo } from './site-readings.repo';
import { registerDeviceKeyRoutes } from '../../platform/devices/device-key.routes';
import { siteDeviceFamily } from './offline-sweep';
import { watchSilentDevices } from './offline-watch';
import { positionsInRange, registerGnssTrackRoute } from './gnss-track.routes';

const { SiteMsg, METRICS_OF_KIND } = site;
const DAY_MS = 86_400_000;

/** The window of a read: the last day by default, 31 days at most. */
function windowOf(input: { start_time?: string | undefined; end_time?: string | undefined }) {
  const to = input.end_time ? new Date(input.end_time) : new Date();
  const from = input.start_time ? new Date(input.start_time) : new Date(to.getTime() - DAY_MS);
  if (to.getTime() - from.getTime() > 31 * DAY_MS || from > to) throw fail.validation(SiteMsg.windowTooLong);
  return { from, to };
}

/** Site devices and their data (issue 18 items 1–2, issue 20 item 1): resources, the ingestion call, reads, the sweep. */
export function registerSiteRoutes(app: FastifyInstance, platform: Platform): void {
  const { db } = platform.database;
  const all = siteDeviceRepo(db);
  const readings = new SiteReadingsRepo(db);
  const keys = new DeviceKeyService(db);
  // A device's project is one of its own company's projects.
  const prepare = async (companyId: string | null, values: Record<string, unknown>) => {
    if (!values.project_id) return values;
    const [found] = await db
      .select({ id: projects.project_id })
      .from(projects)
      .where(and(eq(projects.company_id, companyId as string), eq(projects.project_id, values.project_id as string)));
    if (!found) throw fail.notFound(SiteMsg.projectNotFound);
    return values;
  };
  // /pageDataAuth (page.sensorList): a job limited to its projects sees only their devices, of every kind, and their data.
  const dataScope = { page: DataScopePage.siteDevices, columns: { project: siteDevices.project_id } };
  const register = (resource: AnyResource, repo: DeviceRepo) => registerResource(app, platform, resource, { repo: repo as never, prepare: prepare as never, dataScope });
  const scopeOf = (session: SessionContext) => platform.dataScope.resolve(session, DataScopePage.siteDevices);
  // The window of a read limited to the session's projects; a named project or device outside them is "not found".
  const scopedRead = async (session: SessionContext, input: { project_id?: string | null | undefined; device_id?: string | null | undefined }) => {
    const companyId = tenantOf(session);
    const scope = await scopeOf(session);
    if (input.project_id && !projectVisible(scope, input.project_id)) throw fail.notFound(SiteMsg.projectNotFound);
    if (input.device_id && scope.type !== 'all') {
      const device = await readings.device(companyId, input.device_id);
      if (!device || !projectVisible(scope, device.project_id)) throw fail.notFound(SiteMsg.deviceNotFound);
    }
    return { companyId, projectId: input.project_id, deviceId: input.device_id, projectIds: visibleProjectIds(scope) };
  };
  register(site.siteDeviceResource, all);
  register(site.constructionLiftResource, ofKind(all, 'lift'));
  register(site.climbMachineResource, ofKind(all, 'climb_machine'));
  register(site.behaviorCameraResource, ofKind(all, 'camera'));

  registerRoute(app, platform, site.uploadSiteReadings, {
    handler: async ({ input, request }) => {
      const sent = request.headers[car.DEVICE_KEY_HEADER];
      const ref = await keys.verify(Array.isArray(sent) ? sent[0] : sent, site.SITE_DEVICE_KEY_KIND);
      if (!ref) throw new AppError(ResultCode.WRONG_CREDENTIALS, SiteMsg.deviceKeyInvalid);
      // The key names the unit: its device is read and its readings written in that unit's scope (decision 024).
      const inUnit = <T>(run: () => Promise<T>) => inTenantScope(ref.companyId, run);
      const device = await inUnit(() => readings.device(ref.companyId, ref.deviceId));
      if (!device) throw new AppError(ResultCode.WRONG_CREDENTIALS, SiteMsg.deviceKeyInvalid);
      const allowed: readonly string[] = METRICS_OF_KIND[device.device_kind];
      if (input.readings.some((r) => !allowed.includes(r.metric))) throw fail.validation(SiteMsg.metricNotForKind);
      if (!positionsInRange(input.readings)) throw fail.validation(SiteMsg.positionInvalid);
      const accepted = await inUnit(() => readings.ingest(ref.companyId, device, input.readings));
      const newest = input.readings.reduce((max, r) => (r.at > max ? r.at : max), input.readings[0]?.at ?? '');
      // Open real-time pages re-read; a failed announcement never fails the upload that caused it.
      await platform.events
        .publish({ companyId: ref.companyId, type: LiveEventType.siteReadings, payload: { device_id: device.device_id, project_id: device.project_id, at: newest } })
        .catch((error: unknown) => request.log.error({ err: error }, 'site readings announcement failed'));
      return { accepted, duplicates: input.readings.length - accepted };
    },
  });

  registerRoute(app, platform, site.getEnvironment, {
    handler: async ({ input, session }) => {
      const scope = await scopedRead(session, input);
      const metrics = input.metric ? [input.metric] : METRICS_OF_KIND.environment;
      return { latest: await readings.latest(scope, 'environment', metrics), series: await readings.series({ ...scope, ...windowOf(input) }, metrics) };
    },
  });

  for (const [route, metric] of [
    [site.getClimb, 'climb_event'],
    [site.getBehavior, 'behavior_event'],
  ] as const) {
    registerRoute(app, platform, route, {
      handler: async ({ input, session, setMsg }) => {
        const paging = pageWindowOf(input);
        const found = await readings.events({ ...(await scopedRead(session, input)), ...windowOf(input) }, metric, paging.limit, paging.offset);
        return pageOf(paging, found.list, found.total, setMsg);
      },
    });
  }

  const liftOf = async (session: SessionContext, deviceId: string) => {
    const device = await readings.device(tenantOf(session), deviceId);
    if (!device || device.device_kind !== 'lift' || !projectVisible(await scopeOf(session), device.project_id)) throw fail.notFound(SiteMsg.deviceNotFound);
    return device;
  };
  registerRoute(app, platform, site.getEleWorkData, {
    handler: async ({ input, session }) => {
      const companyId = tenantOf(session);
      await liftOf(session, input.device_id);
      return { list: await readings.liftWork({ companyId, deviceId: input.device_id, ...windowOf(input) }) };
    },
  });
  registerRoute(app, platform, site.getEleStateData, {
    handler: async ({ input, session }) => {
      const companyId = tenantOf(session);
      await liftOf(session, input.device_id);
      const row = (await all.get?.(companyId, input.device_id)) as site.SiteDeviceRow;
      const latest = row.latest ?? {};
      const midnight = new Date(Math.floor((Date.now() + 8 * 3_600_000) / DAY_MS) * DAY_MS - 8 * 3_600_000); // Beijing time
      return {
        device_id: row.device_id,
        device_name: row.device_name,
        online: row.online,
        last_seen_at: row.last_seen_at,
        rated_load: row.rated_load,
        max_height: row.max_height,
        lift_load: latest.lift_load ?? null,
        lift_height: latest.lift_height ?? null,
        lift_speed: latest.lift_speed ?? null,
        lift_state: latest.lift_state ?? null,
        cycles_today: await readings.liftCycles(companyId, input.device_id, midnight),
      };
    },
  });

  registerDeviceKeyRoutes(app, platform, keys, {
    calls: { create: site.createSiteDeviceKey, rotate: site.rotateSiteDeviceKey, revoke: site.revokeSiteDeviceKey },
    kind: site.SITE_DEVICE_KEY_KIND,
    idField: 'device_id',
    exists: async (companyId, deviceId) => Boolean(await readings.device(companyId, deviceId)),
    messages: { adminOnly: SiteMsg.deviceKeyAdminOnly, notFound: SiteMsg.deviceNotFound, exists: SiteMsg.deviceKeyExists, none: SiteMsg.deviceKeyNone },
  });
  registerGnssTrackRoute(app, platform, readings, async (session, projectId) => projectVisible(await scopeOf(session), projectId));

  watchSilentDevices(app, platform, siteDeviceFamily);
}
