import { defineConfig } from 'vitest/config';

// End-to-end: real servers (as `npm start` runs them) on free ports, driven by Debian's Chromium.
export default defineConfig({
  test: {
    name: 'e2e',
    include: ['e2e/**/*.e2e.test.ts'],
    environment: 'node',
    testTimeout: 90_000,
    hookTimeout: 90_000,
    // Two cores: one server and one browser at a time keeps timings honest.
    fileParallelism: false,
  },
});
