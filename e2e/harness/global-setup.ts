import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { launchBrowserServer } from './browser';
import { repoRoot, startServer } from './server';
import type { SharedServerInfo } from './shared-server';
import { makeTemplateFolder } from './template-folder';

/**
 * The shared server serves seventeen suites' sign-ins and page loads from one address (127.0.0.1): as many as a whole
 * office behind one gateway. Its per-address limit on logins and signing-key fetches (60 a minute by default) is
 * raised so two workers on a fast machine never meet it; no suite on it tests the limit (the API suite does).
 */
const SHARED_SERVER_ENV = { LOGIN_RATE_PER_MINUTE: '600' };

/**
 * Makes one migrated, seeded and stamped data folder for the run, as `npm start` leaves it on a new machine, from the
 * database the API suite dumped (template-folder.ts); each suite's server starts on a copy of it. Then, side
 * by side, it starts the run's one Chromium, which every suite connects to (browser.ts; E2E_SHARED_BROWSER=0 turns
 * that off), and the run's shared server on a copy, for the suites that sign in and look or change only rows of their
 * own (shared-server.ts; E2E_SHARED_SERVER=0 gives each of them its own again).
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  // Every suite's server runs the bundle (server.ts): build it from the sources as they are now.
  execFileSync(process.execPath, [path.join(repoRoot, 'scripts/build-server.mjs')], { stdio: 'inherit' });
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'zy-e2e-template-'));
  await makeTemplateFolder(dir);
  project.provide('e2eDataTemplate', dir);
  // One Chromium and one shared server for the run (issue 14 item 7).
  const logFile = path.join(os.tmpdir(), `zy-e2e-shared-${process.pid}.log`);
  const [launched, started] = await Promise.allSettled([
    process.env.E2E_SHARED_BROWSER === '0' ? null : launchBrowserServer(),
    process.env.E2E_SHARED_SERVER === '0' ? null : startServer(SHARED_SERVER_ENV, { template: dir, logFile }),
  ]);
  const browser = launched.status === 'fulfilled' ? launched.value : null;
  const shared = started.status === 'fulfilled' ? started.value : null;
  if (launched.status === 'rejected' || started.status === 'rejected') {
    // Neither is left running behind a failed set-up: a server child would outlive the run.
    await Promise.allSettled([browser?.close(), shared?.stop()]);
    throw launched.status === 'rejected' ? launched.reason : (started as PromiseRejectedResult).reason;
  }
  project.provide('e2eBrowserEndpoint', browser?.wsEndpoint() ?? '');
  const info: SharedServerInfo | null = shared ? { baseUrl: shared.baseUrl, port: shared.port, dataDir: shared.dataDir, logFile } : null;
  project.provide('e2eSharedServer', info);
  return async () => {
    await shared?.stop();
    await browser?.close();
    fs.rmSync(dir, { recursive: true, force: true });
    fs.rmSync(logFile, { force: true });
  };
}
