/**
 * npm run bench:pages — how fast the pages people open first become usable, on loopback and on a slow 4G link.
 *
 * Starts the server as `npm start` does (embedded database, demo seed) on a temporary DATA_DIR and serves the build in
 * apps/web/dist (run `npm run build` first). Loads /login, /homepage (signed in as demo), a component's trace page and
 * the questionnaire cold in Debian's Chromium, BENCH_RUNS times each (default 5), interleaved, with the network as it
 * is and throttled through CDP (150 ms latency, 1.6 Mbit/s down, 750 kbit/s up; cache off). Prints the median (min–max)
 * time to the first usable control and the bytes the network carried. BENCH_TLS=1 serves HTTPS with a throwaway
 * certificate, so Chromium speaks HTTP/2 (one connection for all of a page's files) instead of HTTP/1.1.
 * BENCH_PAGES_ONLY keeps the rows whose "profile page" contains it (case-insensitive), e.g. `slow 4G /login`, so one
 * row can be measured quickly; WEB_DIST serves another build (e.g. a copy of main's) to compare before and after.
 * BENCH_BASELINE_DIST=<a build's dist> measures that build too, served by a second server, each load interleaved
 * with this build's (rows 'base' and 'this'): the honest before-and-after on a shared machine.
 * /login is also measured on a floor page (floor.ts: a static page with only the password field, from a tiny server,
 * row 'floor'), interleaved with the others: the harness's and the browser's share of the figure. BENCH_FLOOR=0 skips it.
 * BENCH_TRACE=1 prints, for the median load of each row, its requests (start, first byte, end, bytes), first paints,
 * busy frames and scripts on the page's clock: the critical path (trace.ts).
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ProjectDemoIds } from '../../apps/server/src/db/seed/project.seed';
import { launchBrowser } from '../../e2e/harness/browser';
import { loginWithPassword } from '../../e2e/harness/pages';
import { repoRoot, startServer } from '../../e2e/harness/server';
import { coldLoad, summary, type PageCase, type Sample } from './measure';
import { startFloorServer } from './floor';
import { formatTrace } from './trace';

const RUNS = Number(process.env.BENCH_RUNS ?? 5);
const TLS = process.env.BENCH_TLS === '1';
const ONLY = (process.env.BENCH_PAGES_ONLY ?? '').trim().toLowerCase();
const TRACE = process.env.BENCH_TRACE === '1';
const FLOOR = process.env.BENCH_FLOOR !== '0';
const PROFILES = [
  { throttled: false, label: 'loopback' },
  { throttled: true, label: 'slow 4G' },
] as const;
const wanted = (label: string, pageCase: PageCase) => !ONLY || `${label} ${pageCase.name}`.toLowerCase().includes(ONLY);

/** A self-signed certificate for localhost, by the machine's openssl; the browser is told to accept it. */
function throwawayCertificate(): Record<string, string> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'zy-bench-tls-'));
  const [cert, key] = [path.join(dir, 'cert.pem'), path.join(dir, 'key.pem')];
  execFileSync('openssl', ['req', '-x509', '-newkey', 'ec', '-pkeyopt', 'ec_paramgen_curve:prime256v1', '-nodes', '-keyout', key, '-out', cert, '-days', '1', '-subj', '/CN=localhost'], { stdio: 'ignore' });
  return { TLS_CERT_FILE: cert, TLS_KEY_FILE: key };
}
const TIMEOUT = 60_000;

const CASES: PageCase[] = [
  {
    name: '/login (password field)',
    path: '/login',
    probe: { selector: 'input[placeholder="请输入密码"]' },
    ready: (page) => page.getByPlaceholder('请输入密码').waitFor({ state: 'visible', timeout: TIMEOUT }),
  },
  {
    name: '/homepage signed in (first card)',
    path: '/homepage',
    probe: { selector: '.home-grid__wide' },
    prepare: async (page, origin) => {
      await page.goto(`${origin}/login`);
      await loginWithPassword(page, 'demo', 'Demo@2026zy!');
      await page.waitForURL('**/homepage', { timeout: TIMEOUT });
      await page.goto('about:blank');
    },
    ready: (page) => page.locator('.home-grid__wide').first().waitFor({ state: 'visible', timeout: TIMEOUT }),
  },
  {
    name: '/memberQrCode (component number)',
    path: `/memberQrCode?id=${ProjectDemoIds.tracedComponent}`,
    mobile: true,
    probe: { selector: '.trace-num', text: 'WLKJ-4-004' },
    ready: (page) => page.getByText('WLKJ-4-004').first().waitFor({ state: 'visible', timeout: TIMEOUT }),
  },
  {
    name: '/QuestionnaireSurveyMobile (phone field)',
    path: '/QuestionnaireSurveyMobile',
    mobile: true,
    probe: { selector: 'input[placeholder="请输入手机号"]' },
    ready: (page) => page.getByLabel('手机号').waitFor({ state: 'visible', timeout: TIMEOUT }),
  },
];

const print = (line: string) => process.stdout.write(`${line}\n`);
const ms = (v: number) => `${Math.round(v)}`;

async function main(): Promise<void> {
  const webDist = process.env.WEB_DIST ? path.resolve(process.env.WEB_DIST) : path.join(repoRoot, 'apps/web/dist');
  if (!fs.existsSync(path.join(webDist, 'index.html'))) {
    process.stderr.write('bench:pages serves the build: run `npm run build` first.\n');
    process.exit(2);
  }
  const rows = PROFILES.flatMap(({ throttled, label }) => CASES.filter((c) => wanted(label, c)).map((pageCase) => ({ throttled, label, pageCase })));
  if (!rows.length) {
    process.stderr.write(`bench:pages: no row matches BENCH_PAGES_ONLY=${ONLY}\n`);
    process.exit(2);
  }
  // With BENCH_BASELINE_DIST, a second server serves that build and every row is measured on both, one load of each
  // after the other: on a shared machine only interleaved loads see the same load average.
  const baselineDist = process.env.BENCH_BASELINE_DIST ? path.resolve(process.env.BENCH_BASELINE_DIST) : '';
  if (baselineDist && !fs.existsSync(path.join(baselineDist, 'index.html'))) {
    process.stderr.write(`bench:pages: no index.html in BENCH_BASELINE_DIST=${baselineDist}\n`);
    process.exit(2);
  }
  const tls = TLS ? throwawayCertificate() : {};
  const loginCase = CASES[0]!;
  const builds: { tag: string; server: { baseUrl: string; stop(): Promise<void> }; only?: PageCase }[] = [
    ...(baselineDist ? [{ tag: 'base', server: await startServer({ ...tls, WEB_DIST: baselineDist }) }] : []),
    { tag: 'this', server: await startServer({ ...tls, ...(process.env.WEB_DIST ? { WEB_DIST: webDist } : {}) }) },
    // Plain HTTP whatever BENCH_TLS says: the floor of the HTTP/1.1 figure.
    ...(FLOOR && !TLS && rows.some((row) => row.pageCase === loginCase) ? [{ tag: 'floor', server: await startFloorServer(), only: loginCase }] : []),
  ];
  const serves = (build: (typeof builds)[number], pageCase: PageCase) => !build.only || build.only === pageCase;
  // The browser a person runs, not the e2e suites' headless shell (decision 030): the figures compare with earlier runs.
  process.env.CHROMIUM_PATH ||= '/usr/bin/chromium';
  const browser = await launchBrowser(TLS ? ['--ignore-certificate-errors'] : []);
  const samples = new Map<string, Sample[]>();
  try {
    // One unmeasured load of each page warms the server (its first queries, the JIT), not the browser: every measured
    // load runs in a fresh context with its cache off.
    for (const build of builds) {
      for (const pageCase of new Set(rows.map((row) => row.pageCase))) if (serves(build, pageCase)) await coldLoad(browser, build.server.baseUrl, pageCase, false);
    }
    for (let run = 0; run < RUNS; run++) {
      for (const { throttled, label, pageCase } of rows) {
        // Alternating which build goes first, so neither always follows the other's load.
        for (const { tag, server } of (run % 2 ? [...builds].reverse() : builds).filter((build) => serves(build, pageCase))) {
          const key = `${builds.length > 1 ? tag.padEnd(6) : ''}${label.padEnd(8)}  ${pageCase.name}`;
          const sample = await coldLoad(browser, server.baseUrl, pageCase, throttled, TRACE);
          samples.set(key, [...(samples.get(key) ?? []), sample]);
        }
      }
      process.stderr.write(`run ${run + 1}/${RUNS} done\n`);
    }
  } finally {
    await browser.close();
    for (const { server } of builds) await server.stop();
  }
  print(`\nbench:pages — ${TLS ? 'HTTPS, HTTP/2' : 'HTTP/1.1'}; ${RUNS} cold loads each; time to the first usable control (ms, the frame it was first usable in) and what the network carried by then; 'polled': the old figure, when Playwright's polling saw it`);
  print(`${'profile   page'.padEnd(57)} ${'median ms'.padStart(10)} ${'min–max'.padStart(14)} ${'kB sent'.padStart(9)} ${'requests'.padStart(9)} ${'polled'.padStart(7)}`);
  for (const [key, list] of samples) {
    const t = summary(list.map((s) => s.ms));
    const kb = summary(list.map((s) => s.bytes / 1024));
    const requests = summary(list.map((s) => s.requests));
    const polled = summary(list.map((s) => s.polledMs));
    print(`${key.padEnd(57)} ${ms(t.median).padStart(10)} ${`${ms(t.min)}–${ms(t.max)}`.padStart(14)} ${kb.median.toFixed(1).padStart(9)} ${String(requests.median).padStart(9)} ${ms(polled.median).padStart(7)}`);
  }
  if (TRACE) {
    for (const [key, list] of samples) {
      const median = [...list].sort((a, b) => a.ms - b.ms)[Math.floor((list.length - 1) / 2)]!;
      if (median.trace) print(formatTrace(key.replace(/\s+/g, ' '), median.trace));
    }
  }
}

main().catch((error: unknown) => {
  process.stderr.write(`${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
  process.exit(1);
});
