import fs from 'node:fs';
import { inject } from 'vitest';
import { startServer, type RunningServer } from './server';

/** What a suite in a worker needs of the run's read-only server (global-setup.ts starts it). */
export interface SharedServerInfo {
  baseUrl: string;
  port: number;
  dataDir: string;
  /** Where the server's output goes, so a failed test can show its tail. */
  logFile: string;
}

declare module 'vitest' {
  export interface ProvidedContext {
    /** The run's one server for suites that only read the demo data; null when E2E_SHARED_SERVER=0. */
    e2eSharedServer: SharedServerInfo | null;
  }
}

/**
 * The run's server for suites that only read the demo data (issue 14 item 7: fewer server starts). A suite on it may
 * sign in and look, never change what another suite could see: one that adds, edits or deletes starts its own
 * (`startServer`, `useServerAndPage`). stop() leaves it running: the global teardown stops it. Outside a vitest run, or
 * with E2E_SHARED_SERVER=0 (to tell a leak between suites from a failure of its own), the suite gets a server of its
 * own instead, which stop() stops.
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
