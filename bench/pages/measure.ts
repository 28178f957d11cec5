import type { Browser, Page } from 'playwright-core';
import { probeScript, type ReadyProbe } from './probe';
import { collectTrace, type LoadTrace } from './trace';

/** Chromium's network emulation: a slow 4G link as a phone on a site has it (issue 23). */
export const SLOW_4G = { latency: 150, downloadThroughput: 1_600_000 / 8, uploadThroughput: 750_000 / 8 };

export interface PageCase {
  name: string;
  path: string;
  /** The first control a person can use: what the page is for. */
  ready(page: Page): Promise<void>;
  /** The same control as the page itself finds it, checked on every frame (probe.ts): the time comes from this. */
  probe: ReadyProbe;
  /** A phone page is opened on a phone. */
  mobile?: boolean;
  /** Runs once in the context before the cold load (e.g. signs in), unthrottled and untimed. */
  prepare?(page: Page, origin: string): Promise<void>;
}

export interface Sample {
  ms: number;
  /** The old figure: performance.now() read after Playwright's waitFor returned (late by up to its 500 ms poll). */
  polledMs: number;
  bytes: number;
  requests: number;
  /** Only with BENCH_TRACE=1: what the load did until then (trace.ts). */
  trace?: LoadTrace;
}

/**
 * One cold load in a fresh context: HTTP cache off, optionally throttled. The time is the page's own clock (zero at
 * navigation start) at the first animation frame in which the control was visible and enabled (probe.ts), not when
 * Playwright's polling noticed it; the bytes and requests are what the network carried and finished by then
 * (Chromium's encodedDataLength: headers and the body as sent, compressed or not).
 */
export async function coldLoad(browser: Browser, origin: string, pageCase: PageCase, throttled: boolean, trace = false): Promise<Sample> {
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
    await page.addInitScript({ content: probeScript(pageCase.probe) });
    // CDP's clock (seconds, monotonic) starts at the document's request, as the page's does.
    let navigationStart: number | null = null;
    const finished: { at: number; bytes: number }[] = [];
    cdp.on('Network.requestWillBeSent', (event: { type?: string; timestamp: number }) => {
      if (navigationStart === null && event.type === 'Document') navigationStart = event.timestamp;
    });
    cdp.on('Network.loadingFinished', (event: { encodedDataLength: number; timestamp: number }) => {
      finished.push({ at: event.timestamp, bytes: event.encodedDataLength });
    });
    await page.goto(`${origin}${pageCase.path}`, { waitUntil: 'commit', timeout: 60_000 });
    await pageCase.ready(page);
    // What this bench reported before probe.ts: the clock when Playwright's polling had seen the control.
    const polledMs = await page.evaluate(() => performance.now());
    await page.waitForFunction(() => (window as unknown as { __zyReady: number | null }).__zyReady !== null, undefined, { timeout: 10_000 });
    const ms = await page.evaluate(() => (window as unknown as { __zyReady: number }).__zyReady);
    const byThen = finished.filter((f) => navigationStart !== null && (f.at - navigationStart) * 1000 <= ms);
    const bytes = byThen.reduce((sum, f) => sum + f.bytes, 0);
    return { ms, polledMs, bytes, requests: byThen.length, ...(trace ? { trace: await collectTrace(page) } : {}) };
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
