import { useEffect } from 'react';

/** When the browser is idle after the shell's first paint, or after 2 s where it has no idle callback. */
const whenIdle = (run: () => void): (() => void) => {
  if (typeof window.requestIdleCallback === 'function') {
    const id = window.requestIdleCallback(run, { timeout: 5_000 });
    return () => window.cancelIdleCallback(id);
  }
  const timer = setTimeout(run, 2_000);
  return () => clearTimeout(timer);
};

/**
 * Fetches the page kit (page-kit.ts) and the route table's page map (route-page.tsx) once the shell is on screen, so
 * the first list or form page opened does not wait for antd's Table and Form. A failed fetch is harmless: the page's
 * own import tries again when it is opened.
 */
export function usePageKitPrefetch(): void {
  useEffect(
    () =>
      whenIdle(() => {
        import('./page-kit').catch(() => undefined);
        import('./route-page').catch(() => undefined);
      }),
    [],
  );
}
