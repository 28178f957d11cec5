import { afterAll, beforeAll } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser, openPage } from './browser';
import { startServer, type RunningServer } from './server';

export interface Suite {
  server: RunningServer;
  browser: Browser;
  page: Page;
}

/** One server and one Chromium page for a describe block, stopped after it; fields are set once beforeAll ran. */
export function useServerAndPage(viewport = { width: 1440, height: 900 }): Suite {
  const suite = {} as Suite;
  beforeAll(async () => {
    suite.server = await startServer();
    suite.browser = await launchBrowser();
    suite.page = await openPage(suite.browser, { viewport });
  });
  afterAll(async () => {
    await suite.browser?.close();
    await suite.server?.stop();
  });
  return suite;
}
