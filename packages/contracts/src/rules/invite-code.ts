/**
 * Invite codes: 8 characters from an alphabet without look-alikes (no 0/O, 1/I/L), so a code read aloud or copied
 * from paper is typed right. Typing is forgiving: case and spaces do not matter.
 */
export const INVITE_CODE_ALPHABET = '23456789ABCDEFGHJKMNPQRSTUVWXYZ';
export const INVITE_CODE_LENGTH = 8;

const PATTERN = new RegExp(`^[${INVITE_CODE_ALPHABET}]{${INVITE_CODE_LENGTH}}$`);

export function normaliseInviteCode(raw: string): string {
  return raw.replace(/\s+/g, '').toUpperCase();
}

export function isInviteCode(code: string): boolean {
  return PATTERN.test(code);
}
