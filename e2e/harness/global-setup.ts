import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { bootServer } from './server';

/**
 * Migrates and seeds one data folder for the run, as `npm start` does on a new machine; each suite's server starts on
 * a copy of it. The server is stopped cleanly (no SIGKILL) so the copy is a consistent PostgreSQL folder.
 */
export default async function setup(project: TestProject): Promise<() => void> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'zy-e2e-template-'));
  const server = await bootServer(dir, {}, 120_000);
  await server.stop();
  if (fs.existsSync(path.join(dir, 'zhuyun.lock'))) throw new Error('the template server left its lock: not a clean stop');
  project.provide('e2eDataTemplate', dir);
  return () => fs.rmSync(dir, { recursive: true, force: true });
}
