import { afterAll, beforeAll, beforeEach } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser, openPage } from './browser';
import { describeFailure, NetworkLog } from './diagnostics';
import { startServer, type RunningServer } from './server';

export interface Suite {
  server: RunningServer;
  browser: Browser;
  page: Page;
}

/**
 * One server and one Chromium page for a describe block, stopped after it; fields are set once beforeAll ran. A failed
 * test prints the page's address, a screenshot, its latest API calls and the server's last output.
 */
export function useServerAndPage(viewport = { width: 1440, height: 900 }): Suite {
  const suite = {} as Suite;
  let network: NetworkLog | undefined;
  beforeAll(async () => {
    suite.server = await startServer();
    suite.browser = await launchBrowser();
    suite.page = await openPage(suite.browser, { viewport });
    network = new NetworkLog(suite.page);
  });
  beforeEach((context) => {
    context.onTestFailed(() => describeFailure(context.task.name, suite.page, network, suite.server));
  });
  afterAll(async () => {
    await suite.browser?.close();
    await suite.server?.stop();
  });
  return suite;
}
