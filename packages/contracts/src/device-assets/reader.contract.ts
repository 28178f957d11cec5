import { z } from 'zod';
import { page } from '../envelope';
import { defineRoute } from '../route';
import { boundedSigningParams, defineResource, numberOrNull, optionalUuid, pagingShape, searchText, sortShape, text, textOrNull } from '../resource';
import { codeField, codeFilter } from '../message/message-fields';
import { DEFAULT_READER_INTERVAL, DEVICE_KINDS, DeviceMsg, DeviceObject } from './device.messages';

export const readerRow = z.object({
  reader_id: z.string(),
  reader_name: z.string(),
  reader_sn: z.string(),
  bind_type: z.number(),
  bind_id: z.string().nullable(),
  /** The yard's or car's own name, or the gate's as typed. */
  bind_name: z.string().nullable(),
  status: z.number(),
  remark: z.string().nullable(),
  /** How often the reader reports at least (seconds); silent longer, it turns offline with one alarm. */
  interval_seconds: z.number(),
  /** 1 while the reader reports within its interval; 0 once silent longer (and before its first report). */
  online: z.number(),
  last_seen_at: z.string().nullable(),
  /** Its device key: never issued, live, or revoked with none live since (the 设备密钥 dialog). */
  key_state: z.enum(['none', 'active', 'revoked']),
  /** When the live key was issued, or the last one revoked. */
  key_since: z.string().nullable(),
  created_at: z.string(),
});
export type ReaderRow = z.infer<typeof readerRow>;

/** Bluetooth readers (spec-2 §7.3 "Bluetooth readers": GET, POST and PUT at /api/v1/base/blue_tooth_reader). */
export const readerResource = defineResource({
  name: 'blue_tooth_reader',
  tag: 'device',
  scope: 'company',
  id: 'reader_id',
  row: readerRow,
  fields: {
    reader_name: text(50, DeviceMsg.readerNameRequired),
    reader_sn: text(64, DeviceMsg.readerSnRequired),
    bind_type: codeField([0, 1, 2, 3], DeviceMsg.bindTypeInvalid, 0),
    bind_id: optionalUuid(DeviceMsg.bindTargetNotFound),
    bind_name: textOrNull(100),
    status: codeField([0, 1], DeviceMsg.statusInvalid, 1),
    remark: textOrNull(200),
    interval_seconds: numberOrNull(DeviceMsg.intervalInvalid, (n) => Number.isInteger(n) && n >= 10 && n <= 86_400).transform((v) => v ?? DEFAULT_READER_INTERVAL),
  },
  filters: {
    search: searchText(100),
    bind_type: codeFilter([0, 1, 2, 3], DeviceMsg.bindTypeInvalid),
    status: codeFilter([0, 1], DeviceMsg.statusInvalid),
    online: z.enum(['0', '1'], { error: DeviceMsg.statusInvalid }).optional(),
  },
  sort: ['created_at', 'reader_name', 'reader_sn', 'last_seen_at'],
  perPage: true,
  permission: DeviceObject.reader,
  messages: { notFound: DeviceMsg.readerNotFound, idRequired: DeviceMsg.readerIdRequired, conflict: { reader_sn: DeviceMsg.readerSnExists } },
  calls: {
    list: { method: 'GET', path: '/api/v1/base/blue_tooth_reader', summary: 'Bluetooth readers' },
    create: { method: 'POST', path: '/api/v1/base/blue_tooth_reader', summary: 'Create Bluetooth reader' },
    update: { method: 'PUT', path: '/api/v1/base/blue_tooth_reader', summary: 'Update Bluetooth reader (and its binding)' },
  },
});
export const { list: listReaders, create: createReader, update: updateReader } = readerResource.routes;

export const bindRecordRow = z.object({
  record_id: z.string(),
  device_kind: z.string(),
  device_id: z.string(),
  device_name: z.string(),
  /** 1 bound, 0 unbound. */
  action: z.number(),
  target_type: z.string().nullable(),
  target_id: z.string().nullable(),
  target_name: z.string().nullable(),
  user_name: z.string().nullable(),
  created_at: z.string(),
});
export type BindRecordRow = z.infer<typeof bindRecordRow>;

const bindRecordQuery = {
  search: searchText(100),
  action: codeFilter([0, 1], DeviceMsg.statusInvalid),
  ...sortShape(['created_at'] as const),
  ...pagingShape(true),
  ...boundedSigningParams,
};

/**
 * The spec's `GET blue_tooth_reader_bind`: the binding history of readers (one reader's with reader_id), newest
 * first. Readers are bound by their PUT; every change of binding is recorded by the server.
 */
export const listReaderBinds = defineRoute({
  method: 'GET',
  path: '/api/v1/base/blue_tooth_reader_bind',
  summary: 'Bluetooth reader bindings',
  tag: 'device',
  auth: 'session',
  signed: true,
  permission: DeviceObject.reader,
  request: z.object({ reader_id: optionalUuid(DeviceMsg.readerNotFound), ...bindRecordQuery }),
  response: page(bindRecordRow),
});

/** /bindRecord: who bound or unbound which device (readers and RFID tags) to what, and when. */
export const listBindRecords = defineRoute({
  method: 'GET',
  path: '/api/v1/base/device_bind_record',
  summary: 'Device binding records',
  tag: 'device',
  auth: 'session',
  signed: true,
  permission: DeviceObject.bindRecord,
  request: z.object({ device_kind: z.enum(DEVICE_KINDS, { error: DeviceMsg.deviceKindInvalid }).optional(), ...bindRecordQuery }),
  response: page(bindRecordRow),
});
