import { defineConfig } from 'vitest/config';
export default defineConfig({ test: { maxWorkers: 1, projects: [ { test: { name: 'web', include: ['apps/web/src/**/*.test.{ts,tsx}'], exclude: ['**/*.isolated.test.*'], environment: 'jsdom', isolate: false, setupFiles: ['apps/web/src/testing/setup.ts', 'apps/web/src/testing/prof-setup.ts'] } } ] } });
