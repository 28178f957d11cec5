import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import https from 'node:https';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { inject } from 'vitest';
import { serverNodeFlags } from '../../apps/server/src/platform/node-flags';

const HEALTH_WAIT_MS = 300_000;

export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

export interface RunningServer {
  baseUrl: string;
  port: number;
  dataDir: string;
  output(): string;
  stop(): Promise<void>;
}

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.unref();
    probe.on('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

declare module 'vitest' {
  export interface ProvidedContext {
    /** A data folder the e2e global setup migrated and seeded once (global-setup.ts). */
    e2eDataTemplate: string;
  }
}

export interface StartOptions {
  /** The prepared folder to copy; by default the run's (global-setup.ts provides it to the suites). */
  template?: string;
  /** Also append the server's output to this file (a server whose output a suite in another process reads). */
  logFile?: string;
}

/**
 * Starts the server as `npm start` does (embedded database, demo seed) on a free port and its own DATA_DIR: a copy of
 * the run's migrated and seeded folder when there is one (a fresh PGlite folder costs an initdb, ≈ 10 s on a busy
 * machine), unless the test brings its own DATA_DIR.
 */
export async function startServer(env: Record<string, string> = {}, options: StartOptions = {}): Promise<RunningServer> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'zy-e2e-'));
  const template = env.DATA_DIR ? '' : (options.template ?? templateDir());
  if (template) fs.cpSync(template, dataDir, { recursive: true });
  const server = await bootServer(dataDir, env, 5_000, options.logFile);
  return {
    ...server,
    stop: async () => {
      await server.stop();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * Copies the run's prepared folder (migrated, demo-seeded and stamped, decision 022) into `dataDir`, for a suite that
 * adds data of its own before its server starts; false when there is none (outside a vitest run).
 */
export function copyPreparedFolder(dataDir: string): boolean {
  const template = templateDir();
  if (template) fs.cpSync(template, dataDir, { recursive: true });
  return Boolean(template);
}

function templateDir(): string {
  try {
    return inject('e2eDataTemplate') ?? '';
  } catch {
    return ''; // outside a vitest run (a script using the harness)
  }
}

/** Runs the server on `dataDir` until it answers its health check; stop() waits for a clean exit. */
export async function bootServer(dataDir: string, env: Record<string, string> = {}, stopGraceMs = 5_000, logFile?: string): Promise<RunningServer> {
  const port = await freePort();
  const child = spawn(process.execPath, serverArgv(), {
    cwd: repoRoot,
    env: { ...pickEnv(), PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let log = '';
  const record = (chunk: Buffer) => {
    log += chunk;
    if (logFile) fs.appendFileSync(logFile, chunk);
  };
  child.stdout?.on('data', record);
  child.stderr?.on('data', record);
  // With TLS_CERT_FILE the server speaks HTTPS (HTTP/2 by ALPN) on the same port.
  const baseUrl = `${env.TLS_CERT_FILE ? 'https' : 'http'}://localhost:${port}`;
  await waitForHealth(baseUrl, child, () => log);
  return { baseUrl, port, dataDir, output: () => log, stop: () => stopChild(child, stopGraceMs) };
}

/**
 * The server as `npm start` runs it: its Node flags (platform/node-flags.ts) and the bundle `npm run build` writes (the
 * e2e global setup builds it again, so it is never older than the sources). Without one — a script using the harness
 * before any build — its sources through tsx.
 */
export function serverArgv(): string[] {
  const bundle = path.join(repoRoot, 'apps/server/dist/main.mjs');
  return [...serverNodeFlags, ...(fs.existsSync(bundle) ? [bundle] : ['--import', 'tsx', 'apps/server/src/main.ts'])];
}

/** Only what a server needs from the test's environment: never DATABASE_URL, so e2e runs on the embedded default. */
function pickEnv(): NodeJS.ProcessEnv {
  const { PATH, HOME, TMPDIR, LANG } = process.env;
  return { PATH, HOME, TMPDIR, LANG, NODE_ENV: 'development' };
}

/**
 * Waits until the server answers. The bound is only a safety net below the hook timeout (e2e/vitest.config.ts): a start
 * takes seconds on a quiet machine and minutes when a two-core runner is ten times oversubscribed.
 */
async function waitForHealth(baseUrl: string, child: ChildProcess, log: () => string): Promise<void> {
  const deadline = Date.now() + HEALTH_WAIT_MS;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}:\n${log()}`);
    if (await answersHealth(`${baseUrl}/api/health`)) return;
    await new Promise((r) => setTimeout(r, 200));
  }
  await stopChild(child);
  throw new Error(`server did not become healthy in ${HEALTH_WAIT_MS / 1000} s:\n${log()}`);
}

/** GET /api/health over HTTP or HTTPS (a test's throwaway certificate is not checked); false while not listening. */
function answersHealth(url: string): Promise<boolean> {
  const get = url.startsWith('https:') ? (u: string, cb: (r: http.IncomingMessage) => void) => https.get(u, { rejectUnauthorized: false }, cb) : http.get;
  return new Promise((resolve) => {
    get(url, (response) => {
      response.resume();
      resolve(response.statusCode === 200);
    }).on('error', () => resolve(false));
  });
}

export async function stopChild(child: ChildProcess, graceMs = 5_000): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((r) => child.once('exit', r));
  child.kill('SIGTERM');
  const timer = setTimeout(() => child.kill('SIGKILL'), graceMs);
  await exited;
  clearTimeout(timer);
}
