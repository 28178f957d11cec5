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
    maxWorkers: os.availableParallelism(),
    projects: [
      {
        test: {
          name: 'units',
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
          environment: 'jsdom',
          setupFiles: ['apps/web/src/testing/setup.ts'],
        },
      },
    ],
  },
});
