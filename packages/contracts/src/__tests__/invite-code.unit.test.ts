import { describe, expect, it } from 'vitest';
import { Msg } from '../messages';
import { inviteCodeField } from '../company/join.contract';
import { INVITE_CODE_ALPHABET, isInviteCode, normaliseInviteCode } from '../rules/invite-code';

const messageOf = (raw: string) => {
  const parsed = inviteCodeField.safeParse(raw);
  return parsed.success ? null : parsed.error.issues[0]?.message;
};

// 邀请码为8位字母或数字 is said only of codes that are not 8 letters or digits (issue 21 item 10).
describe('invite code rule', () => {
  it('accepts every issued code, typed in any case and with spaces', () => {
    expect(isInviteCode(normaliseInviteCode(' k7m2 x9pq '))).toBe(true);
    expect(isInviteCode(INVITE_CODE_ALPHABET.slice(0, 8))).toBe(true);
  });

  it('lets a well-formed code with O, I, L, 0 or 1 through to the lookup, which answers that it does not exist', () => {
    for (const code of ['ABCDEFGO', 'ABCDEFGI', 'ABCDEFGL', 'ABCDEFG0', 'ABCDEFG1', 'oil01oil']) expect(messageOf(code)).toBeNull();
  });

  it('says the format for what is not 8 letters or digits', () => {
    for (const code of ['ABC', 'ABCDEFGHJ', 'ABCD-EFG', '邀请码邀请码邀请']) expect(messageOf(code)).toBe(Msg.inviteCodeInvalid);
    expect(messageOf('')).toBe(Msg.inviteCodeRequired);
  });
});
