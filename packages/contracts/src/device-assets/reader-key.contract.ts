import { z } from 'zod';
import { defineRoute } from '../route';
import { boundedSigningParams, boundedString, uuidField } from '../resource';
import { DeviceMsg, DeviceObject, MAX_READS_PER_UPLOAD } from './device.messages';

const keyAnswer = z.object({
  /** Shown once: only its hash is stored. */
  device_key: z.string(),
  created_at: z.string(),
});
const readerId = z.object({ reader_id: uuidField(DeviceMsg.readerIdRequired), ...boundedSigningParams });

const keyCall = (path: string, summary: string) =>
  defineRoute({
    method: 'POST',
    path,
    summary,
    tag: 'device',
    auth: 'session',
    signed: true,
    permission: DeviceObject.reader,
    request: readerId,
    response: keyAnswer,
  });

/**
 * A reader's key for its ingestion call, as the sensors' and GPS units' (ARCHITECTURE.md rule 13): the unit's
 * administrator creates it (10003 when one is live: rotate it instead), rotates it (the old one stops at once) or
 * revokes it; the key is in the answer once.
 */
export const createReaderKey = keyCall('/api/v1/base/blue_tooth_reader_key', 'Creates a Bluetooth reader key (path chosen)');
export const rotateReaderKey = keyCall('/api/v1/base/blue_tooth_reader_key_rotate', 'Rotates a Bluetooth reader key (path chosen)');
export const revokeReaderKey = defineRoute({
  method: 'POST',
  path: '/api/v1/base/blue_tooth_reader_key_revoke',
  summary: 'Revokes a Bluetooth reader key (path chosen)',
  tag: 'device',
  auth: 'session',
  signed: true,
  permission: DeviceObject.reader,
  request: readerId,
  response: z.null(),
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
