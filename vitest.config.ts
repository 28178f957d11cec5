import { defineConfig } from 'vitest/config';

// Unit and API suites. The API suite runs on PGlite always, and a second time on PostgreSQL when DATABASE_URL is set.
const onPostgres = Boolean(process.env.DATABASE_URL);

export default defineConfig({
  test: {
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
          include: ['apps/server/src/**/*.api.test.ts'],
          environment: 'node',
          globalSetup: ['apps/server/src/testing/global-setup.ts'],
          env: { TEST_DB: 'pglite' },
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      ...(onPostgres
        ? [
            {
              test: {
                name: 'api-postgres',
                include: ['apps/server/src/**/*.api.test.ts'],
                environment: 'node',
                globalSetup: ['apps/server/src/testing/global-setup.ts'],
                env: { TEST_DB: 'postgres' },
                testTimeout: 30_000,
                hookTimeout: 60_000,
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
