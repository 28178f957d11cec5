import { afterAll, beforeAll, beforeEach } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser, openPage } from './browser';
import { describeFailure, NetworkLog } from './diagnostics';
import { startServer, type RunningServer } from './server';
import { sharedServer } from './shared-server';

export interface Suite {
  server: RunningServer;
  browser: Browser;
  page: Page;
}

/** A server that outlives one describe block: `current` is set once the hook that starts it ran. */
export interface ServerHolder {
  readonly current: RunningServer;
}

type Viewport = { width: number; height: number };

/**
 * One server for every describe block of a file (call it at the file's top level): started before the first block's
 * hooks, stopped after the last. Blocks that belong together share it instead of paying a start each; each block
 * still gets its own page (useServerAndPage with this holder).
 */
export function useServer(env: Record<string, string> = {}): ServerHolder {
  return holdServer(() => startServer(env));
}

/**
 * The run's shared server (shared-server.ts) as a file-wide holder, for a file whose blocks share a server (useServer)
 * and change only rows no other suite on the shared server lists or counts: one start fewer a run.
 */
export function useSharedServer(): ServerHolder {
  return holdServer(sharedServer);
}

/** A file-wide holder of the server `start` gives: set before the first block's hooks, stopped after the last. */
function holdServer(start: () => Promise<RunningServer>): ServerHolder {
  const holder = {} as { current: RunningServer };
  beforeAll(async () => {
    holder.current = await start();
  });
  afterAll(async () => {
    await holder.current?.stop();
  });
  return holder;
}

/**
 * One server and one Chromium page for a describe block, stopped after it; fields are set once beforeAll ran. With
 * `server` the block works on that file-wide server (useServer) and leaves it running. A failed test prints the page's
 * address, a screenshot, its latest API calls and the server's last output.
 */
export function useServerAndPage(viewport: Viewport = { width: 1440, height: 900 }, server?: ServerHolder): Suite {
  return suiteOn(viewport, server ? async () => server.current : () => startServer(), !server);
}

/**
 * The same on the run's shared server (shared-server.ts): for a block that signs in and looks, or changes only rows
 * no other suite on that server lists or counts.
 */
export function useSharedServerAndPage(viewport: Viewport = { width: 1440, height: 900 }): Suite {
  return suiteOn(viewport, sharedServer, true);
}

function suiteOn(viewport: Viewport, start: () => Promise<RunningServer>, ownsServer: boolean): Suite {
  const suite = {} as Suite;
  let network: NetworkLog | undefined;
  beforeAll(async () => {
    suite.server = await start();
    suite.browser = await launchBrowser();
    suite.page = await openPage(suite.browser, { viewport });
    network = new NetworkLog(suite.page);
  });
  beforeEach((context) => {
    context.onTestFailed(() => describeFailure(context.task.name, suite.page, network, suite.server));
  });
  afterAll(async () => {
    await suite.browser?.close();
    // The shared server's stop() leaves it running; a file-wide one is stopped by useServer's own hook.
    if (ownsServer) await suite.server?.stop();
  });
  return suite;
}
