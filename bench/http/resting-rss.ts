import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { serverNodeFlags } from '../../apps/server/src/platform/node-flags';
import { residentMb } from './cpu';
import { awaitReady, freePort, repoRoot, startNode } from './servers';

/**
 * The embedded server's resting memory (issue 14 item 8 (c): ≤ 400 MB RSS), taken from what `npm start` runs: the
 * bundle (docs/decisions/025-bundled-server.md). The bench's own servers run from the sources through tsx unless
 * BENCH_BUNDLE=1, and tsx's loader thread and transpiled sources add ≈ 80 MB that no deployed server carries
 * (docs/performance.md, session 20, branch rssrest); both figures are reported.
 */

/** Where a process's resident memory is, in MB, from /proc/<pid>/smaps (null without /proc). */
export interface RssParts {
  total: number;
  /** File-backed pages: the node binary and shared libraries (shared with every other node process). */
  files: number;
  /** glibc malloc: the main heap ([heap]) and the threads' arenas (64 MB-aligned anonymous mappings of ≤ 64 MB). */
  malloc: number;
  /** WebAssembly memories (anonymous read-write mappings of ≥ 100 MB: PGlite's reserves 128 MB and grows). */
  wasm: number;
  /** Everything else anonymous: V8's heap pages and code, large array buffers, thread stacks. */
  other: number;
}

const arenaAlign = 64 * 1024 * 1024;

export function rssParts(pid: number | undefined): RssParts | null {
  if (!pid) return null;
  let text: string;
  try {
    text = fs.readFileSync(`/proc/${pid}/smaps`, 'utf8');
  } catch {
    return null;
  }
  const kb = { files: 0, malloc: 0, wasm: 0, other: 0 };
  let kind: keyof typeof kb = 'other';
  for (const line of text.split('\n')) {
    const mapping = /^([0-9a-f]+)-([0-9a-f]+) (\S+) \S+ \S+ \S+\s*(.*)$/.exec(line);
    if (mapping) {
      const start = BigInt(`0x${mapping[1]}`);
      const size = Number(BigInt(`0x${mapping[2]}`) - start);
      const name = mapping[4] ?? '';
      if (name.startsWith('/')) kind = 'files';
      else if (name === '[heap]') kind = 'malloc';
      else if (name === '' && mapping[3]?.startsWith('rw') && size >= 100 * 1024 * 1024) kind = 'wasm';
      else if (name === '' && start >= 0x7e0000000000n && start % BigInt(arenaAlign) === 0n && size <= arenaAlign) kind = 'malloc';
      else kind = 'other';
    } else if (line.startsWith('Rss:')) {
      kb[kind] += Number(line.replace(/\D+/g, ''));
    }
  }
  const mb = (k: number) => Math.round(k / 1024);
  return { total: mb(kb.files + kb.malloc + kb.wasm + kb.other), files: mb(kb.files), malloc: mb(kb.malloc), wasm: mb(kb.wasm), other: mb(kb.other) };
}

export const describeParts = (p: RssParts | null): string =>
  p ? `${p.total} MB = files ${p.files} + malloc ${p.malloc} + WebAssembly ${p.wasm} + V8 heap and other ${p.other}` : '—';

/**
 * Starts the server bundle (built now) on the embedded data folder, reads its memory `restMs` after it first answers,
 * and stops it; the folder is free again for the bench's own server afterwards.
 */
export async function bundleRestingRss(env: NodeJS.ProcessEnv, prefix: string[], ports: Set<number>, restMs = 3_000): Promise<{ rss: number | null; parts: RssParts | null }> {
  const built = spawnSync(process.execPath, [path.join(repoRoot, 'scripts/build-server.mjs')], { cwd: repoRoot, encoding: 'utf8' });
  if (built.status !== 0) throw new Error(`building the server bundle failed:\n${built.stderr}`);
  const port = await freePort(3300, ports);
  const child = startNode('server-pglite-bundle', path.join(repoRoot, 'apps/server/dist/main.mjs'), { ...env, PORT: String(port) }, prefix, [...serverNodeFlags]);
  try {
    await awaitReady(child, `http://127.0.0.1:${port}/api/health`, 180_000);
    await new Promise((resolve) => setTimeout(resolve, restMs));
    // What answered must have been this server (another process may hold the port it was given).
    if (child.process.exitCode !== null) throw new Error(`${child.name} exited:\n${child.output()}`);
    return { rss: residentMb(child.process.pid), parts: rssParts(child.process.pid) };
  } finally {
    await child.stop();
  }
}
