import { z } from 'zod';
import { ResourceMsg } from './resource.messages';

/**
 * Field rules of the resource layer. Every string a client can send has a maximum length and refuses the NUL
 * character (PostgreSQL cannot store it, so letting it through would turn bad input into a 500: issue 15 item 1).
 */
// eslint-disable-next-line no-control-regex -- the NUL character is exactly what this refuses
const NO_NUL = /^[^\u0000]*$/;

export const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export const isUuid = (value: string): boolean => UUID_PATTERN.test(value);

/** A bounded string as it arrives (not trimmed): the base of every other text rule. */
export function boundedString(max: number, message: string = ResourceMsg.textTooLong) {
  return z.string({ error: message }).max(max, { error: message }).regex(NO_NUL, { error: ResourceMsg.textHasNul });
}

/** A required text: trimmed, blank counts as missing (`required` is the spec's "… 不能为空"). */
export function text(max: number, required: string) {
  return boundedString(max).trim().min(1, { error: required });
}

/** An optional text: absent stays absent, null or blank means "none" (stored as null). */
export function textOrNull(max: number) {
  return z
    .union([boundedString(max), z.null()])
    .optional()
    .transform((v) => (v === undefined ? undefined : v === null || v.trim() === '' ? null : v.trim()));
}

/** A search or filter text: blank means no filter. */
export function searchText(max = 100) {
  return boundedString(max)
    .optional()
    .transform((v) => (v === undefined || v.trim() === '' ? undefined : v.trim()));
}

/** A record id: required, and a UUID, so a malformed id is 10001 before any query runs. */
export function uuidField(required: string) {
  return z
    .string({ error: required })
    .trim()
    .min(1, { error: required })
    .max(36, { error: ResourceMsg.idInvalid })
    .regex(UUID_PATTERN, { error: ResourceMsg.idInvalid });
}

/** An id that may be left out (a filter or a reference): blank means none, anything else must be a UUID. */
export function optionalUuid(message: string = ResourceMsg.idInvalid) {
  return z
    .union([z.string({ error: message }).max(36, { error: message }), z.null()], { error: message })
    .optional()
    .transform((v) => (v === undefined ? undefined : v === null || v.trim() === '' ? null : v.trim()))
    .refine((v) => v == null || isUuid(v), { error: message });
}

/** The signing parameters every signed call carries (ARCHITECTURE.md rule 5), bounded like every other text. */
export const boundedSigningParams = {
  timeStamp: z.union([z.number(), z.string().max(20)]).optional(),
  randomNum: z.string().max(128).optional(),
};

/** A number sent as a number or a numeric string; blank or null means none; `check` says what else it must be. */
export function numberOrNull(message: string, check: (n: number) => boolean = () => true) {
  return z
    .union([z.number(), z.string().max(32), z.null()], { error: message })
    .optional()
    .transform((v) => (v === undefined ? undefined : v === null || v === '' ? null : Number(v)))
    .refine((v) => v == null || (Number.isFinite(v) && check(v)), { error: message });
}
