import { z } from 'zod';
import { Msg } from '../messages';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function isUuidText(value: string): boolean {
  return UUID.test(value);
}

/** The longest id text taken as it arrives (36 characters and room for the spaces trimmed around it), issue 15 fix 7. */
export const ID_TEXT_MAX = 64;

/**
 * An id field (org_id, obs_id, project_id …): every id column is a PostgreSQL uuid, so anything else is refused here
 * as 10001 instead of failing inside the database. `message` is the field's own "required" text; a malformed one
 * answers `invalid`.
 */
export function uuidId(message: string, invalid: string = Msg.idInvalid) {
  return z
    .string({ error: message })
    .max(ID_TEXT_MAX, { error: invalid })
    .trim()
    .min(1, { error: message })
    .refine(isUuidText, { error: invalid });
}

/** An optional id: absent or empty means none (as before); anything else must be a uuid. */
export function optionalUuidId(invalid: string = Msg.idInvalid) {
  return z
    .string({ error: invalid })
    .max(ID_TEXT_MAX, { error: invalid })
    .trim()
    .refine((v) => v === '' || isUuidText(v), { error: invalid })
    .optional();
}

/** Ids as an array (JSON bodies), each a uuid. */
export function uuidArray(message: string, invalid: string = Msg.idInvalid) {
  return z
    .array(z.string({ error: invalid }).max(ID_TEXT_MAX, { error: invalid }).trim().refine(isUuidText, { error: invalid }), { error: message })
    .max(1_000, { error: message });
}

/** Ids comma-joined in one text (the reference's "多个用逗号隔开"), each a uuid; kept as the text the handler splits. */
export function uuidCsv(message: string, invalid: string = Msg.idInvalid) {
  return z
    .string({ error: message })
    .trim()
    .min(1, { error: message })
    .max(40_000, { error: invalid })
    .refine((v) => v.split(',').every((id) => id.trim() === '' || isUuidText(id.trim())), { error: invalid });
}
