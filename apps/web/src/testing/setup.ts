import '@testing-library/jest-dom/vitest';
import { cleanup, configure, getConfig } from '@testing-library/react';
import { afterEach, beforeAll, vi } from 'vitest';
import { discardWaitingToasts } from '../lib/feedback';
import { useSessionStore } from '../lib/session-store';
import { useTabsStore } from '../lib/tabs-store';
import { preloadOnDemand } from './preload-on-demand';

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
const elementError = getConfig().getElementError;
configure({
  getElementError: (message, container) => {
    const error = new Error(message ?? '');
    error.name = 'TestingLibraryElementError';
    let full: string | undefined;
    Object.defineProperty(error, 'message', {
      configurable: true,
      get: () => (full ??= elementError(message, container).message),
      set: (value: string) => void (full = value),
    });
    return error;
  },
});

// antd reads browser APIs that jsdom lacks. The system asks for reduced motion, so the theme turns antd's motion off
// (app/theme.ts): jsdom fires no transitionend, and a closing dialog or drawer would wait for its motion's deadline.
Object.defineProperty(window, 'matchMedia', {
  writable: true,
  value: (query: string) => ({
    matches: query === '(prefers-reduced-motion: reduce)',
    media: query,
    onchange: null,
    addListener: () => {},
    removeListener: () => {},
    addEventListener: () => {},
    removeEventListener: () => {},
    dispatchEvent: () => false,
  }),
});

class ResizeObserverStub {
  observe(): void {}
  unobserve(): void {}
  disconnect(): void {}
}
globalThis.ResizeObserver ??= ResizeObserverStub as unknown as typeof ResizeObserver;

// antd writes its styles (CSS-in-JS) as <style> tags in the head, and jsdom matches every rule of every tag against
// the element on each getComputedStyle — asked for by every accessible-name computation (is a child hidden?) and by
// user-event's pointer-events check on each click: a third of a page test's CPU. Page tests assert what a person
// reads and does, not antd's stylesheet (the e2e suites in Chromium look at the real page), so those tags go to a
// holder outside the document. rc-util's style registry allows for a head whose appendChild inserts elsewhere (it
// finds its tags through their real parent), which is what this does. Inline styles, which antd uses to hide a closed
// dialog or a collapsed panel, still count.
const styleHolder = document.createElement('div');
const head = document.head;
const headInsertBefore = head.insertBefore.bind(head);
const headRemoveChild = head.removeChild.bind(head);
const isStyle = (node: Node): boolean => node instanceof HTMLStyleElement;
head.appendChild = <T extends Node>(node: T): T => (isStyle(node) ? styleHolder.appendChild(node) : headInsertBefore(node, null));
head.insertBefore = <T extends Node>(node: T, child: Node | null): T =>
  isStyle(node) ? styleHolder.insertBefore(node, child && child.parentNode === styleHolder ? child : null) : headInsertBefore(node, child);
head.removeChild = <T extends Node>(node: T): T => (node.parentNode === styleHolder ? styleHolder.removeChild(node) : headRemoveChild(node));

// jsdom does not implement pseudo-element styles and says so loudly; antd only measures with them.
// A computed style stays what it is until the document changes, yet jsdom recomputes it against all of antd's style
// tags on every call: testing-library's accessible-name computation asks for each child's `display` on every retry of
// a `findByRole(…, { name })` (9.5 of 17 s of /moduleList's first test). So styles are kept until any change: a
// mutation anywhere (style tags, attributes, text; taken synchronously, as a query may follow a change in the same
// tick) or a resize.
const computedStyle = window.getComputedStyle.bind(window);
let styles = new WeakMap<Element, CSSStyleDeclaration>();
const forget = () => void (styles = new WeakMap());
const changes = new MutationObserver(forget);
changes.observe(document, { subtree: true, childList: true, attributes: true, characterData: true });
window.addEventListener('resize', forget);
window.getComputedStyle = (element: Element) => {
  if (changes.takeRecords().length > 0) forget();
  let style = styles.get(element);
  if (!style) styles.set(element, (style = computedStyle(element)));
  return style;
};

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
