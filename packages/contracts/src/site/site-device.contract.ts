import { z } from 'zod';
import { defineResource, deviceKeyCalls, numberOrNull, optionalUuid, searchText, text, textOrNull } from '../resource';
import { SITE_DEVICE_KINDS, SiteMsg, SiteObject } from './site.messages';

export const siteDeviceRow = z.object({
  device_id: z.string(),
  device_name: z.string(),
  device_no: z.string().nullable(),
  device_kind: z.enum(SITE_DEVICE_KINDS),
  project_id: z.string().nullable(),
  project_name: z.string().nullable(),
  location: z.string().nullable(),
  interval_seconds: z.number(),
  rated_load: z.number().nullable(),
  max_height: z.number().nullable(),
  remark: z.string().nullable(),
  /** 1 while the device reports within its interval; 0 once silent longer (and before its first reading). */
  online: z.number(),
  last_seen_at: z.string().nullable(),
  /** The newest value of each metric the device reported. */
  latest: z.record(z.string(), z.number()).nullable(),
  has_key: z.boolean(),
  created_at: z.string(),
});
export type SiteDeviceRow = z.infer<typeof siteDeviceRow>;

const kind = z
  .union([z.enum(SITE_DEVICE_KINDS), z.null()], { error: SiteMsg.deviceKindInvalid })
  .optional()
  .transform((v) => v ?? 'environment');
const interval = numberOrNull(SiteMsg.intervalInvalid, (n) => Number.isInteger(n) && n >= 10 && n <= 86_400).transform((v) => v ?? 300);
const commonFields = {
  device_name: text(100, SiteMsg.deviceNameRequired),
  device_no: textOrNull(64),
  project_id: optionalUuid(SiteMsg.projectNotFound),
  location: textOrNull(200),
  interval_seconds: interval,
  remark: textOrNull(500),
};
const liftFields = {
  rated_load: numberOrNull(SiteMsg.ratedLoadInvalid, (n) => n >= 0 && n <= 1_000_000),
  max_height: numberOrNull(SiteMsg.maxHeightInvalid, (n) => n >= 0 && n <= 10_000),
};
const filters = { project_id: optionalUuid(SiteMsg.projectNotFound), search: searchText(100) };
const sort = ['created_at', 'device_name', 'last_seen_at'] as const;
const messages = { notFound: SiteMsg.deviceNotFound, idRequired: SiteMsg.deviceIdRequired };

/** Every site device (/sensorList): sensors by type and project, their latest reading and online state. Paths chosen. */
export const siteDeviceResource = defineResource({
  name: 'site_device',
  tag: 'site',
  scope: 'company',
  id: 'device_id',
  row: siteDeviceRow,
  fields: { ...commonFields, device_kind: kind, ...liftFields },
  filters: { ...filters, device_kind: z.enum(SITE_DEVICE_KINDS, { error: SiteMsg.deviceKindInvalid }).optional(), online: z.enum(['0', '1']).optional() },
  sort,
  perPage: true,
  permission: { create: SiteObject.sensors, update: SiteObject.sensors, delete: SiteObject.sensors },
  messages,
  calls: {
    list: { method: 'GET', path: '/api/v1/project/site_device', summary: 'Site devices (path chosen)' },
    detail: { method: 'GET', path: '/api/v1/project/site_device_detail', summary: 'Site device detail (path chosen)' },
    create: { method: 'POST', path: '/api/v1/project/site_device', summary: 'Create site device (path chosen)' },
    update: { method: 'PUT', path: '/api/v1/project/site_device', summary: 'Update site device (path chosen)', restful: true },
    delete: { method: 'DELETE', path: '/api/v1/project/site_device', summary: 'Delete site device (path chosen)', restful: true },
  },
});

/** Construction lifts (spec-2 §7.3 "Construction lift and yards"): the form list, edit (create and change), delete. */
export const constructionLiftResource = defineResource({
  name: 'construction_lift',
  tag: 'site',
  scope: 'company',
  id: 'device_id',
  row: siteDeviceRow,
  fields: { ...commonFields, ...liftFields },
  filters,
  sort,
  perPage: true,
  permission: { create: SiteObject.lifts, update: SiteObject.lifts, delete: SiteObject.lifts },
  messages,
  calls: {
    list: { method: 'GET', path: '/proxy/mem/getConstructionLiftForm', summary: 'Construction lift form list' },
    create: { method: 'POST', path: '/proxy/mem/editConstructionLift', summary: 'Edits a construction lift (create and change)' },
    update: { method: 'POST', path: '/proxy/mem/editConstructionLift', summary: 'Edits a construction lift (create and change)' },
    delete: { method: 'DELETE', path: '/proxy/mem/deleteConstructionLift', summary: 'Deletes a construction lift' },
  },
});

/** Climbing machines of the project's climbing formwork (GET /api/v1/project/climb_machine); made on /sensorList. */
export const climbMachineResource = defineResource({
  name: 'climb_machine',
  tag: 'site',
  scope: 'company',
  id: 'device_id',
  row: siteDeviceRow,
  fields: {},
  filters,
  sort,
  perPage: true,
  messages,
  calls: { list: { method: 'GET', path: '/api/v1/project/climb_machine', summary: 'Climbing machines' } },
});

/** Cameras that report unsafe behaviour (GET /api/v1/project/behavior_camera); made on /sensorList. */
export const behaviorCameraResource = defineResource({
  name: 'behavior_camera',
  tag: 'site',
  scope: 'company',
  id: 'device_id',
  row: siteDeviceRow,
  fields: {},
  filters,
  sort,
  perPage: true,
  messages,
  calls: { list: { method: 'GET', path: '/api/v1/project/behavior_camera', summary: 'Behaviour cameras' } },
});

export const { list: listSiteDevices, detail: getSiteDevice, create: createSiteDevice, update: updateSiteDevice, delete: deleteSiteDevice } = siteDeviceResource.routes;
export const { list: getConstructionLiftForm, create: editConstructionLift, delete: deleteConstructionLift } = constructionLiftResource.routes;
export const { list: listClimbMachines } = climbMachineResource.routes;
export const { list: listBehaviorCameras } = behaviorCameraResource.routes;

/** A site device's key for the ingestion call: created, rotated, revoked by the unit's administrator (shown once). */
export const { create: createSiteDeviceKey, rotate: rotateSiteDeviceKey, revoke: revokeSiteDeviceKey } = deviceKeyCalls({
  path: '/api/v1/project/site_device_key',
  noun: 'site device',
  tag: 'site',
  permission: SiteObject.sensors,
  idField: 'device_id',
  idRequired: SiteMsg.deviceIdRequired,
});
