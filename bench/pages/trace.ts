import type { Page } from 'playwright-core';

/**
 * What happened during one cold load until the control was usable, all on the page's clock (ms from navigation
 * start): the document's and every file's request (start, first byte, end, bytes as sent, whether it blocked
 * rendering), the first paints and the frames that kept the main thread busy over 50 ms with their scripts. Printed
 * with BENCH_TRACE=1 for the median load of each row, so the critical path can be read step by step.
 */
export interface LoadTrace {
  ready: number;
  /** The first frame with the route's fallback spinner, if one was shown. */
  spinner: number | null;
  document: { start: number; connectEnd: number; firstByte: number; end: number; interactive: number; contentLoaded: number; bytes: number };
  paints: Record<string, number>;
  files: { name: string; kind: string; start: number; firstByte: number; end: number; bytes: number; blocking: boolean }[];
  frames: { start: number; duration: number; blocking: number; scripts: { src: string; invoker: string; start: number; duration: number; compile: number; forcedLayout: number }[] }[];
}

export async function collectTrace(page: Page): Promise<LoadTrace> {
  return page.evaluate(() => {
    const w = window as unknown as { __zyReady: number; __zySpinner: number | null; __zyFrames: LoadTrace['frames'] };
    const nav = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming;
    const files = (performance.getEntriesByType('resource') as PerformanceResourceTiming[]).map((r) => ({
      name: r.name.replace(location.origin, ''),
      kind: r.initiatorType,
      start: r.startTime,
      firstByte: r.responseStart,
      end: r.responseEnd,
      bytes: r.transferSize,
      blocking: (r as PerformanceResourceTiming & { renderBlockingStatus?: string }).renderBlockingStatus === 'blocking',
    }));
    return {
      ready: w.__zyReady,
      spinner: w.__zySpinner,
      document: {
        start: nav.startTime,
        connectEnd: nav.connectEnd,
        firstByte: nav.responseStart,
        end: nav.responseEnd,
        interactive: nav.domInteractive,
        contentLoaded: nav.domContentLoadedEventEnd,
        bytes: nav.transferSize,
      },
      paints: Object.fromEntries(performance.getEntriesByType('paint').map((p) => [p.name, p.startTime])),
      files,
      frames: w.__zyFrames,
    };
  });
}

const r = (v: number) => String(Math.round(v)).padStart(6);
const short = (url: string) => (url.length > 58 ? `…${url.slice(-57)}` : url);

export function formatTrace(title: string, t: LoadTrace): string {
  const lines = [`\n${title}: usable at ${Math.round(t.ready)} ms`, `${'what'.padEnd(60)} ${'start'.padStart(6)} ${'1st B'.padStart(6)} ${'end'.padStart(6)} ${'bytes'.padStart(7)}`];
  const d = t.document;
  lines.push(`${'document'.padEnd(60)} ${r(d.start)} ${r(d.firstByte)} ${r(d.end)} ${String(d.bytes).padStart(7)}   (connected ${Math.round(d.connectEnd)}, interactive ${Math.round(d.interactive)}, DOMContentLoaded ${Math.round(d.contentLoaded)})`);
  const events: { at: number; line: string }[] = [];
  for (const f of t.files) {
    events.push({ at: f.start, line: `${short(`${f.kind} ${f.name}`).padEnd(60)} ${r(f.start)} ${r(f.firstByte)} ${r(f.end)} ${String(f.bytes).padStart(7)}${f.blocking ? '   render-blocking' : ''}${f.start > t.ready ? '   (after ready)' : ''}` });
  }
  for (const [name, at] of Object.entries(t.paints)) events.push({ at, line: `── ${name} at ${Math.round(at)}` });
  for (const frame of t.frames) {
    const scripts = frame.scripts
      .map((s) => `${short(s.src || s.invoker).split('/').pop()} ${Math.round(s.duration)} ms${s.compile > 1 ? ` (compile ${Math.round(s.compile)})` : ''}${s.forcedLayout > 1 ? ` (forced layout ${Math.round(s.forcedLayout)})` : ''}`)
      .join('; ');
    events.push({ at: frame.start, line: `── busy frame ${Math.round(frame.start)}–${Math.round(frame.start + frame.duration)} (${Math.round(frame.duration)} ms): ${scripts || 'no script'}` });
  }
  if (t.spinner !== null) events.push({ at: t.spinner, line: `── route fallback (spinner) shown at ${Math.round(t.spinner)}` });
  events.push({ at: t.ready, line: `── usable at ${Math.round(t.ready)}` });
  for (const e of events.sort((a, b) => a.at - b.at)) lines.push(e.line);
  return lines.join('\n');
}
