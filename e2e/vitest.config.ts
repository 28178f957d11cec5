import { defineConfig } from 'vitest/config';

// End-to-end: real servers (as `npm start` runs them) on free ports, driven by Debian's Chromium.
export default defineConfig({
  test: {
    name: 'e2e',
    include: ['e2e/**/*.e2e.test.ts'],
    environment: 'node',
    globalSetup: ['e2e/harness/global-setup.ts'],
    testTimeout: 90_000,
    // A suite's beforeAll starts a server and a browser: under heavy load that alone can pass a minute.
    hookTimeout: 330_000,
    // expect.poll waits 1 s by default: too short for a page's first load on a busy two-core runner (a 360 px login
    // page once took longer). Waiting longer costs nothing when the condition holds early.
    expect: { poll: { timeout: 15_000, interval: 100 } },
    // One suite at a time: a suite is CPU-bound on two cores (its server, Chromium's renderers). Two at a time passed
    // (at load average 19–22 too) but took 521 s against 428 s for one at a time on a quiet fresh clone, each test
    // twice as long (decision 026). E2E_WORKERS=2 runs two at a time, e.g. on a machine with more cores.
    fileParallelism: Number(process.env.E2E_WORKERS ?? 1) > 1,
    maxWorkers: Math.max(1, Number(process.env.E2E_WORKERS ?? 1)),
  },
});
