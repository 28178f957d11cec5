import { z } from 'zod';
import { defineRoute } from '../route';
import { boundedSigningParams, boundedString, defineResource, optionalUuid, searchText, text, textOrNull, uuidField } from '../resource';
import { codeField, codeFilter } from '../message/message-fields';
import { DeviceMsg, DeviceObject } from './device.messages';

export const rfidRow = z.object({
  rfid_id: z.string(),
  tag_code: z.string(),
  batch_no: z.string().nullable(),
  component_id: z.string().nullable(),
  cp_num: z.string().nullable(),
  project_name: z.string().nullable(),
  bound_at: z.string().nullable(),
  status: z.number(),
  remark: z.string().nullable(),
  created_at: z.string(),
});
export type RfidRow = z.infer<typeof rfidRow>;

/** An EPC as readers print it: letters and digits. */
const tagCode = text(64, DeviceMsg.tagCodeRequired).regex(/^[A-Za-z0-9]+$/, { error: DeviceMsg.tagCodeInvalid });

/**
 * RFID tags (/rfid). Binding to a component goes through `rfid_tag/bind` (so every change is recorded), never
 * through the update.
 */
export const rfidResource = defineResource({
  name: 'rfid_tag',
  tag: 'device',
  scope: 'company',
  id: 'rfid_id',
  row: rfidRow,
  fields: {
    tag_code: tagCode,
    batch_no: textOrNull(32),
    status: codeField([0, 1], DeviceMsg.statusInvalid, 1),
    remark: textOrNull(200),
  },
  filters: {
    search: searchText(100),
    status: codeFilter([0, 1], DeviceMsg.statusInvalid),
  },
  sort: ['created_at', 'tag_code', 'bound_at'],
  perPage: true,
  permission: DeviceObject.rfid,
  messages: { notFound: DeviceMsg.rfidNotFound, idRequired: DeviceMsg.rfidIdRequired, conflict: { tag_code: DeviceMsg.tagCodeExists } },
  calls: {
    list: { method: 'GET', path: '/api/v1/base/rfid_tag', summary: 'RFID tags' },
    detail: { method: 'GET', path: '/api/v1/base/rfid_tag/detail', summary: 'RFID tag detail' },
    create: { method: 'POST', path: '/api/v1/base/rfid_tag', summary: 'Create RFID tag' },
    update: { method: 'PUT', path: '/api/v1/base/rfid_tag', summary: 'Update RFID tag', restful: true },
    delete: { method: 'DELETE', path: '/api/v1/base/rfid_tag', summary: 'Delete RFID tag', restful: true },
  },
});
export const { list: listRfidTags, detail: getRfidTag, create: createRfidTag, update: updateRfidTag, delete: deleteRfidTag } = rfidResource.routes;

const wholeNumber = (min: number, max: number, message: string) =>
  z
    .union([z.number(), z.string().max(10)], { error: message })
    .transform((v) => Number(v))
    .refine((n) => Number.isInteger(n) && n >= min && n <= max, { error: message });

/** Issues `count` tags in one go: codes `prefix` + an 8-digit number from `start`; a code already issued is 10003. */
export const batchIssueRfidTags = defineRoute({
  method: 'POST',
  path: '/api/v1/base/rfid_tag/batch_create',
  summary: 'Issue RFID tags in bulk',
  tag: 'device',
  auth: 'session',
  signed: true,
  permission: DeviceObject.rfid,
  request: z.object({
    prefix: boundedString(16, DeviceMsg.prefixInvalid).regex(/^[A-Za-z0-9]{1,16}$/, { error: DeviceMsg.prefixInvalid }),
    start: wholeNumber(0, 99_999_999, DeviceMsg.startInvalid),
    count: wholeNumber(1, 1000, DeviceMsg.countInvalid),
    batch_no: textOrNull(32),
    ...boundedSigningParams,
  }),
  response: z.object({ created: z.number().int(), batch_no: z.string() }),
});

/** Binds a tag to a component of the unit (component_id) or unbinds it (null); both are recorded. */
export const bindRfidTag = defineRoute({
  method: 'POST',
  path: '/api/v1/base/rfid_tag/bind',
  summary: 'Bind an RFID tag to a component',
  tag: 'device',
  auth: 'session',
  signed: true,
  permission: DeviceObject.rfid,
  request: z.object({ rfid_id: uuidField(DeviceMsg.rfidIdRequired), component_id: optionalUuid(DeviceMsg.componentNotFound), ...boundedSigningParams }),
  response: z.object({ rfid_id: z.string(), component_id: z.string().nullable() }),
});

/**
 * A scanned tag (a handheld reader types the EPC and Enter): the component it is bound to and the link of that
 * component's public trace page, the same page its QR label opens.
 */
export const scanRfidTag = defineRoute({
  method: 'GET',
  path: '/api/v1/base/rfid_tag/scan',
  summary: 'Resolve a scanned RFID tag to its component trace page',
  tag: 'device',
  auth: 'session',
  signed: true,
  request: z.object({ tag_code: text(64, DeviceMsg.tagCodeRequired), ...boundedSigningParams }),
  response: z.object({ rfid_id: z.string(), component_id: z.string(), cp_num: z.string(), trace_url: z.string() }),
});
