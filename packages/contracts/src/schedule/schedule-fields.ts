import { z } from 'zod';
import { boundedString } from '../resource';
import { ScheduleMsg } from './schedule.messages';

/** A calendar day YYYY-MM-DD that really exists (2026-02-30 is refused). */
export function isDay(text: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(text)) return false;
  const d = new Date(`${text}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === text;
}

/** A required day, bounded like every other string. */
export function day(message: string = ScheduleMsg.dateInvalid) {
  return boundedString(10, message).trim().refine(isDay, { error: message });
}

/** An optional day: absent stays absent, blank or null means none. */
export function dayOrNull(message: string = ScheduleMsg.dateInvalid) {
  return z
    .union([boundedString(10, message), z.null()], { error: message })
    .optional()
    .transform((v) => (v === undefined ? undefined : v === null || v.trim() === '' ? null : v.trim()))
    .refine((v) => v == null || isDay(v), { error: message });
}

/** Progress in percent, an integer 0–100, sent as a number or a numeric string; blank means 0. */
export const progressField = z
  .union([z.number(), boundedString(8), z.null()], { error: ScheduleMsg.progressInvalid })
  .optional()
  .transform((v) => (v === undefined || v === null || v === '' ? 0 : Number(v)))
  .refine((n) => Number.isInteger(n) && n >= 0 && n <= 100, { error: ScheduleMsg.progressInvalid });
