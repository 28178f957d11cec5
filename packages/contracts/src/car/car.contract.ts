import { z } from 'zod';
import { defineRoute } from '../route';
import { signingParams } from '../fields';
import { defineResource, deviceKeyCalls, optionalUuid, searchText, text, textOrNull, uuidField } from '../resource';
import { CarMsg, CarObject } from './car.messages';

/** Where a device's key stands: never issued, live, or revoked (and none live since). */
export const DEVICE_KEY_STATES = ['none', 'active', 'revoked'] as const;
export type DeviceKeyState = (typeof DEVICE_KEY_STATES)[number];

export const carRow = z.object({
  car_id: z.string(),
  car_num: z.string(),
  car_type: z.string().nullable(),
  car_type_name: z.string().nullable(),
  leader: z.string().nullable(),
  phone: z.string().nullable(),
  gps_num: z.string().nullable(),
  remark: z.string().nullable(),
  last_point: z.object({ lon: z.number(), lat: z.number(), recorded_at: z.string() }).nullable(),
  /** The GPS unit's device key (issue 15 fix 2): none issued yet, live since `key_since`, or revoked at `key_since`. */
  key_state: z.enum(DEVICE_KEY_STATES),
  key_since: z.string().nullable(),
  created_at: z.string(),
});
export type CarRow = z.infer<typeof carRow>;

const CAR_NUM = /^[\u4e00-\u9fa5][A-Z][A-Z0-9]{5,6}$/;

export const CAR_SORT_FIELDS = ['created_at', 'car_num', 'leader'] as const;

/** Cars (spec-2 §7.4): GET/POST /api/v1/work/car, PUT and DELETE /api/v1/work/car/{id}. */
export const carResource = defineResource({
  name: 'car',
  tag: 'car',
  scope: 'company',
  id: 'car_id',
  row: carRow,
  fields: {
    car_num: text(20, CarMsg.carNumRequired)
      .transform((v) => v.toUpperCase())
      .refine((v) => CAR_NUM.test(v), { error: CarMsg.carNumInvalid }),
    car_type: optionalUuid(CarMsg.carTypeInvalid),
    leader: textOrNull(50),
    phone: textOrNull(20).refine((v) => v == null || /^1\d{10}$/.test(v), { error: CarMsg.phoneInvalid }),
    gps_num: textOrNull(64),
    remark: textOrNull(500),
  },
  filters: { search: searchText(50), car_type: optionalUuid(CarMsg.carTypeInvalid) },
  sort: CAR_SORT_FIELDS,
  perPage: true,
  permission: CarObject,
  messages: {
    notFound: CarMsg.carNotFound,
    idRequired: CarMsg.carIdRequired,
    conflict: { car_num: CarMsg.carNumExists, gps_num: CarMsg.gpsNumExists },
  },
  calls: {
    list: { method: 'GET', path: '/api/v1/work/car', summary: 'Lists cars' },
    create: { method: 'POST', path: '/api/v1/work/car', summary: 'Creates a car' },
    update: { method: 'PUT', path: '/api/v1/work/car', summary: 'Updates a car', restful: true },
    delete: { method: 'DELETE', path: '/api/v1/work/car', summary: 'Deletes a car', restful: true },
  },
});

export const { list: listCars, create: createCar, update: updateCar, delete: deleteCar } = carResource.routes;

export const getCarTypes = defineRoute({
  method: 'GET',
  path: '/api/v1/work/car_type',
  summary: 'Returns car types',
  tag: 'car',
  auth: 'session',
  signed: true,
  permission: CarObject,
  request: z.object({ ...signingParams }),
  response: z.object({ list: z.array(z.object({ car_type: z.string(), car_type_name: z.string() })) }),
});

// An ISO 8601 instant with fractions and an offset is about 35 characters; 40 leaves room and no more.
const isoTime = z
  .string({ error: CarMsg.timeInvalid })
  .max(40, { error: CarMsg.timeInvalid })
  .refine((v) => !Number.isNaN(Date.parse(v)), { error: CarMsg.timeInvalid });

/** A car's track between two instants (default: the last 24 hours), oldest first, at most 10,000 points. */
export const getCarTrack = defineRoute({
  method: 'GET',
  path: '/api/v1/work/car_track',
  summary: 'Car track points (path chosen)',
  tag: 'car',
  auth: 'session',
  signed: true,
  permission: CarObject,
  request: z.object({ car_id: uuidField(CarMsg.carIdRequired), start_time: isoTime.optional(), end_time: isoTime.optional(), ...signingParams }),
  response: z.object({ list: z.array(z.object({ lon: z.number(), lat: z.number(), recorded_at: z.string(), speed: z.number().nullable() })) }),
});

const point = z.object({
  lon: z.number({ error: CarMsg.lonInvalid }).min(-180, { error: CarMsg.lonInvalid }).max(180, { error: CarMsg.lonInvalid }),
  lat: z.number({ error: CarMsg.latInvalid }).min(-90, { error: CarMsg.latInvalid }).max(90, { error: CarMsg.latInvalid }),
  recorded_at: isoTime,
  speed: z.number().nonnegative().optional(),
});

/** The header a device sends its key in (ARCHITECTURE.md rule 13). */
export const DEVICE_KEY_HEADER = 'device_key';

/**
 * A GPS unit reports here without a session, authenticated by its own device key in the `device_key` header (issued,
 * rotated and revoked by the unit's administrator below); the key names the car, so no guessable number is trusted.
 * Repeated points (same car, same time) are ignored.
 */
export const uploadCarTrack = defineRoute({
  method: 'POST',
  path: '/api/v1/work/car_track_upload',
  summary: 'GPS device track upload (path chosen)',
  tag: 'car',
  auth: 'none',
  signed: false,
  deviceKey: true,
  request: z.object({
    points: z.array(point, { error: CarMsg.pointsRequired }).min(1, { error: CarMsg.pointsRequired }).max(1000, { error: CarMsg.tooManyPoints }),
  }),
  response: z.object({ accepted: z.number() }),
});

/** A car's GPS unit key (issue 15 fix 2): created, rotated and revoked by the unit's administrator, shown once. */
export const { create: createCarDeviceKey, rotate: rotateCarDeviceKey, revoke: revokeCarDeviceKey } = deviceKeyCalls({
  path: '/api/v1/work/car_device_key',
  noun: 'GPS device',
  tag: 'car',
  permission: CarObject,
  idField: 'car_id',
  idRequired: CarMsg.carIdRequired,
});
