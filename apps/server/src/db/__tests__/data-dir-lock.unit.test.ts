import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { acquireDataDirLock, DataDirLockedError } from '../lock';

// PGlite has no lock of its own: a second server on the same DATA_DIR must stop at once with a clear message instead
// of corrupting the folder (db/lock.ts).
const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../../..');
const mainTs = path.join(repoRoot, 'apps/server/src/main.ts');

async function freePort(taken: number[] = []): Promise<number> {
  for (let port = 3500; port <= 3599; port++) {
    if (taken.includes(port)) continue;
    const free = await new Promise<boolean>((resolve) => {
      const probe = net.createServer().once('error', () => resolve(false));
      probe.listen(port, '127.0.0.1', () => probe.close(() => resolve(true)));
    });
    if (free) return port;
  }
  throw new Error('no free port in 3500–3599');
}

function serverEnv(dataDir: string, port: number): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = { ...process.env, DATA_DIR: dataDir, PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'warn', SEED_DEMO: '0' };
  // The embedded database is the point: no PostgreSQL or Redis from the caller's environment.
  for (const name of ['DATABASE_URL', 'REDIS_URL', 'REPLAY_STORE', 'WEB_DIST']) delete env[name];
  return env;
}

interface Run {
  child: ChildProcess;
  output: () => string;
  exited: Promise<{ code: number | null; at: number }>;
}

function start(args: string[], env: NodeJS.ProcessEnv): Run {
  const child = spawn(process.execPath, ['--import', 'tsx', ...args], { cwd: repoRoot, env, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  child.stdout?.on('data', (chunk) => (output += String(chunk)));
  child.stderr?.on('data', (chunk) => (output += String(chunk)));
  const exited = new Promise<{ code: number | null; at: number }>((resolve) => child.once('exit', (code) => resolve({ code, at: Date.now() })));
  return { child, output: () => output, exited };
}

/** Waits until `run` holds the folder's lock (the lock file names its pid): the server takes it before anything else. */
async function waitForLock(dataDir: string, run: Run, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  const lockPath = path.join(dataDir, 'zhuyun.lock');
  while (Date.now() < deadline) {
    if (run.child.exitCode !== null) throw new Error(`first server exited: ${run.output()}`);
    const holder = fs.existsSync(lockPath) ? fs.readFileSync(lockPath, 'utf8').trim() : '';
    if (holder === String(run.child.pid)) return;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`first server did not lock its folder within ${timeoutMs} ms: ${run.output()}`);
}

describe('data folder lock', () => {
  const runs: Run[] = [];
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'zy-lock-'));
  afterAll(async () => {
    for (const run of runs) {
      if (run.child.exitCode === null && run.child.signalCode === null) {
        run.child.kill('SIGTERM');
        await Promise.race([run.exited, new Promise((resolve) => setTimeout(resolve, 5_000))]);
        if (run.child.exitCode === null) run.child.kill('SIGKILL');
      }
    }
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('stops a second server on the same DATA_DIR, saying the folder is in use', async () => {
    const firstPort = await freePort();
    const first = start([mainTs], serverEnv(dataDir, firstPort));
    runs.push(first);
    // It holds the lock from its first step to its close, so the second may come at any moment: here, while the first
    // is still preparing its folder (the costly part, not needed to show the refusal).
    await waitForLock(dataDir, first, 150_000);

    // Another port, so that only the data folder can be the reason it stops. How fast it stops is not asserted here (a
    // busy runner makes any bound a coin toss): that it stops, and says why, is.
    const second = start([mainTs], serverEnv(dataDir, await freePort([firstPort])));
    runs.push(second);
    const stopped = await second.exited;
    expect(stopped.code).not.toBe(0);
    expect(second.output()).toContain('in use by another Zhuyun server');

    // The first server is untouched and still owns the folder.
    expect(first.child.exitCode).toBeNull();
    expect(fs.readFileSync(path.join(dataDir, 'zhuyun.lock'), 'utf8').trim()).toBe(String(first.child.pid));
  }, 240_000);
});

describe('acquireDataDirLock', () => {
  it('takes over a lock left by a process that no longer runs, and releases it', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'zy-lock-'));
    try {
      // Pid 2^22 + 1 is above Linux's default pid_max, so no process has it.
      fs.writeFileSync(path.join(dir, 'zhuyun.lock'), String(4_194_305));
      const release = acquireDataDirLock(dir);
      expect(fs.readFileSync(path.join(dir, 'zhuyun.lock'), 'utf8')).toBe(String(process.pid));
      release();
      expect(fs.existsSync(path.join(dir, 'zhuyun.lock'))).toBe(false);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });

  it('refuses a folder locked by a running process', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'zy-lock-'));
    try {
      // The parent of this test process is certainly running.
      fs.writeFileSync(path.join(dir, 'zhuyun.lock'), String(process.ppid));
      expect(() => acquireDataDirLock(dir)).toThrow(DataDirLockedError);
      expect(() => acquireDataDirLock(dir)).toThrow(/in use by another Zhuyun server/);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});
