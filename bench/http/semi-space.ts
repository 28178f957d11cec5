import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { startCpuAccount } from './cpu';
import { cleanUpData, createPgDatabase, makeTempDir, prepareDatabase } from './databases';
import { measure } from './load';
import { median } from './report';
import { userInfoTarget, listTarget, type Session } from './scenarios';
import { awaitReady, detectPinning, freePort, repoRoot } from './servers';
import { getKey, login } from './signing';
import { runScript } from './run-script';

/**
 * What a cap on V8's young generation costs a call: `node --import tsx bench/http/semi-space.ts`. The server bundle
 * (what `npm start` runs) starts once per variant — a Node binary and its flags, BENCH_SEMI_VARIANTS, e.g.
 * `24=/path/to/node24;24+16=/path/to/node24 --max-semi-space-size=16` — all on one PostgreSQL bench database, each
 * under `--trace-gc`, and they are driven in turn (a, then b, the variants' order rotating each round), so a machine
 * whose other load comes and goes disturbs every variant alike. Per call: the server's CPU (from /proc), and from V8's
 * trace the scavenges and mark-compacts and their pauses.
 */
const rounds = Number(process.env.BENCH_ROUNDS ?? 4);
const seconds = Number(process.env.BENCH_SECONDS ?? 6);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 50);
/**
 * Unmeasured load before each measured batch: a server idle while the others are measured lets V8's memory reducer
 * shrink its new space (to 4 MB), and the batch would then pay for growing it back. BENCH_PRELOAD_SECONDS=0 keeps that.
 */
const preloadSeconds = Number(process.env.BENCH_PRELOAD_SECONDS ?? 2);
const members = 1_000;
const authCode = 'bench-web-auth-code';
const pgAdminUrl = process.env.BENCH_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const out = (line = '') => process.stdout.write(`${line}\n`);

interface Variant {
  name: string;
  node: string;
  flags: string[];
}

function variants(): Variant[] {
  const text = process.env.BENCH_SEMI_VARIANTS ?? `20=${process.execPath};20+16=${process.execPath} --max-semi-space-size=16`;
  return text.split(';').map((entry) => {
    const at = entry.indexOf('=');
    const [node, ...flags] = entry.slice(at + 1).trim().split(/\s+/) as [string, ...string[]];
    return { name: entry.slice(0, at).trim(), node, flags };
  });
}

/** Sums V8's `--trace-gc-nvp` lines: scavenges (gc=s) with what they copied and promoted, and full collections. */
function gcOf(text: string) {
  const sum = { minor: 0, minorMs: 0, survived: 0, promoted: 0, major: 0, majorMs: 0, capacity: 0 };
  for (const line of text.split('\n')) {
    const kind = / gc=(\w+)/.exec(line)?.[1];
    if (!kind) continue;
    const field = (name: string) => Number(new RegExp(` ${name}=([\\d.]+)`).exec(line)?.[1] ?? 0);
    if (kind === 's' || kind === 'mms') {
      sum.minor++;
      sum.minorMs += field('pause');
      sum.survived += field('new_space_survived');
      sum.promoted += field('promoted');
      sum.capacity = field('new_space_capacity');
    } else {
      sum.major++;
      sum.majorMs += field('pause');
    }
  }
  return sum;
}

/** Every server started, stopped at the end even when a later one fails to start. */
const started: ChildProcess[] = [];

async function main(): Promise<void> {
  const built = spawnSync(process.execPath, [path.join(repoRoot, 'scripts/build-server.mjs')], { cwd: repoRoot, encoding: 'utf8' });
  if (built.status !== 0) throw new Error(built.stderr);
  const pin = detectPinning();
  const url = await createPgDatabase(pgAdminUrl);
  if (!url) throw new Error(`no PostgreSQL at ${pgAdminUrl}`);
  await prepareDatabase({ kind: 'postgres', url }, members);
  const files = makeTempDir();
  const ports = new Set<number>();
  const servers: { v: Variant; proc: ChildProcess; session: Session; log: () => string; results: Record<string, Record<'us' | 'minor' | 'minorMs' | 'copied' | 'promoted' | 'major' | 'majorMs', number[]>> }[] = [];
  for (const v of variants()) {
    const port = await freePort(3300, ports);
    const env = {
      PATH: process.env.PATH,
      HOME: process.env.HOME,
      DATABASE_URL: url,
      PORT: String(port),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      SEED_DEMO: '1',
      LOGIN_RATE_PER_MINUTE: '1000000',
      SEND_CODE_RATE_PER_MINUTE: '1000000',
      WEB_AUTH_CODE: authCode,
      FILE_STORAGE: path.join(files, v.name),
    };
    const argv = [...pin.server, v.node, ...v.flags, '--trace-gc', '--trace-gc-nvp', path.join(repoRoot, 'apps/server/dist/main.mjs')];
    const proc = spawn(argv[0] as string, argv.slice(1), { cwd: repoRoot, env, stdio: ['ignore', 'pipe', 'pipe'] });
    let log = '';
    proc.stdout.on('data', (c: Buffer) => (log += c.toString()));
    proc.stderr.on('data', (c: Buffer) => (log += c.toString()));
    const base = `http://127.0.0.1:${port}`;
    const child = { name: v.name, process: proc, output: () => log.slice(-4_000), stop: async () => void proc.kill('SIGTERM') };
    started.push(proc);
    await awaitReady(child, `${base}/api/health`, 180_000);
    const key = await getKey(base, authCode);
    const session: Session = { base, key, token: await login(base, key, 'demo', 'Demo@2026zy!') };
    servers.push({ v, proc, session, log: () => log, results: {} });
  }
  out(`semi-space A/B: ${servers.map((s) => `${s.v.name} (${s.v.node.includes('/tmp/') ? path.basename(path.dirname(path.dirname(path.dirname(s.v.node)))) : 'node'} ${s.v.flags.join(' ')})`).join(', ')}`);
  out(`${rounds} rounds (+1 warm-up) × ${seconds} s at ${connections} connections per variant and scenario, each after ${preloadSeconds} s unmeasured; ${pin.note}`);
  const database = new URL(url).pathname.slice(1);
  try {
    for (let round = 0; round <= rounds; round++) {
      const order = servers.map((_, i) => servers[(i + round) % servers.length]!);
      const load = Number(spawnSync('cat', ['/proc/loadavg'], { encoding: 'utf8' }).stdout.split(' ')[0]);
      const cells: string[] = [];
      for (const id of ['a', 'b']) {
        for (const s of order) {
          const target = id === 'a' ? userInfoTarget(s.session) : listTarget(s.session, members);
          if (preloadSeconds > 0) await measure(target, connections, preloadSeconds);
          const mark = s.log().length;
          const stop = startCpuAccount(s.proc.pid, () => [], database);
          const m = await measure(target, connections, seconds);
          const cpu = stop();
          const gc = gcOf(s.log().slice(mark));
          if (m.non2xx || m.badBodies || m.errors) throw new Error(`${s.v.name} ${id}: ${m.non2xx} non-2xx, ${m.badBodies} bad, ${m.errors} errors`);
          const k = m.requests / 1_000;
          const us = ((cpu.server ?? NaN) * 1e6) / m.requests;
          cells.push(`${id} ${s.v.name} ${us.toFixed(0)} µs, ${(gc.minor / k).toFixed(2)} scav/1k (${((gc.minorMs * 1000) / m.requests).toFixed(1)} µs, new space ${(gc.capacity / 2 ** 20).toFixed(0)} MB)`);
          if (round === 0) continue;
          const r = (s.results[id] ??= { us: [], minor: [], minorMs: [], copied: [], promoted: [], major: [], majorMs: [] });
          r.us.push(us);
          r.minor.push(gc.minor / k);
          r.minorMs.push((gc.minorMs * 1000) / m.requests);
          r.copied.push(gc.survived / m.requests);
          r.promoted.push(gc.promoted / m.requests);
          r.major.push(gc.major / k);
          r.majorMs.push((gc.majorMs * 1000) / m.requests);
        }
      }
      out(`round ${round}${round === 0 ? ' (warm-up)' : ''}, load ${load}: ${cells.join('; ')}`);
    }
    for (const id of ['a', 'b']) {
      for (const s of servers) {
        const r = s.results[id]!;
        out(
          `${id} ${s.v.name.padEnd(8)} server ${median(r.us).toFixed(1)} µs/call (rounds ${r.us.map((x) => x.toFixed(0)).join(', ')}); ` +
            `scavenges ${median(r.minor).toFixed(2)}/1k calls, pause ${median(r.minorMs).toFixed(2)} µs/call, copied ${median(r.copied).toFixed(0)} B/call, promoted ${median(r.promoted).toFixed(0)} B/call; full GCs ${median(r.major).toFixed(3)}/1k, ${median(r.majorMs).toFixed(2)} µs/call`,
        );
      }
    }
  } finally {
    await cleanUpData();
  }
}

await runScript(main, async () => {
  for (const proc of started) proc.kill('SIGTERM');
  await cleanUpData();
});
