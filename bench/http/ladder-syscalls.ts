import { spawn } from 'node:child_process';
import path from 'node:path';
import { cleanUpData, createPgDatabase, prepareDatabase } from './databases';
import { driveRung } from './ladder-drive';
import { Rungs, type Rung } from './ladder-rungs';
import { awaitOutput, repoRoot, startNode, stopAll } from './servers';
import type { SigningKey } from './signing';
import { runScript } from './run-script';

/**
 * `node --import tsx bench/http/ladder-syscalls.ts`: the system calls a call of each rung makes, counted by
 * `strace -c` attached to the ladder server for BENCH_CALLS calls after 5,000 to warm up (BENCH_LADDER picks rungs,
 * default hello and app). Counts, not times: what the kernel's share of a call is made of, whatever the machine's load.
 */
const calls = Number(process.env.BENCH_CALLS ?? 5_000);
const inFlight = Number(process.env.BENCH_CONNECTIONS ?? 8);
const out = (line = '') => process.stdout.write(`${line}\n`);

async function main(): Promise<void> {
  const url = await createPgDatabase(process.env.BENCH_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres');
  if (!url) throw new Error('no PostgreSQL');
  await prepareDatabase({ kind: 'postgres', url }, 20);
  const server = startNode('ladder', path.join(repoRoot, 'bench/http/ladder-server.ts'), { ...process.env, DATABASE_URL: url }, []);
  await awaitOutput(server, '"ports"', 300_000);
  const line = server.output().split('\n').find((l) => l.includes('"ports"'))!;
  const started = JSON.parse(line.slice(line.indexOf('{'))) as { ports: Record<string, string>; key: SigningKey; token: string };
  const wanted = process.env.BENCH_LADDER?.split(',').map((s) => s.trim()) ?? ['hello', 'app'];
  for (const rung of wanted.filter((r): r is Rung => (Rungs as readonly string[]).includes(r))) {
    await driveRung(started.ports[rung]!, rung, started.key, started.token, 5_000, inFlight);
    const strace = spawn('strace', ['-c', '-f', '-p', String(server.process.pid)], { stdio: ['ignore', 'ignore', 'pipe'] });
    let report = '';
    strace.stderr.on('data', (chunk: Buffer) => (report += chunk.toString()));
    // strace prints "attached" per thread once it is in place.
    while (!report.includes('attached')) await new Promise((resolve) => setTimeout(resolve, 50));
    await driveRung(started.ports[rung]!, rung, started.key, started.token, calls, inFlight);
    strace.kill('SIGINT');
    await new Promise((resolve) => strace.on('exit', resolve));
    out(`${rung}: system calls per call over ${calls} calls`);
    for (const row of report.split('\n').filter((l) => /^\s*[\d.]+\s+[\d.]+\s+\d+\s+\d+/.test(l))) {
      const cols = row.trim().split(/\s+/);
      out(`  ${cols[cols.length - 1]} ${(Number(cols[3]) / calls).toFixed(3)}`);
    }
  }
  await server.stop();
}

await runScript(main, async () => {
  await stopAll();
  await cleanUpData();
});
