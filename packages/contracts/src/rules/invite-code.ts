/**
 * Invite codes: 8 characters from an alphabet without look-alikes (no 0/O, 1/I/L), so a code read aloud or copied
 * from paper is typed right. Typing is forgiving: case and spaces do not matter.
 */
export const INVITE_CODE_ALPHABET = '23456789ABCDEFGHJKMNPQRSTUVWXYZ';
export const INVITE_CODE_LENGTH = 8;

/**
 * The shape the message 邀请码为8位字母或数字 promises: any 8 letters or digits. A code with a look-alike has that
 * shape but was never issued, so it is looked up and answered 邀请码无效 (no such code), not told its format is wrong.
 */
const PATTERN = new RegExp(`^[A-Z0-9]{${INVITE_CODE_LENGTH}}$`);

export function normaliseInviteCode(raw: string): string {
  return raw.replace(/\s+/g, '').toUpperCase();
}

export function isInviteCode(code: string): boolean {
  return PATTERN.test(code);
}
