import path from 'node:path';
import { user } from '@zhuyun/contracts';
import { startCpuAccount } from './cpu';
import { cleanUpData, createPgDatabase, prepareDatabase } from './databases';
import { measure, isValid, type Target } from './load';
import { median } from './report';
import { awaitOutput, detectPinning, repoRoot, startNode, stopAll } from './servers';
import { signGet, type SigningKey } from './signing';
import { Rungs, type Rung } from './ladder-rungs';
import { runScript } from './run-script';

/**
 * `node --import tsx bench/http/ladder.ts`: where (a)'s server CPU over hello's goes. One server process
 * (ladder-server.ts) holds a Fastify per rung, from bare hello to (a)'s whole app, each adding one layer; this process
 * drives each in turn over HTTP with autocannon (server pinned to core 0, this to core 1), rungs interleaved within
 * each round, and reads the server's CPU (and PostgreSQL's) per answered call from /proc. Prints each rung's median
 * µs per call over rounds, and the step from the rung before (the median of the per-round steps).
 * BENCH_ROUNDS (5), BENCH_SECONDS (4), BENCH_CONNECTIONS (50), BENCH_LADDER=hello,app,… (a subset, in ladder order).
 */
const settings = {
  rounds: Number(process.env.BENCH_ROUNDS ?? 5),
  seconds: Number(process.env.BENCH_SECONDS ?? 4),
  connections: Number(process.env.BENCH_CONNECTIONS ?? 50),
  pgAdminUrl: process.env.BENCH_PG_URL ?? process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres',
};
const out = (line = '') => process.stdout.write(`${line}\n`);
const PATH = user.getUserInfo.path;

interface Started {
  ports: Record<string, string>;
  key: SigningKey;
  token: string;
}

async function main(): Promise<void> {
  const pinning = detectPinning();
  const url = await createPgDatabase(settings.pgAdminUrl);
  if (!url) throw new Error(`no PostgreSQL at ${settings.pgAdminUrl}`);
  const database = new URL(url).pathname.slice(1);
  await prepareDatabase({ kind: 'postgres', url }, 20);
  const server = startNode('ladder', path.join(repoRoot, 'bench/http/ladder-server.ts'), { ...process.env, DATABASE_URL: url, NODE_ENV: 'production' }, pinning.enabled ? pinning.server : []);
  await awaitOutput(server, '"ports"', 120_000);
  const line = server.output().split('\n').find((l) => l.includes('"ports"'))!;
  const started = JSON.parse(line) as Started;
  const wanted = process.env.BENCH_LADDER?.split(',').map((s) => s.trim());
  const rungs = Object.keys(started.ports).filter((r) => !wanted || wanted.includes(r));
  rungs.sort((x, y) => Rungs.indexOf(x as Rung) - Rungs.indexOf(y as Rung));
  const target = (rung: string): Target => {
    const base = started.ports[rung]!;
    if (rung === 'hello') return { url: `${base}/`, method: 'GET', ok: (b) => b === '{"hello":"world"}' };
    return {
      url: base,
      method: 'GET',
      build: () => signGet(started.key, PATH, {}, started.token),
      ok: (b) => (rung === 'hello@a' ? b === '{"hello":"world"}' : b.startsWith('{"code":0,')),
    };
  };
  out(`ladder: ${rungs.join(' → ')}; ${settings.rounds} rounds of ${settings.seconds} s per rung, ${settings.connections} connections; ${pinning.note}`);
  // Warm-up: JIT, the session and key caches, prepared statements.
  for (const rung of rungs) await measure(target(rung), settings.connections, 2);
  const perCall: Record<string, { server: number[]; postgres: number[] }> = {};
  const others: number[] = [];
  for (let round = 1; round <= settings.rounds; round++) {
    // Alternate the direction, so no rung always follows the same one.
    const order = round % 2 ? rungs : [...rungs].reverse();
    const cells: string[] = [];
    for (const rung of order) {
      const account = startCpuAccount(server.process.pid, () => [process.pid], database);
      const m = await measure(target(rung), settings.connections, settings.seconds);
      const cpu = account();
      if (!isValid(m)) throw new Error(`${rung}: invalid measurement ${JSON.stringify(m)}`);
      const r = (perCall[rung] ??= { server: [], postgres: [] });
      r.server.push(((cpu.server ?? NaN) / m.requests) * 1e6);
      r.postgres.push(((cpu.postgres ?? NaN) / m.requests) * 1e6);
      others.push((cpu.others ?? NaN) / m.seconds);
      cells.push(`${rung} ${r.server.at(-1)!.toFixed(1)}+${r.postgres.at(-1)!.toFixed(1)}`);
    }
    out(`round ${round}: ${cells.join(', ')}`);
  }
  out(`other load: median ${median(others).toFixed(2)} cores (max ${Math.max(...others).toFixed(2)})`);
  out('| rung | server µs/call | PostgreSQL µs/call | step (server + PostgreSQL), median of per-round steps |');
  out('|---|---:|---:|---:|');
  rungs.forEach((rung, i) => {
    const r = perCall[rung]!;
    const prev = i > 0 ? perCall[rungs[i - 1]!]! : null;
    const step = prev ? median(r.server.map((s, k) => s + r.postgres[k]! - prev.server[k]! - prev.postgres[k]!)) : NaN;
    out(`| ${rung} | ${median(r.server).toFixed(1)} | ${median(r.postgres).toFixed(1)} | ${prev ? step.toFixed(1) : '—'} |`);
  });
  await server.stop();
}

await runScript(main, async () => {
  await stopAll();
  await cleanUpData();
});
