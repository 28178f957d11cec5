/** What a scan started for: signing in (the login card) or binding to the signed-in person (/loginMode). */
export type ScanMode = 'login' | 'bind';

/** sessionStorage key of the mode, kept beside the OAuth state and read once by /blankPage. */
export const SCAN_MODE_KEY = 'oauthScanMode';

/** Reads and forgets the mode: a callback is handled once. Anything but 'bind' signs in, as before /loginMode. */
export function takeScanMode(): ScanMode {
  const mode = sessionStorage.getItem(SCAN_MODE_KEY);
  sessionStorage.removeItem(SCAN_MODE_KEY);
  return mode === 'bind' ? 'bind' : 'login';
}
