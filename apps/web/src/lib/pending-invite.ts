import { isInviteCode, normaliseInviteCode } from '@zhuyun/contracts';

/**
 * The unit's QR opens /workbenchMyUnit?invite_code=… — often on a phone that is not signed in yet. The code waits in
 * this tab's sessionStorage through the sign-in, which then opens the join flow with it (issue 19 item 1).
 */
const KEY = 'pendingInviteCode';

export function rememberInvite(pathname: string, search: string): void {
  if (pathname !== '/workbenchMyUnit') return;
  const code = normaliseInviteCode(new URLSearchParams(search).get('invite_code') ?? '');
  if (code && isInviteCode(code)) sessionStorage.setItem(KEY, code);
}

/** The waiting code, once: where sign-in goes next instead of its usual page. */
export function takeInvitePath(): string | null {
  const code = sessionStorage.getItem(KEY);
  sessionStorage.removeItem(KEY);
  return code ? `/workbenchMyUnit?invite_code=${encodeURIComponent(code)}` : null;
}
