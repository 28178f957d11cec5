import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { cleanUpData, makeTempDir } from './databases';
import { median } from './report';
import { rssParts, type RssParts } from './resting-rss';
import { awaitOutput, awaitReady, freePort, repoRoot, type Child } from './servers';
import { runScript } from './run-script';

/**
 * The embedded server's resting memory under several Node binaries and flags: `node --import tsx
 * bench/http/semi-space-rss.ts`, variants as in semi-space.ts (BENCH_SEMI_VARIANTS). One data folder is prepared
 * with the demo data (by the first variant's server); then, BENCH_ROUNDS times, each variant's server bundle starts on
 * a fresh copy of it (the order rotating each round) and is read BENCH_REST_SECONDS (default 3, the bench's moment)
 * after it first answers: RSS split by mapping (resting-rss.ts) and V8's new space (the preload heap-spaces.mjs).
 */
const rounds = Number(process.env.BENCH_ROUNDS ?? 3);
const restMs = Number(process.env.BENCH_REST_SECONDS ?? 3) * 1_000;
const out = (line = '') => process.stdout.write(`${line}\n`);

interface Variant {
  name: string;
  node: string;
  flags: string[];
}

const variants: Variant[] = (process.env.BENCH_SEMI_VARIANTS ?? `20=${process.execPath};20+16=${process.execPath} --max-semi-space-size=16`).split(';').map((entry) => {
  const at = entry.indexOf('=');
  const [node, ...flags] = entry.slice(at + 1).trim().split(/\s+/) as [string, ...string[]];
  return { name: entry.slice(0, at).trim(), node, flags };
});

const ports = new Set<number>();

async function start(v: Variant, dataDir: string): Promise<{ child: Child; base: string }> {
  const port = await freePort(3300, ports);
  const env = { PATH: process.env.PATH, HOME: process.env.HOME, DATA_DIR: dataDir, PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'warn', SEED_DEMO: '1' };
  const argv = [v.node, ...v.flags, '--import', path.join(repoRoot, 'bench/http/heap-spaces.mjs'), path.join(repoRoot, 'apps/server/dist/main.mjs')];
  const proc = spawn(argv[0] as string, argv.slice(1), { cwd: repoRoot, env, stdio: ['ignore', 'pipe', 'pipe'] });
  let log = '';
  proc.stdout.on('data', (c: Buffer) => (log += c.toString()));
  proc.stderr.on('data', (c: Buffer) => (log += c.toString()));
  const exited = new Promise<void>((resolve) => proc.once('exit', () => resolve()));
  const child: Child = {
    name: v.name,
    process: proc,
    output: () => log,
    stop: async () => {
      if (proc.exitCode === null && proc.signalCode === null) proc.kill('SIGTERM');
      await exited;
    },
  };
  const base = `http://127.0.0.1:${port}`;
  await awaitReady(child, `${base}/api/health`, 240_000);
  return { child, base };
}

async function main(): Promise<void> {
  const built = spawnSync(process.execPath, [path.join(repoRoot, 'scripts/build-server.mjs')], { cwd: repoRoot, encoding: 'utf8' });
  if (built.status !== 0) throw new Error(built.stderr);
  const template = makeTempDir();
  const first = await start(variants[0]!, template);
  await first.child.stop();
  out(`prepared ${template} (demo data); rest ${restMs / 1000} s after the first answer; ${rounds} rounds`);
  const results = new Map<string, { parts: RssParts; young: number }[]>();
  for (let round = 0; round < rounds; round++) {
    for (let i = 0; i < variants.length; i++) {
      const v = variants[(i + round) % variants.length]!;
      const dir = makeTempDir();
      // Not the lock, nor PostgreSQL's relation cache files (rebuilt at start; they may be gone mid-copy).
      fs.cpSync(template, dir, { recursive: true, filter: (from) => !/(zhuyun\.lock|pg_internal\.init)$/.test(from) });
      const { child } = await start(v, dir);
      try {
        await new Promise((resolve) => setTimeout(resolve, restMs));
        const parts = rssParts(child.process.pid);
        const mark = child.output().length;
        child.process.kill('SIGUSR2');
        await awaitOutput(child, '@@heap-spaces', 10_000);
        const line = child.output().slice(mark).split('\n').find((l) => l.includes('@@heap-spaces')) ?? '';
        const spaces = JSON.parse(line.slice(line.indexOf('{'))) as Record<string, { size: number; physical: number; used: number }>;
        const young = spaces.new_space?.physical ?? NaN;
        if (!parts) throw new Error('no /proc');
        (results.get(v.name) ?? results.set(v.name, []).get(v.name)!).push({ parts, young });
        out(`round ${round} ${v.name.padEnd(6)} ${parts.total} MB = files ${parts.files} + malloc ${parts.malloc} + wasm ${parts.wasm} + V8 and other ${parts.other}; new space ${young} MB (of ${spaces.new_space?.size} MB), old ${spaces.old_space?.physical} MB`);
      } finally {
        await child.stop();
        fs.rmSync(dir, { recursive: true, force: true });
      }
    }
  }
  for (const [name, list] of results) {
    const totals = list.map((r) => r.parts.total);
    out(`${name.padEnd(6)} median ${median(totals)} MB (${Math.min(...totals)}–${Math.max(...totals)}); V8 and other ${median(list.map((r) => r.parts.other))} MB; new space ${median(list.map((r) => r.young))} MB`);
  }
}

await runScript(main, cleanUpData);
