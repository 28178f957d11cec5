import { Limits } from '../constants';
import { Msg } from '../messages';

const MAINLAND_MOBILE = /^1\d{10}$/;

export function isMobilePhone(phone: string): boolean {
  return MAINLAND_MOBILE.test(phone);
}

/** The send-code rules in the order spec-1 §5 states them; null when the phone is acceptable. */
export function sendCodePhoneError(phone: string | undefined | null): string | null {
  if (phone === undefined || phone === null || phone === '') return Msg.sendPhoneEmpty;
  if (phone.trim() === '') return Msg.sendPhoneInvalid;
  if (phone.length !== Limits.phoneLength) return Msg.sendPhoneLength;
  if (!isMobilePhone(phone)) return Msg.sendPhoneInvalid;
  return null;
}

/** Inputs keep at most 11 characters of digits (spec-1 §5: "at most 11", "capped at 11"). */
export function capPhoneInput(value: string): string {
  return value.replace(/\D/g, '').slice(0, Limits.phoneLength);
}
