import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { launchBrowserServer } from './browser';
import { bootServer, repoRoot } from './server';

/**
 * Migrates and seeds one data folder for the run, as `npm start` does on a new machine; each suite's server starts on
 * a copy of it. The server is stopped cleanly (no SIGKILL) so the copy is a consistent PostgreSQL folder. It also
 * starts the run's one Chromium, which every suite connects to (browser.ts; E2E_SHARED_BROWSER=0 turns that off).
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  // Every suite's server runs the bundle (server.ts): build it from the sources as they are now.
  execFileSync(process.execPath, [path.join(repoRoot, 'scripts/build-server.mjs')], { stdio: 'inherit' });
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'zy-e2e-template-'));
  const server = await bootServer(dir, {}, 120_000);
  await server.stop();
  if (fs.existsSync(path.join(dir, 'zhuyun.lock'))) throw new Error('the template server left its lock: not a clean stop');
  project.provide('e2eDataTemplate', dir);
  // One Chromium for the run (issue 14 item 7); E2E_SHARED_BROWSER=0 gives each suite its own again.
  const browser = process.env.E2E_SHARED_BROWSER === '0' ? null : await launchBrowserServer();
  project.provide('e2eBrowserEndpoint', browser?.wsEndpoint() ?? '');
  return async () => {
    await browser?.close();
    fs.rmSync(dir, { recursive: true, force: true });
  };
}
