/** user_no keeps only English letters and digits; other characters are stripped as typed (spec-1 §5). */
export function stripUserNo(value: string): string {
  return value.replace(/[^A-Za-z0-9]/g, '');
}

export function isUserNo(value: string): boolean {
  return /^[A-Za-z0-9]+$/.test(value);
}
