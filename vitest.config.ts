import os from 'node:os';
import { defineConfig } from 'vitest/config';

// Unit and API suites. The API suite runs on PGlite always, and a second time on PostgreSQL when DATABASE_URL is set.
// API files share their worker's module graph (isolate: false): each file still builds its own app on its own fresh
// database, and the server keeps no state in modules, so what a file no longer pays is ≈ 2 s of imports (fastify, zod,
// the contracts, PGlite's WebAssembly) per file.
const onPostgres = Boolean(process.env.DATABASE_URL);

export default defineConfig({
  test: {
    // Vitest's default is one worker less than the cores: one worker on a two-core runner, which left the second core
    // to the main process and idle most of the run. Every file starts from its own database, so files can share cores.
    // One worker more than the cores: with one per core the CPU sat idle ≈ 10 % of the phase (files waiting on a timer,
    // a socket, a child server); a third worker fills it (fresh clone: 455 s with two, 415 s with three, quiet, and the
    // same files green). TEST_WORKERS sets the number.
    maxWorkers: Number(process.env.TEST_WORKERS ?? os.availableParallelism() + 1),
    projects: [
      {
        test: {
          name: 'units',
          // Unit files share their worker's module graph, as the API and page files do: isolated, each of the ≈ 50
          // files paid a worker of its own and its imports again (≈ 30 workers, ≈ 0.8 s of CPU each). The few that fake
          // timers, stub globals or spy put them back in afterEach. TEST_ISOLATE_UNITS=1 isolates them again, to tell
          // a leak between files from a failure of the file's own.
          isolate: process.env.TEST_ISOLATE_UNITS === '1',
          include: [
            'packages/contracts/src/**/*.test.ts',
            'packages/client/src/**/*.test.ts',
            'apps/server/src/**/*.unit.test.ts',
            'tests/**/*.unit.test.ts',
          ],
          environment: 'node',
        },
      },
      {
        test: {
          name: 'api-pglite',
          isolate: false,
          include: ['apps/server/src/**/*.api.test.ts'],
          environment: 'node',
          globalSetup: ['apps/server/src/testing/global-setup.ts'],
          env: { TEST_DB: 'pglite' },
          testTimeout: 30_000,
          hookTimeout: 180_000,
        },
      },
      ...(onPostgres
        ? [
            {
              test: {
                name: 'api-postgres',
                isolate: false,
                include: ['apps/server/src/**/*.api.test.ts'],
                environment: 'node',
                globalSetup: ['apps/server/src/testing/global-setup.ts'],
                env: { TEST_DB: 'postgres' },
                testTimeout: 30_000,
                hookTimeout: 180_000,
              },
            },
          ]
        : []),
      {
        test: {
          name: 'web',
          include: ['apps/web/src/**/*.test.{ts,tsx}', 'packages/ui/src/**/*.test.{ts,tsx}'],
          exclude: ['**/*.isolated.test.*'],
          environment: 'jsdom',
          // Page tests share their worker's module graph (antd, React and the pages are imported once per worker, not
          // once per file: half the web project's time) and its jsdom (vitest 4 builds one per worker when files are
          // not isolated; vitest's "environment" figure repeats that one set-up for every file). testing/setup.ts
          // patches the window once, puts it back before each file, puts storage, stores and timers back after every
          // test and loads the on-demand modules before the first.
          // TEST_ISOLATE_WEB=1 isolates every file again (its own worker and jsdom), to tell a leak between files from
          // a failure of its own.
          isolate: process.env.TEST_ISOLATE_WEB === '1',
          setupFiles: ['apps/web/src/testing/setup.ts'],
        },
      },
      {
        test: {
          // Files that mock or reset modules (vi.mock, vi.resetModules) would change the shared graph for the rest.
          name: 'web-isolated',
          include: ['apps/web/src/**/*.isolated.test.{ts,tsx}'],
          environment: 'jsdom',
          setupFiles: ['apps/web/src/testing/setup.ts'],
        },
      },
    ],
  },
});
