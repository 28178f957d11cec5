import '@testing-library/jest-dom/vitest';
import { cleanup, configure, getConfig } from '@testing-library/react';
import { afterEach, beforeAll, vi } from 'vitest';
import { discardWaitingToasts } from '../lib/feedback';
import { useSessionStore } from '../lib/session-store';
import { useTabsStore } from '../lib/tabs-store';
import { keepAntdStyleCache } from './antd-style-cache';
import { preloadOnDemand } from './preload-on-demand';
import { skipOwnerStacks } from './react-owner-stacks';
import { patchWindowOnce, resetWindowForFile } from './shared-window';

// Routes load their code on demand; the first import of a page's modules under jsdom takes seconds, and more than
// fifteen on a two-core machine at load average 14. Only a failing wait ever lasts this long. A test's own bound only
// ever ends a hung test: one bound for all (90 s; the slowest case took 40-100 s at load average 15), none per file.
// defaultHidden: role queries skip jsdom's visibility check, which computes every ancestor's style against all of
// antd's style tags (seconds per query on a big page). Where a test means "visible", it scopes the query to the open
// dialog or pane with `within`, or asks for `hidden: false` on that one query.
configure({ asyncUtilTimeout: 30_000, defaultHidden: true });
vi.setConfig({ testTimeout: 90_000 });

// A failed query's error prints the whole document into its message (prettyDOM), and every retry of a findBy/waitFor
// that has not yet found its node builds one and drops it: 7 % of component-list-page's CPU. The message is now written
// when it is first read (a failure reported, or a wait's last error at its timeout); the stack keeps the query's words.
// testing-library's config lives in the worker's shared module graph, and this file runs for every file: the wrapper
// wraps testing-library's own builder, never the wrapper a previous file left there.
const lazy = Symbol.for('zhuyun.testing.lazyElementError');
type ElementErrorBuilder = ReturnType<typeof getConfig>['getElementError'] & { [lazy]?: ElementErrorBuilder };
const current: ElementErrorBuilder = getConfig().getElementError;
const elementError = current[lazy] ?? current;
const lazyElementError: ElementErrorBuilder = (message, container) => {
  const error = new Error(message ?? '');
  error.name = 'TestingLibraryElementError';
  let full: string | undefined;
  Object.defineProperty(error, 'message', {
    configurable: true,
    get: () => (full ??= elementError(message, container).message),
    set: (value: string) => void (full = value),
  });
  return error;
};
lazyElementError[lazy] = elementError;
configure({ getElementError: lazyElementError });

// The window's own patches (API stubs, antd's styles outside the document, the computed-style cache): once per
// window, which a worker keeps for all its files; and what a file may leave on that window is put back before the next
// file's tests (shared-window.ts).
patchWindowOnce();
resetWindowForFile();
skipOwnerStacks();
keepAntdStyleCache();

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  localStorage.clear();
  // The stores mirror storage; start every test from the cleared storage.
  useSessionStore.getState().reload();
  useTabsStore.getState().reload();
  discardWaitingToasts();
});

// Sharing the worker's module graph (vitest.config.ts) needs the on-demand modules in it before a test starts one.
if (process.env.TEST_ISOLATE_WEB !== '1') beforeAll(preloadOnDemand, 120_000);
