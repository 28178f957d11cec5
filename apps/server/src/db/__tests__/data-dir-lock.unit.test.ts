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

async function waitForHealth(port: number, run: Run, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (run.child.exitCode !== null) throw new Error(`first server exited: ${run.output()}`);
    const ok = await fetch(`http://127.0.0.1:${port}/api/health`).then((r) => r.ok, () => false);
    if (ok) return;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`first server did not listen within ${timeoutMs} ms: ${run.output()}`);
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

  it('stops a second server on the same DATA_DIR within a second, saying the folder is in use', async () => {
    const firstPort = await freePort();
    const first = start([mainTs], serverEnv(dataDir, firstPort));
    runs.push(first);
    // A fresh folder is created, migrated and seeded by a child first (db/prepare.ts): slow on a busy machine.
    await waitForHealth(firstPort, first, 100_000);

    // What loading the server's code costs on this machine right now, so the bound is on the lock alone.
    const baselineStart = Date.now();
    const baseline = start(['-e', `await import(${JSON.stringify(path.join(repoRoot, 'apps/server/src/app.ts'))})`], serverEnv(dataDir, 0));
    runs.push(baseline);
    const loaded = await baseline.exited;
    expect(loaded.code).toBe(0);
    const loadMs = loaded.at - baselineStart;

    // Another port, so that only the data folder can be the reason it stops.
    const secondStart = Date.now();
    const second = start([mainTs], serverEnv(dataDir, await freePort([firstPort])));
    runs.push(second);
    const stopped = await Promise.race([second.exited, new Promise<null>((resolve) => setTimeout(() => resolve(null), 20_000))]);
    expect(stopped, 'the second server is still running').not.toBeNull();
    expect(stopped?.code).not.toBe(0);
    expect(second.output()).toContain('in use by another Zhuyun server');
    expect((stopped?.at ?? Infinity) - secondStart - loadMs).toBeLessThan(1_000);

    // The first server is untouched and still owns the folder.
    expect((await fetch(`http://127.0.0.1:${firstPort}/api/health`)).status).toBe(200);
    expect(fs.readFileSync(path.join(dataDir, 'zhuyun.lock'), 'utf8').trim()).toBe(String(first.child.pid));
  }, 150_000);
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
