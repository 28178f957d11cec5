import { defineConfig } from 'vitest/config';

// End-to-end: real servers (as `npm start` runs them) on free ports, driven by Debian's Chromium.
export default defineConfig({
  test: {
    name: 'e2e',
    include: ['e2e/**/*.e2e.test.ts'],
    environment: 'node',
    globalSetup: ['e2e/harness/global-setup.ts'],
    // Suites share their worker's module graph: the contracts, the seed ids' drizzle schema and playwright are imported
    // once per worker, not once per file (decision 028). No suite or harness module keeps state of its own; each file
    // starts its servers, contexts and pages in its hooks. E2E_ISOLATE=1 imports everything anew for each file again,
    // to tell a leak between files from a failure of its own.
    isolate: process.env.E2E_ISOLATE === '1',
    testTimeout: 90_000,
    // A suite's beforeAll starts a server and a browser: under heavy load that alone can pass a minute.
    hookTimeout: 330_000,
    // expect.poll waits 1 s by default: too short for a page's first load on a busy two-core runner (a 360 px login
    // page once took longer). Waiting longer costs nothing when the condition holds early.
    expect: { poll: { timeout: 15_000, interval: 100 } },
    // Two suites at a time: green in all three runs (load average 19–22 and 14–16 among them), and a run took 770 s
    // against 1,220 s one at a time at the same load, for 7 % more CPU (decision 028). E2E_WORKERS=1 runs one at a time.
    fileParallelism: Number(process.env.E2E_WORKERS ?? 2) > 1,
    maxWorkers: Math.max(1, Number(process.env.E2E_WORKERS ?? 2)),
  },
});
