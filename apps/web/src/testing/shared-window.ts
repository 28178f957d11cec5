// What page tests change on jsdom's window itself: done once per window, not once per file.
//
// With `isolate: false` (the web project, decision 026) vitest 4 builds one jsdom per worker and keeps it for every
// file the worker runs (vitest PR #8915); only the setup file runs again for each file. Done per file, the patches
// below stacked up on that one window: after k files, k MutationObservers over the whole document (each DOM change
// made k records), k nested getComputedStyle and head wrappers. A mark on the window keeps them to one; a window of
// its own (TEST_ISOLATE_WEB=1, the web-isolated project) gets them afresh.
const patched = Symbol.for('zhuyun.testing.windowPatched');
type Marked = { [patched]?: { styleHolder: HTMLElement } };

export function patchWindowOnce(): void {
  const marked = window as unknown as Marked;
  if (marked[patched]) return;
  stubMissingApis();
  marked[patched] = { styleHolder: keepStylesOutOfTheDocument() };
  cacheComputedStyles();
}

/**
 * Puts back, before a file's first test, what a file could leave on the window it shares with the worker's other files
 * (setup.ts already puts storage, stores, toasts and timers back after every test). antd's style tags are dropped as
 * well: rc-util scans them all on every style it writes, and they would pile up over the worker's files (a worker's
 * 20-file trial: 65.8 s of CPU with a fresh holder per file, 72.1 s with one that grew). Listeners that a file left on
 * window or document are not found here: TEST_ISOLATE_WEB=1 gives every file its own worker and jsdom again.
 */
export function resetWindowForFile(): void {
  (window as unknown as Marked)[patched]?.styleHolder.replaceChildren();
  document.body.replaceChildren();
  document.title = '';
  for (const cookie of document.cookie.split(';')) {
    const name = cookie.split('=')[0]?.trim();
    if (name) document.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
  }
  sessionStorage.clear();
  localStorage.clear();
  if (location.pathname !== '/' || location.search || location.hash) history.replaceState(null, '', '/');
}

// antd reads browser APIs that jsdom lacks. The system asks for reduced motion, so the theme turns antd's motion off
// (app/theme.ts): jsdom fires no transitionend, and a closing dialog or drawer would wait for its motion's deadline.
function stubMissingApis(): void {
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
}

// antd writes its styles (CSS-in-JS) as <style> tags in the head, and jsdom matches every rule of every tag against
// the element on each getComputedStyle — asked for by every accessible-name computation (is a child hidden?) and by
// user-event's pointer-events check on each click: a third of a page test's CPU. Page tests assert what a person
// reads and does, not antd's stylesheet (the e2e suites in Chromium look at the real page), so those tags go to a
// holder outside the document. rc-util's style registry allows for a head whose appendChild inserts elsewhere (it
// finds its tags through their real parent), which is what this does. Inline styles, which antd uses to hide a closed
// dialog or a collapsed panel, still count.
function keepStylesOutOfTheDocument(): HTMLElement {
  const styleHolder = document.createElement('div');
  // rc-util lists the holder's tags (`Array.from(container.children)`) on every style it writes or removes, and jsdom's
  // live HTMLCollection answers each index through a proxy that also looks it up as a name (`namedItem`): ≈ 4 % of
  // the heaviest page test files' CPU. The holder's children are only ever listed, so a plain array of them will do.
  Object.defineProperty(styleHolder, 'children', {
    get(this: HTMLElement): Element[] {
      const list: Element[] = [];
      for (let node = this.firstElementChild; node; node = node.nextElementSibling) list.push(node);
      return list;
    },
  });
  const head = document.head;
  const headInsertBefore = head.insertBefore.bind(head);
  const headRemoveChild = head.removeChild.bind(head);
  const isStyle = (node: Node): boolean => node instanceof HTMLStyleElement;
  head.appendChild = <T extends Node>(node: T): T =>
    isStyle(node) ? styleHolder.appendChild(node) : headInsertBefore(node, null);
  head.insertBefore = <T extends Node>(node: T, child: Node | null): T =>
    isStyle(node)
      ? styleHolder.insertBefore(node, child && child.parentNode === styleHolder ? child : null)
      : headInsertBefore(node, child);
  head.removeChild = <T extends Node>(node: T): T =>
    node.parentNode === styleHolder ? styleHolder.removeChild(node) : headRemoveChild(node);
  return styleHolder;
}

// A computed style stays what it is until the document changes, yet jsdom recomputes it on every call:
// testing-library's accessible-name computation asks for each child's `display` on every retry of a
// `findByRole(…, { name })` (9.5 of 17 s of /moduleList's first test). So styles are kept until any change: a
// mutation anywhere (attributes, text, nodes; taken synchronously, as a query may follow a change in the same tick)
// or a resize. jsdom does not implement pseudo-element styles; antd only measures with them.
function cacheComputedStyles(): void {
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
}
