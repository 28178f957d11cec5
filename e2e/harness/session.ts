import { ApiClient, memoryStore } from '@zhuyun/client';
import { StorageKey, WEB_SYSTEM_NO, routes } from '@zhuyun/contracts';
import type { Page, Response } from 'playwright-core';
import { toStoredCompanyInfo, toStoredUserInfo } from '../../apps/web/src/lib/stored-session';

export const demoAccount = { userNo: 'demo', password: 'Demo@2026zy!' } as const;

/**
 * Opens `path` already signed in as `account`, for a test that needs a signed-in page, not the way in (issue 14 item
 * 7): the sign-in goes through the API, as the login form's own calls do (login, then user info), and the browser gets
 * the storage the form leaves behind (useFinishSignIn: token, userInfo, user_id, companyInfo, the signing key). One full
 * page load instead of two: the /login page's load and the home page it lands on cost ≈ 2 s of CPU per sign-in on the
 * CI's runner. The journeys about signing in (login-page, auth-journey, login-mode, first-paint, plain-http,
 * third-party-handover) keep the form. Answers the page's own response (its headers: csp-styles reads the policy's nonce).
 */
export async function openSignedIn(page: Page, baseUrl: string, path: string, account: Account = demoAccount): Promise<Response | null> {
  signedIn.delete(page);
  const entries = new Map<string, string>();
  const store = memoryStore(entries);
  const api = new ApiClient({ baseUrl, systemNo: WEB_SYSTEM_NO, authCode: 'dev-web-auth-code', store, fetch });
  const { access_token } = await api.call(routes.login, { login_type: 1, user_no: account.userNo, password: account.password });
  api.setToken(access_token);
  const info = await api.call(routes.getUserInfo, {});
  const userInfo = toStoredUserInfo(info, access_token);
  store.set(StorageKey.userInfo, userInfo);
  store.set(StorageKey.userId, userInfo.user_id);
  const companyInfo = toStoredCompanyInfo(info);
  if (companyInfo) store.set(StorageKey.companyInfo, companyInfo);
  // setStorageState, not an init script writing the same entries: ten sign-ins in fresh contexts cost the same CPU
  // either way (36.1–37.5 s against 37.2–39.3 s for a whole run, 2026-11-28), and this one is Playwright's own.
  const localStorage = [...entries].map(([name, value]) => ({ name, value }));
  await page.context().setStorageState({ cookies: [], origins: [{ origin: new URL(baseUrl).origin, localStorage }] });
  const response = await page.goto(`${baseUrl}${path}`);
  signedIn.set(page, `${baseUrl} ${account.userNo}`);
  return response;
}

type Account = { userNo: string; password: string };

/** The server and account each page was last opened signed in for (openSignedIn). */
const signedIn = new WeakMap<Page, string>();

/**
 * Goes to `path` signed in as `account`: inside the app (navigateInApp) when openSignedIn already loaded it in this page
 * for the same server and account, else by openSignedIn. For the describe blocks of a file that share one page: each
 * still runs alone (vitest -t), and together they pay one load instead of one each. A test that signs out or changes
 * the account in the page must open its next page with openSignedIn.
 */
export async function goSignedIn(page: Page, baseUrl: string, path: string, account: Account = demoAccount): Promise<void> {
  const loaded = signedIn.get(page) === `${baseUrl} ${account.userNo}` && page.url().startsWith(`${baseUrl}/`);
  if (loaded) await navigateInApp(page, path);
  else await openSignedIn(page, baseUrl, path, account);
}

/**
 * Moves to `path` inside the already loaded app, as its own links do (react-router's BrowserRouter follows the history
 * entry on popstate), instead of a second full page load (≈ 2.1 s of CPU against ≈ 0.75 s). For a test whose subject is
 * the page it goes to, not the load: a deep link, a refresh or a first paint keeps page.goto.
 */
export async function navigateInApp(page: Page, path: string): Promise<void> {
  await page.evaluate((to) => {
    // The entry's state has the shape react-router's own pushes give it (usr, key, idx), so Back still works.
    const idx = ((window.history.state as { idx?: number } | null)?.idx ?? 0) + 1;
    window.history.pushState({ usr: null, key: Math.random().toString(36).slice(2, 10), idx }, '', to);
    window.dispatchEvent(new PopStateEvent('popstate', { state: window.history.state }));
  }, path);
  await page.waitForURL((url) => `${url.pathname}${url.search}` === path);
}
