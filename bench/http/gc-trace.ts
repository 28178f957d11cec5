import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { serverNodeFlags } from '../../apps/server/src/platform/node-flags';
import { cleanUpData, createPgDatabase, makeTempDir, prepareDatabase } from './databases';
import { repoRoot } from './servers';
import { getKey, login, signGet } from './signing';

const out = (line: string) => process.stdout.write(`${line}\n`);

/**
 * What the garbage collector pays per call of (a): `node --import tsx bench/http/gc-trace.ts [checkout…]` (default this
 * one). Each checkout's server runs in a child of its own under `--trace-gc --trace-gc-nvp`, on a fresh bench
 * database, and is driven through inject (no socket; 16 calls in flight): a warm-up, then a window of
 * BENCH_GC_CALLS calls (default 60,000) between two markers. From V8's trace of that window: scavenges, mark-compacts,
 * their pauses, and the bytes scavenges promoted to the old generation, per call — figures that count work, not
 * time, so they hold on a loaded machine (the pauses do not). Checkouts alternate over BENCH_ROUNDS (default 2).
 */
const calls = Number(process.env.BENCH_GC_CALLS ?? 60_000);
const warmup = Number(process.env.BENCH_GC_WARMUP ?? 20_000);
const inFlight = 16;
const pgAdminUrl = process.env.BENCH_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const authCode = 'bench-web-auth-code';

async function child(root: string): Promise<void> {
  const url = await createPgDatabase(pgAdminUrl);
  if (!url) throw new Error(`no PostgreSQL at ${pgAdminUrl}`);
  try {
    await prepareDatabase({ kind: 'postgres', url }, 1_000, false, root);
    const load = (file: string) => import(pathToFileURL(path.join(root, 'apps/server/src', file)).href);
    const config = (await load('config.ts')).loadConfig({
      DATABASE_URL: url,
      LOG_LEVEL: 'warn',
      SEED_DEMO: '1',
      LOGIN_RATE_PER_MINUTE: '1000000',
      WEB_AUTH_CODE: authCode,
      FILE_STORAGE: makeTempDir(),
    });
    const database = await (await load('db/client.ts')).openDatabase(config.database);
    await (await load('db/prepare.ts')).prepareDatabase(database, true);
    const app = await (await load('app.ts')).buildApp({ config, database });
    const base = await app.listen({ port: 0, host: '127.0.0.1' });
    const key = await getKey(base, authCode);
    const token = await login(base, key, 'demo', 'Demo@2026zy!');
    const drive = async (n: number) => {
      let next = 0;
      await Promise.all(
        Array.from({ length: inFlight }, async () => {
          while (next++ < n) {
            const signed = signGet(key, '/api/v1/user/user/get_user_info', {}, token);
            const answer = await app.inject({ method: 'GET', url: signed.path, headers: signed.headers });
            if (!answer.body.startsWith('{"code":0,')) throw new Error(answer.body);
          }
        }),
      );
    };
    await drive(warmup);
    const profiler = process.env.BENCH_GC_SURVIVORS === '1' ? await survivorProfile() : null;
    const cpu = process.cpuUsage();
    out('@@window-start');
    await drive(calls);
    out('@@window-end');
    const used = process.cpuUsage(cpu);
    out(`@@cpu ${(used.user + used.system) / calls}`);
    if (profiler) for (const line of await profiler()) out(`@@survivor ${line}`);
    await app.close();
    await database.close();
  } finally {
    await cleanUpData();
  }
}

/**
 * BENCH_GC_SURVIVORS=1: V8's sampling heap profiler over the window, keeping only objects that outlived a scavenge
 * (those a minor collection freed are left out, those a full one freed kept): where the promoted bytes are made.
 * Answers the top allocation sites, bytes per call.
 */
async function survivorProfile(): Promise<() => Promise<string[]>> {
  const { Session } = await import('node:inspector');
  const session = new Session();
  session.connect();
  const post = (method: string, params?: object) =>
    new Promise<unknown>((resolve, reject) => session.post(method, params, (error, result) => (error ? reject(error) : resolve(result))));
  await post('HeapProfiler.startSampling', { samplingInterval: 1024, includeObjectsCollectedByMajorGC: true, includeObjectsCollectedByMinorGC: false });
  return async () => {
    type Node = { callFrame: { functionName: string; url: string; lineNumber: number }; selfSize: number; children: Node[] };
    const { profile } = (await post('HeapProfiler.stopSampling')) as { profile: { head: Node } };
    const sites = new Map<string, number>();
    const walk = (node: Node, stack: string[]) => {
      const frame = `${node.callFrame.functionName || '(anonymous)'} ${node.callFrame.url.split('/').slice(-2).join('/')}:${node.callFrame.lineNumber + 1}`;
      const here = [...stack, frame].slice(-3);
      if (node.selfSize > 0) sites.set(here.join(' > '), (sites.get(here.join(' > ')) ?? 0) + node.selfSize);
      for (const child of node.children) walk(child, here);
    };
    walk(profile.head, []);
    return [...sites].sort((a, b) => b[1] - a[1]).slice(0, 25).map(([site, bytes]) => `${(bytes / calls).toFixed(0)} B/call  ${site}`);
  };
}

interface Figures {
  scavenges: number;
  markCompacts: number;
  pauseMs: number;
  promoted: number;
  cpuUs: number;
}

/** Sums the `--trace-gc-nvp` lines between the markers (gc=s a scavenge, gc=mc a mark-compact). */
function parse(output: string): Figures {
  const figures: Figures = { scavenges: 0, markCompacts: 0, pauseMs: 0, promoted: 0, cpuUs: NaN };
  let inside = false;
  for (const line of output.split('\n')) {
    if (line.startsWith('@@window-start')) inside = true;
    else if (line.startsWith('@@window-end')) inside = false;
    else if (line.startsWith('@@cpu ')) figures.cpuUs = Number(line.slice(6));
    else if (inside && line.includes('gc=')) {
      const field = (name: string) => Number(new RegExp(`(?:^|\\s)${name}=([\\d.]+)`).exec(line)?.[1] ?? 0);
      const kind = /gc=(\w+)/.exec(line)?.[1];
      if (kind === 's') figures.scavenges += 1;
      else if (kind === 'mc') figures.markCompacts += 1;
      figures.pauseMs += field('pause');
      figures.promoted += field('promoted');
    }
  }
  return figures;
}

const [, , mode, childRoot] = process.argv;
if (mode === '--child') {
  await child(childRoot as string);
  process.exit();
} else {
  const roots = process.argv.slice(2).map((r) => path.resolve(r));
  if (roots.length === 0) roots.push(repoRoot);
  const self = fileURLToPath(import.meta.url);
  for (let round = 0; round < Number(process.env.BENCH_ROUNDS ?? 2); round++) {
    for (const root of round % 2 ? [...roots].reverse() : roots) {
      const run = spawnSync(process.execPath, [...serverNodeFlags, '--trace-gc', '--trace-gc-nvp', '--import', 'tsx', self, '--child', root], {
        encoding: 'utf8',
        maxBuffer: 1 << 28,
        cwd: repoRoot,
      });
      if (run.status !== 0) throw new Error(`${root}: ${run.stderr.slice(-2000)}`);
      for (const line of run.stdout.split('\n')) if (line.startsWith('@@survivor ')) out(`  ${line.slice(11)}`);
      const f = parse(run.stdout);
      out(
        `${root}: per 1,000 calls ${((f.scavenges * 1000) / calls).toFixed(2)} scavenges, ${((f.markCompacts * 1000) / calls).toFixed(3)} mark-compacts, ` +
          `promoted ${(f.promoted / calls).toFixed(0)} B a call, GC pause ${((f.pauseMs * 1000) / calls).toFixed(2)} µs a call, CPU ${f.cpuUs.toFixed(1)} µs a call`,
      );
    }
  }
}
