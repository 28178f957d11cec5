import { z } from 'zod';
import { defineRoute } from '../route';
import { boundedSigningParams, boundedString, optionalUuid, uuidField } from '../resource';
import { pageNumber, pageSize } from '../fields';
import { page } from '../envelope';
import { MAX_READINGS_PER_UPLOAD, SITE_METRICS, SiteMsg, SiteObject } from './site.messages';

const instant = boundedString(40, SiteMsg.timeInvalid).refine((v) => !Number.isNaN(Date.parse(v)), { error: SiteMsg.timeInvalid });
const metric = z.enum(SITE_METRICS, { error: SiteMsg.metricInvalid });

const reading = z.object({
  metric,
  /** When the device measured it (ISO 8601); with the device and metric, what makes a reading unique. */
  at: instant,
  value: z.number({ error: SiteMsg.valueInvalid }).finite({ error: SiteMsg.valueInvalid }).min(-1e9, { error: SiteMsg.valueInvalid }).max(1e9, { error: SiteMsg.valueInvalid }),
  /** An event's words (a behaviour's place, a climbing alarm's detail). */
  note: boundedString(200).optional(),
});

/**
 * The one ingestion call of site data (issue 18 item 2): a device posts a batch of readings with its own key in the
 * `device_key` header (ARCHITECTURE.md rule 11), no session and no signature; the key names the device, so its company
 * and project come from the server. A reading already stored (same device, metric and time) is ignored.
 */
export const uploadSiteReadings = defineRoute({
  method: 'POST',
  path: '/api/v1/device/site_readings',
  summary: 'Site device readings upload (path chosen)',
  tag: 'site',
  auth: 'none',
  signed: false,
  deviceKey: true,
  request: z.object({
    readings: z
      .array(reading, { error: SiteMsg.readingsRequired })
      .min(1, { error: SiteMsg.readingsRequired })
      .max(MAX_READINGS_PER_UPLOAD, { error: SiteMsg.tooManyReadings }),
  }),
  response: z.object({ accepted: z.number(), duplicates: z.number() }),
});

/** A window of readings: the last day when no time is given; at most 31 days. */
const windowShape = {
  project_id: optionalUuid(SiteMsg.projectNotFound),
  device_id: optionalUuid(SiteMsg.deviceNotFound),
  start_time: instant.optional(),
  end_time: instant.optional(),
  ...boundedSigningParams,
};

const seriesPoint = z.tuple([z.string(), z.number()]);
const latestRow = z.object({ device_id: z.string(), device_name: z.string(), metric: z.string(), value: z.number(), at: z.string() });

/** Environment readings (dust, noise, temperature, humidity, wind): the newest per sensor and metric, and series. */
export const getEnvironment = defineRoute({
  method: 'GET',
  path: '/api/v1/project/environment',
  summary: 'Environment readings',
  tag: 'site',
  auth: 'session',
  signed: true,
  request: z.object({ ...windowShape, metric: metric.optional() }),
  response: z.object({
    latest: z.array(latestRow),
    /** Averages per bucket over the window, oldest first (about 120 points per metric). */
    series: z.array(z.object({ metric: z.string(), points: z.array(seriesPoint) })),
  }),
});

const eventRow = z.object({
  device_id: z.string(),
  device_name: z.string(),
  project_id: z.string().nullable(),
  project_name: z.string().nullable(),
  metric: z.string(),
  code: z.number(),
  note: z.string().nullable(),
  at: z.string(),
});
export type SiteEventRow = z.infer<typeof eventRow>;
const eventsPage = page(eventRow);
const eventRequest = z.object({ ...windowShape, page: pageNumber, page_size: pageSize(20) });

/** Climbing formwork: its machines' events (start, done, overload …), newest first, paged. */
export const getClimb = defineRoute({
  method: 'GET',
  path: '/api/v1/project/climb',
  summary: 'Climbing formwork events',
  tag: 'site',
  auth: 'session',
  signed: true,
  request: eventRequest,
  response: eventsPage,
});

/** Unsafe-behaviour events reported by the cameras, newest first, paged. */
export const getBehavior = defineRoute({
  method: 'GET',
  path: '/api/v1/project/behavior',
  summary: 'Unsafe behaviour events',
  tag: 'site',
  auth: 'session',
  signed: true,
  request: eventRequest,
  response: eventsPage,
});

const liftRequest = z.object({
  device_id: uuidField(SiteMsg.deviceIdRequired),
  start_time: instant.optional(),
  end_time: instant.optional(),
  ...boundedSigningParams,
});

/** A lift's working cycles in the window: load and height at each reported time, oldest first (10,000 at most). */
export const getEleWorkData = defineRoute({
  method: 'GET',
  path: '/proxy/data/ele_work_data',
  summary: 'Construction lift work data',
  tag: 'site',
  auth: 'session',
  signed: true,
  request: liftRequest,
  response: z.object({ list: z.array(z.object({ at: z.string(), lift_load: z.number().nullable(), lift_height: z.number().nullable(), lift_speed: z.number().nullable() })) }),
});

/** A lift's state now: online, last seen, and its newest load, height, speed and state. */
export const getEleStateData = defineRoute({
  method: 'GET',
  path: '/proxy/data/ele_state_data',
  summary: 'Construction lift state data',
  tag: 'site',
  auth: 'session',
  signed: true,
  request: z.object({ device_id: uuidField(SiteMsg.deviceIdRequired), ...boundedSigningParams }),
  response: z.object({
    device_id: z.string(),
    device_name: z.string(),
    online: z.number(),
    last_seen_at: z.string().nullable(),
    rated_load: z.number().nullable(),
    max_height: z.number().nullable(),
    lift_load: z.number().nullable(),
    lift_height: z.number().nullable(),
    lift_speed: z.number().nullable(),
    lift_state: z.number().nullable(),
    cycles_today: z.number(),
  }),
});

/**
 * /beidouPosition: one BeiDou/GNSS unit's track over a window (the last day by default, at most 31 days), oldest first;
 * a position is the latitude and longitude it reported at the same instant. At most 5,000 points, the newest kept.
 */
export const getGnssTrack = defineRoute({
  method: 'GET',
  path: '/api/v1/project/gnss_track',
  summary: 'BeiDou/GNSS track of a device (path chosen)',
  tag: 'site',
  auth: 'session',
  signed: true,
  permission: SiteObject.beidou,
  request: z.object({ device_id: uuidField(SiteMsg.deviceIdRequired), start_time: instant.optional(), end_time: instant.optional(), ...boundedSigningParams }),
  response: z.object({
    device_id: z.string(),
    device_name: z.string(),
    points: z.array(z.object({ at: z.string(), lat: z.number(), lng: z.number() })),
    truncated: z.boolean(),
  }),
});
