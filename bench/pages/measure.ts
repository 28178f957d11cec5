import type { Browser, Page } from 'playwright-core';

/** Chromium's network emulation: a slow 4G link as a phone on a site has it (issue 23). */
export const SLOW_4G = { latency: 150, downloadThroughput: 1_600_000 / 8, uploadThroughput: 750_000 / 8 };

export interface PageCase {
  name: string;
  path: string;
  /** The first control a person can use: what the page is for. */
  ready(page: Page): Promise<void>;
  /** A phone page is opened on a phone. */
  mobile?: boolean;
  /** Runs once in the context before the cold load (e.g. signs in), unthrottled and untimed. */
  prepare?(page: Page, origin: string): Promise<void>;
}

export interface Sample {
  ms: number;
  bytes: number;
  requests: number;
}

/**
 * One cold load in a fresh context: HTTP cache off, optionally throttled. The time is the page's own clock
 * (performance.now(), zero at navigation start) when the control has become visible; the bytes are what the
 * network carried (Chromium's encodedDataLength: headers and the body as sent, compressed or not) until then.
 */
export async function coldLoad(browser: Browser, origin: string, pageCase: PageCase, throttled: boolean): Promise<Sample> {
  const viewport = pageCase.mobile ? { width: 390, height: 844 } : { width: 1440, height: 900 };
  const context = await browser.newContext({ locale: 'zh-CN', viewport, isMobile: !!pageCase.mobile, hasTouch: !!pageCase.mobile });
  try {
    const page = await context.newPage();
    if (pageCase.prepare) await pageCase.prepare(page, origin);
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
    await cdp.send('Network.clearBrowserCache');
    if (throttled) await cdp.send('Network.emulateNetworkConditions', { offline: false, ...SLOW_4G });
    let bytes = 0;
    let requests = 0;
    cdp.on('Network.loadingFinished', (event: { encodedDataLength: number }) => {
      bytes += event.encodedDataLength;
      requests += 1;
    });
    await page.goto(`${origin}${pageCase.path}`, { waitUntil: 'commit', timeout: 60_000 });
    await pageCase.ready(page);
    const ms = await page.evaluate(() => performance.now());
    return { ms, bytes, requests };
  } finally {
    await context.close();
  }
}

export function summary(values: number[]): { median: number; min: number; max: number } {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  const median = sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
  return { median, min: sorted[0]!, max: sorted[sorted.length - 1]! };
}
