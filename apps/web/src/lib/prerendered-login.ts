/**
 * /login's form is in the document before the scripts run (scripts/prerender-login.mjs, decision 027). What a person
 * did with it meanwhile is handed to the hydrated form here: what was typed, a press on 登录 (index.html holds that
 * submit back with a capture listener, `__zyEarlySubmit`, or the browser would reload the page), and the last press on
 * a tab or link (`__zyEarlyClick`: plain buttons, which do nothing before hydration). Each is taken once, by the first
 * form that asks: a later mount starts as before.
 */
interface EarlySubmit {
  (event: Event): void;
  /** Set by the listener when the form was submitted before hydration. */
  held?: boolean;
}

interface EarlyClick {
  (event: Event): void;
  /** The last tab or link pressed before hydration. */
  el?: Element;
}

declare global {
  interface Window {
    __zyEarlySubmit?: EarlySubmit;
    __zyEarlyClick?: EarlyClick;
  }
}

let typedTaken = false;

/** What the prerendered inputs hold when hydration reads them (the DOM nodes are kept), or null. */
export function takeTypedCredentials(): { user_no: string; password: string } | null {
  if (typedTaken || typeof document === 'undefined') return null;
  typedTaken = true;
  const user = document.querySelector<HTMLInputElement>('#root input[autocomplete="username"]')?.value ?? '';
  const password = document.querySelector<HTMLInputElement>('#root input[autocomplete="current-password"]')?.value ?? '';
  return user || password ? { user_no: user, password } : null;
}

/** Ends the hold on submits; true when one was held back, which the form then performs. */
export function takeEarlySubmit(): boolean {
  if (typeof window === 'undefined') return false;
  const early = window.__zyEarlySubmit;
  if (!early) return false;
  window.removeEventListener('submit', early, true);
  window.__zyEarlySubmit = undefined;
  return Boolean(early.held);
}

/**
 * Ends the hold on presses; the tab or link pressed last before hydration, when hydration kept its node (a node React
 * replaced is no longer in the document, and the press is dropped rather than sent to something else).
 */
export function takeEarlyClick(): HTMLElement | null {
  if (typeof window === 'undefined') return null;
  const early = window.__zyEarlyClick;
  if (!early) return null;
  window.removeEventListener('click', early, true);
  window.__zyEarlyClick = undefined;
  const pressed = early.el;
  return pressed instanceof HTMLElement && pressed.isConnected ? pressed : null;
}
