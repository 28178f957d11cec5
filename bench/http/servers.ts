import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** The repository root: children start there so `--import tsx` and relative paths resolve alike. */
export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/** Where processes run: servers on core 0, the load side (autocannon, login driver) on core 1, when possible. */
export interface Pinning {
  enabled: boolean;
  note: string;
  /** Command prefix for a process on the server core or the load core ([] when pinning is off). */
  server: string[];
  load: string[];
}

export function detectPinning(): Pinning {
  const off = (note: string): Pinning => ({ enabled: false, note, server: [], load: [] });
  if (process.platform !== 'linux') return off('not Linux: no pinning');
  if (os.availableParallelism() < 2) return off('fewer than 2 cores: no pinning');
  const probe = spawnSync('taskset', ['-cp', String(process.pid)], { encoding: 'utf8' });
  if (probe.error || probe.status !== 0) return off('taskset not available: no pinning');
  // Pin this process (every thread: autocannon runs here) to core 1; later children choose their own core.
  const self = spawnSync('taskset', ['-a', '-cp', '1', String(process.pid)], { encoding: 'utf8' });
  if (self.status !== 0) return off(`taskset refused core 1 (${self.stderr.trim()}): no pinning`);
  return { enabled: true, note: 'server on core 0, load generator and login driver on core 1', server: ['taskset', '-c', '0'], load: ['taskset', '-c', '1'] };
}

/** The first free port at or after `from`, within 3300–3399. */
export async function freePort(from: number, taken: Set<number> = new Set()): Promise<number> {
  for (let port = from; port <= 3399; port++) {
    if (taken.has(port)) continue;
    const free = await new Promise<boolean>((resolve) => {
      const probe = net.createServer().once('error', () => resolve(false));
      probe.listen(port, '127.0.0.1', () => probe.close(() => resolve(true)));
    });
    if (free) {
      taken.add(port);
      return port;
    }
  }
  throw new Error(`no free port in ${from}–3399`);
}

export interface Child {
  name: string;
  process: ChildProcess;
  /** The last few KB of stdout and stderr, for error reports. */
  output(): string;
  stop(): Promise<void>;
}

const running = new Set<Child>();

/**
 * Starts `node --import tsx <script>` (pinned by `prefix`) with exactly `env`, and keeps the tail of its output. A
 * built `.mjs` with no TypeScript preload starts on plain Node, as `npm start` starts the server bundle.
 */
export function startNode(name: string, script: string, env: NodeJS.ProcessEnv, prefix: string[], nodeArgs: string[] = []): Child {
  // nodeArgs after tsx: a preload they name may be TypeScript.
  const loader = script.endsWith('.mjs') && !nodeArgs.some((arg) => arg.endsWith('.ts')) ? [] : ['--import', 'tsx'];
  const argv = [...prefix, process.execPath, ...loader, ...nodeArgs, script];
  const proc = spawn(argv[0] as string, argv.slice(1), { cwd: repoRoot, env, stdio: ['ignore', 'pipe', 'pipe'] });
  let tail = '';
  const keep = (chunk: Buffer) => {
    tail = (tail + chunk.toString()).slice(-8_000);
  };
  proc.stdout?.on('data', keep);
  proc.stderr?.on('data', keep);
  const exited = new Promise<void>((resolve) => proc.once('exit', () => resolve()));
  const child: Child = {
    name,
    process: proc,
    output: () => tail,
    stop: async () => {
      running.delete(child);
      if (proc.exitCode !== null || proc.signalCode !== null) return;
      proc.kill('SIGTERM');
      const killer = setTimeout(() => proc.kill('SIGKILL'), 5_000);
      await exited;
      clearTimeout(killer);
    },
  };
  running.add(child);
  return child;
}

/** Polls `url` until it answers 200, the child exits, or the time runs out. */
export async function awaitReady(child: Child, url: string, timeoutMs = 60_000): Promise<void> {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    if (child.process.exitCode !== null) throw new Error(`${child.name} exited early:\n${child.output()}`);
    const ok = await fetch(url).then((r) => r.ok, () => false);
    if (ok) return;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`${child.name} not ready after ${timeoutMs} ms:\n${child.output()}`);
}

/** Waits until the child has printed `text` (it must not have exited). */
export async function awaitOutput(child: Child, text: string, timeoutMs = 30_000): Promise<void> {
  const until = Date.now() + timeoutMs;
  while (!child.output().includes(text)) {
    if (child.process.exitCode !== null || Date.now() > until) throw new Error(`${child.name} did not print "${text}":\n${child.output()}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

export async function stopAll(): Promise<void> {
  await Promise.all([...running].map((child) => child.stop()));
}

/** Last resort on a hard exit: no child outlives the run. */
export function killAllNow(): void {
  for (const child of running) child.process.kill('SIGKILL');
  running.clear();
}
