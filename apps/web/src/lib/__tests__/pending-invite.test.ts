import { describe, expect, it } from 'vitest';
import { rememberInvite, takeInvitePath } from '../pending-invite';

// A signed-out phone opens the unit's invite link: the code waits through the sign-in, once.
describe('pending invite', () => {
  it('keeps a valid code from the join page’s link and gives it back once', () => {
    rememberInvite('/workbenchMyUnit', '?invite_code=zydemx26');
    expect(takeInvitePath()).toBe('/workbenchMyUnit?invite_code=ZYDEMX26');
    expect(takeInvitePath()).toBeNull();
  });

  it('ignores other pages and codes that cannot be invite codes', () => {
    rememberInvite('/homepage', '?invite_code=ZYDEMX26');
    rememberInvite('/workbenchMyUnit', '?invite_code=%3Cscript%3E');
    expect(takeInvitePath()).toBeNull();
  });
});
