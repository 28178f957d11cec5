import fs from 'node:fs';
import { inject } from 'vitest';
import { startServer, type RunningServer } from './server';

/** What a suite in a worker needs of the run's shared server (global-setup.ts starts it). */
export interface SharedServerInfo {
  baseUrl: string;
  port: number;
  dataDir: string;
  /** Where the server's output goes, so a failed test can show its tail. */
  logFile: string;
}

declare module 'vitest' {
  export interface ProvidedContext {
    /** The run's one server for suites that read, or change only their own rows; null when E2E_SHARED_SERVER=0. */
    e2eSharedServer: SharedServerInfo | null;
  }
}

/**
 * The run's server for suites that read the demo data, or change only what no other suite on it looks at (issue 14
 * item 7: fewer server starts; each start is ≈ 4–6 s of CPU). A suite on it may sign in and look, and may add or edit
 * rows of its own that no other suite here lists or counts (a form, a drawing version, imported people: each file says
 * what it changes). One that changes what others see (menus, grants, notices, units, the demo's bindings a second
 * suite also makes) starts its own (`startServer`, `useServerAndPage`). stop() leaves it running: the global teardown
 * stops it. Outside a vitest run, or with E2E_SHARED_SERVER=0 (to tell a leak between suites from a failure of its
 * own), the suite gets a server of its own instead, which stop() stops.
 */
export async function sharedServer(): Promise<RunningServer> {
  const shared = provided();
  if (!shared) return startServer();
  return {
    baseUrl: shared.baseUrl,
    port: shared.port,
    dataDir: shared.dataDir,
    output: () => (fs.existsSync(shared.logFile) ? fs.readFileSync(shared.logFile, 'utf8') : ''),
    stop: async () => undefined,
  };
}

function provided(): SharedServerInfo | null {
  try {
    return inject('e2eSharedServer') ?? null;
  } catch {
    return null; // outside a vitest run (a script using the harness)
  }
}
