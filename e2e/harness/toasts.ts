import type { BrowserContext, Page } from 'playwright-core';

const KEY = '__zyToasts';

/**
 * Records every antd toast a page shows, in sessionStorage so a record survives the page reloading itself (switching
 * company does). A toast lives 3 s; on a starved CI machine the runner can look later than that and miss one that a
 * person did see, so tests ask the record, not the screen.
 */
function recorder(key: string): void {
  // A page without an origin (about:blank) has no storage and no toasts.
  try {
    sessionStorage.getItem(key);
  } catch {
    return;
  }
  const seen = new WeakMap<Element, string>();
  const read = (): string[] => JSON.parse(sessionStorage.getItem(key) ?? '[]') as string[];
  const scan = () => {
    const notices = document.querySelectorAll('.ant-message-notice');
    if (notices.length === 0) return;
    const list = read();
    let changed = false;
    notices.forEach((notice) => {
      const text = notice.textContent?.trim() ?? '';
      if (!text || seen.get(notice) === text) return;
      seen.set(notice, text);
      list.push(text);
      changed = true;
    });
    if (changed) sessionStorage.setItem(key, JSON.stringify(list));
  };
  new MutationObserver(scan).observe(document, { childList: true, subtree: true, characterData: true });
}

export async function recordToasts(context: BrowserContext): Promise<void> {
  await context.addInitScript(recorder, KEY);
}

/**
 * Waits until a toast saying `text` has been shown, and takes it off the record: the next wait for the same text
 * needs a new toast.
 */
export async function takeToast(page: Page, text: string, timeout = 15_000): Promise<void> {
  const take = (args: readonly [string, string]) => {
    const [key, wanted] = args;
    const list = JSON.parse(sessionStorage.getItem(key) ?? '[]') as string[];
    const index = list.findIndex((shown) => shown.includes(wanted));
    if (index < 0) return false;
    list.splice(index, 1);
    sessionStorage.setItem(key, JSON.stringify(list));
    return true;
  };
  const deadline = Date.now() + timeout;
  for (;;) {
    // A reload in between destroys the page's context: ask the next one.
    const taken = await page.evaluate(take, [KEY, text] as const).catch(() => false);
    if (taken) return;
    if (Date.now() > deadline) throw new Error(`no toast saying "${text}" within ${timeout} ms; shown: ${await shownToasts(page)}`);
    await page.waitForTimeout(100);
  }
}

async function shownToasts(page: Page): Promise<string> {
  return page.evaluate((key) => sessionStorage.getItem(key) ?? '[]', KEY).catch(() => '(page gone)');
}
