import { Limits } from '../constants';

/** The strong rule of spec-1 §5: 10–32 characters with a digit, an upper-case and a lower-case letter and a special character. */
export function isStrongPassword(password: string): boolean {
  return (
    password.length >= Limits.strongPasswordMin &&
    password.length <= Limits.strongPasswordMax &&
    /[0-9]/.test(password) &&
    /[A-Z]/.test(password) &&
    /[a-z]/.test(password) &&
    /[^0-9A-Za-z]/.test(password)
  );
}

/** Registration accepts 6–20 characters (spec-1 §5); pwd_strong_flag then tells whether the strong rule is met. */
export function isRegisterPasswordLength(password: string): boolean {
  return password.length >= Limits.registerPasswordMin && password.length <= Limits.registerPasswordMax;
}
