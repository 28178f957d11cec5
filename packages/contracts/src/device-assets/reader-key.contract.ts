import { z } from 'zod';
import { defineRoute } from '../route';
import { boundedString, deviceKeyCalls } from '../resource';
import { DeviceMsg, DeviceObject, MAX_READS_PER_UPLOAD } from './device.messages';

/** A reader's key for its ingestion call, as the sensors' and GPS units' (ARCHITECTURE.md rule 13). */
export const { create: createReaderKey, rotate: rotateReaderKey, revoke: revokeReaderKey } = deviceKeyCalls({
  path: '/api/v1/base/blue_tooth_reader_key',
  noun: 'Bluetooth reader',
  tag: 'device',
  permission: DeviceObject.reader,
  idField: 'reader_id',
  idRequired: DeviceMsg.readerIdRequired,
});

const tagRead = z.object({
  /** The tag's EPC as the reader prints it (an RFID tag's tag_code). */
  tag_code: boundedString(64, DeviceMsg.readsInvalid).regex(/^[A-Za-z0-9]+$/, { error: DeviceMsg.tagCodeInvalid }),
  /** When the reader read it (ISO 8601); with the reader and the tag, what makes a read unique. */
  at: boundedString(40, DeviceMsg.readTimeInvalid).refine((v) => !Number.isNaN(Date.parse(v)), { error: DeviceMsg.readTimeInvalid }),
});

/**
 * A Bluetooth reader's one ingestion call, beside the site devices' (`/api/v1/device/site_readings`): the reader posts
 * the tags it read with its own key in the `device_key` header, no session and no signature; the key names the reader
 * and its unit. An empty list is a heartbeat. Every call marks the reader seen (online again); a read of one of the
 * unit's RFID tags is stored once per (reader, tag, time) with the component the tag was bound to then, for the
 * component's trace; `unknown` counts tags the unit never issued (not stored).
 */
export const uploadReaderReads = defineRoute({
  method: 'POST',
  path: '/api/v1/device/reader_reads',
  summary: 'Bluetooth reader tag reads upload (path chosen)',
  tag: 'device',
  auth: 'none',
  signed: false,
  deviceKey: true,
  request: z.object({
    reads: z
      .array(tagRead, { error: DeviceMsg.readsInvalid })
      .max(MAX_READS_PER_UPLOAD, { error: DeviceMsg.tooManyReads })
      .optional()
      .transform((v) => v ?? []),
  }),
  response: z.object({ accepted: z.number(), duplicates: z.number(), unknown: z.number() }),
});
