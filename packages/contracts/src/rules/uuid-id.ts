import { z } from 'zod';
import { Msg } from '../messages';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function isUuidText(value: string): boolean {
  return UUID.test(value);
}

/**
 * An id field (org_id, obs_id, project_id …): every id column is a PostgreSQL uuid, so anything else is refused here
 * as 10001 instead of failing inside the database. `message` is the field's own "required" text; a malformed one
 * answers `invalid`.
 */
export function uuidId(message: string, invalid: string = Msg.idInvalid) {
  return z
    .string({ error: message })
    .trim()
    .min(1, { error: message })
    .refine(isUuidText, { error: invalid });
}

/** An optional id: absent, null or empty means none; anything else must be a uuid. */
export function optionalUuidId(invalid: string = Msg.idInvalid) {
  return z
    .union([z.string(), z.null()], { error: invalid })
    .optional()
    .transform((v) => (v === undefined ? undefined : v === null || v.trim() === '' ? null : v.trim()))
    .refine((v) => v == null || isUuidText(v), { error: invalid });
}
