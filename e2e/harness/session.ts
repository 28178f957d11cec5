import { ApiClient, type KeyValueStore } from '@zhuyun/client';
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
export async function openSignedIn(page: Page, baseUrl: string, path: string, account: { userNo: string; password: string } = demoAccount): Promise<Response | null> {
  const entries = new Map<string, string>();
  const store: KeyValueStore = {
    get: <T>(key: string) => (entries.has(key) ? (JSON.parse(entries.get(key) as string) as T) : null),
    set: (key, value) => void entries.set(key, JSON.stringify(value)),
    remove: (key) => void entries.delete(key),
  };
  const api = new ApiClient({ baseUrl, systemNo: WEB_SYSTEM_NO, authCode: 'dev-web-auth-code', store, fetch });
  const { access_token } = await api.call(routes.login, { login_type: 1, user_no: account.userNo, password: account.password });
  api.setToken(access_token);
  const info = await api.call(routes.getUserInfo, {});
  const userInfo = toStoredUserInfo(info, access_token);
  store.set(StorageKey.userInfo, userInfo);
  store.set(StorageKey.userId, userInfo.user_id);
  const companyInfo = toStoredCompanyInfo(info);
  if (companyInfo) store.set(StorageKey.companyInfo, companyInfo);
  const localStorage = [...entries].map(([name, value]) => ({ name, value }));
  await page.context().setStorageState({ cookies: [], origins: [{ origin: new URL(baseUrl).origin, localStorage }] });
  return page.goto(`${baseUrl}${path}`);
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
