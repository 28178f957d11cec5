import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { cleanUpData, createPgDatabase, makeTempDir, prepareDatabase } from './databases';
import { driveRung } from './ladder-drive';
import { Rungs, type Rung } from './ladder-rungs';
import { awaitOutput, repoRoot, startNode, stopAll } from './servers';
import type { SigningKey } from './signing';
import { runScript } from './run-script';

/**
 * `node --import tsx bench/http/ladder-callgrind.ts`: the rungs of ladder.ts counted in instructions, not timed. The
 * ladder server runs under `valgrind --tool=callgrind` with instrumentation switched on once it is up; each rung is
 * warmed up, its counters zeroed, driven with BENCH_CALLS calls (BENCH_CONNECTIONS in flight, keep-alive), and dumped.
 * Instructions per call of the server process (all its threads: GC, JIT, the thread pool) do not depend on what else
 * the machine runs, so the steps between rungs are precise where CPU time on a shared 2-core machine is not.
 * PostgreSQL's share is not in them (ladder.ts has it). BENCH_LADDER=… picks rungs; BENCH_CALLGRIND_DIR keeps dumps;
 * BENCH_CALLGRIND_CORE (default 0) pins the server, so that two checkouts' ladders can run side by side.
 */
const settings = {
  calls: Number(process.env.BENCH_CALLS ?? 1_000),
  warmup: Number(process.env.BENCH_WARMUP_CALLS ?? 4_000),
  inFlight: Number(process.env.BENCH_CONNECTIONS ?? 8),
  pgAdminUrl: process.env.BENCH_PG_URL ?? process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres',
};
const out = (line = '') => process.stdout.write(`${line}\n`);

/** `callgrind_control <options> <pid>`. */
function control(pid: number, ...options: string[]): void {
  const answer = spawnSync('callgrind_control', [...options, String(pid)], { encoding: 'utf8' });
  if (answer.status !== 0) throw new Error(`callgrind_control ${options.join(' ')}: ${answer.stderr}${answer.stdout}`);
}

/** V8's optimising compiler and parser (synchronous here: --no-concurrent-recompilation), by the names of its C++ functions. */
const COMPILE = /v8::internal::(compiler|Compiler|Parser|Scanner|PreParser|BytecodeGenerator|Zone|interpreter|baseline|Deoptimizer)/;
/** V8's garbage collector, likewise by name (self cost; JIT code has no names, GC does). */
const GC = /(Heap|Scaveng|MarkCompact|Marking|Evacuat|Sweep|Compactor|GCTracer|Worklist|RememberedSet|SlotSet|Visitor|MemoryChunk|PagedSpace|NewSpace|SemiSpace|LargeObject|ArrayBufferSweeper|GlobalHandles|WeakObjects|EphemeronHashTable)/;

interface Counts {
  /** Every thread's instructions (concurrent compilation and marking included). */
  all: number;
  /** The main thread's: JavaScript, the HTTP parser, its share of GC. */
  main: number;
  /** The main thread's in the collector's functions. */
  gc: number;
  /** The main thread's in the compiler's. */
  compile: number;
  /** With BENCH_CALLGRIND_CACHE=1 or BENCH_CALLGRIND_BRANCH=1: the main thread's simulated events by name (I1mr, D1mr, Bcm, Bim …). */
  events: Record<string, number>;
}

/**
 * Instructions in the dumps written since the last look. Concurrent compilation and marking land in whichever window
 * they happen to run in, and so do the main thread's major collections: the main thread without GC is the steady
 * figure, GC is reported beside it.
 */
function countsOf(dir: string, seen: Set<string>): Counts {
  const fresh = fs.readdirSync(dir).filter((f) => f.startsWith('cg.out') && !seen.has(f));
  const counts: Counts = { all: 0, main: 0, gc: 0, compile: 0, events: {} };
  for (const file of fresh) {
    seen.add(file);
    const text = fs.readFileSync(path.join(dir, file), 'utf8');
    const line = text.split('\n').find((l) => l.startsWith('totals:') || l.startsWith('summary:'));
    const n = Number(line?.split(/\s+/)[1] ?? 0);
    counts.all += n;
    if (!file.endsWith('-01')) continue;
    counts.main += n;
    const names = text.split('\n').find((l) => l.startsWith('events:'))?.split(/\s+/).slice(1) ?? [];
    const values = line?.split(/\s+/).slice(1).map(Number) ?? [];
    names.forEach((name, i) => (counts.events[name] = (counts.events[name] ?? 0) + (values[i] ?? 0)));
    const annotated = spawnSync('callgrind_annotate', ['--threshold=100', '--inclusive=no', path.join(dir, file)], { encoding: 'utf8', maxBuffer: 64 << 20 });
    for (const row of annotated.stdout.split('\n')) {
      const match = /^\s*([\d,]+) \(/.exec(row);
      if (!match || row.includes('PROGRAM TOTALS')) continue;
      if (GC.test(row)) counts.gc += Number(match[1]!.replace(/,/g, ''));
      else if (COMPILE.test(row)) counts.compile += Number(match[1]!.replace(/,/g, ''));
    }
  }
  return counts;
}

/** Zeroes the counters, runs `work`, dumps, and answers the window's counts and its length in seconds. */
async function window(pid: number, dir: string, seen: Set<string>, work: () => Promise<void>): Promise<Counts & { seconds: number }> {
  control(pid, '-z');
  const started = Date.now();
  await work();
  const seconds = (Date.now() - started) / 1000;
  control(pid, '-d');
  // The dump is written by the server between two of its instructions: wait for the main thread's file.
  let counts: Counts = { all: 0, main: 0, gc: 0, compile: 0, events: {} };
  for (let tries = 0; tries < 600 && counts.main === 0; tries++) {
    await new Promise((resolve) => setTimeout(resolve, 100));
    counts = countsOf(dir, seen);
  }
  return { ...counts, seconds };
}

async function main(): Promise<void> {
  const dir = process.env.BENCH_CALLGRIND_DIR ?? makeTempDir();
  fs.mkdirSync(dir, { recursive: true });
  const url = await createPgDatabase(settings.pgAdminUrl);
  if (!url) throw new Error(`no PostgreSQL at ${settings.pgAdminUrl}`);
  await prepareDatabase({ kind: 'postgres', url }, 20);
  const valgrind = ['valgrind', '--tool=callgrind', '--instr-atstart=no', `--callgrind-out-file=${dir}/cg.out.%p`, '--dump-instr=no', '--compress-strings=no', '--separate-threads=yes',
    // Simulated caches (I1, D1 and the last level, sized as this machine's): misses per call, which instructions alone do not show.
    ...(process.env.BENCH_CALLGRIND_CACHE === '1' ? ['--cache-sim=yes'] : []),
    // Simulated branch predictors: conditional (Bcm) and indirect (Bim) mispredictions per call.
    ...(process.env.BENCH_CALLGRIND_BRANCH === '1' ? ['--branch-sim=yes'] : [])];
  const server = startNode('ladder', path.join(repoRoot, 'bench/http/ladder-server.ts'), { ...process.env, DATABASE_URL: url }, ['taskset', '-c', process.env.BENCH_CALLGRIND_CORE ?? '0', ...valgrind], [
    // Optimised code in place as soon as V8 decides on it, not whenever a background job lands (under valgrind, late):
    // the measured calls then run the code a warm server runs.
    '--no-concurrent-recompilation',
  ]);
  await awaitOutput(server, '"ports"', 900_000);
  const line = server.output().split('\n').find((l) => l.includes('"ports"'))!;
  const started = JSON.parse(line.slice(line.indexOf('{'))) as { ports: Record<string, string>; key: SigningKey; token: string };
  const pid = server.process.pid!;
  const wanted = process.env.BENCH_LADDER?.split(',').map((s) => s.trim());
  // In the order given (a rung may come twice, to see the drift), else the ladder's.
  const rungs = wanted ? (wanted.filter((r) => (Rungs as readonly string[]).includes(r)) as Rung[]) : [...Rungs];
  control(pid, '-i', 'on');
  const seen = new Set<string>(fs.readdirSync(dir));
  out(`callgrind ladder: ${settings.calls} calls per rung after ${settings.warmup} to warm up, ${settings.inFlight} in flight; dumps in ${dir}`);
  // What the server does with no call at all (timers: the replay sweep, the request log, watchers), per second of a
  // window: taken off each rung in proportion to its window's length, which under valgrind is tens of seconds.
  const idleSeconds = Number(process.env.BENCH_IDLE_SECONDS ?? 15);
  const idle = await window(pid, dir, seen, () => new Promise((resolve) => setTimeout(resolve, idleSeconds * 1000)));
  const idleRate = (idle.main - idle.gc - idle.compile) / idle.seconds;
  out(`idle: ${Math.round(idleRate)} main-thread instructions a second (GC aside), ${Math.round(idle.gc / idle.seconds)} in GC`);
  const perCall: [Rung, { mutator: number; gc: number; all: number }][] = [];
  for (const rung of rungs) {
    await driveRung(started.ports[rung]!, rung, started.key, started.token, settings.warmup, settings.inFlight);
    const c = await window(pid, dir, seen, () => driveRung(started.ports[rung]!, rung, started.key, started.token, settings.calls, settings.inFlight));
    const n = { mutator: (c.main - c.gc - c.compile - idleRate * c.seconds) / settings.calls, gc: c.gc / settings.calls, all: c.all / settings.calls };
    perCall.push([rung, n]);
    out(`${rung}: ${Math.round(n.mutator)} main-thread instructions per call without GC, ${Math.round(n.gc)} in GC, ${Math.round(n.all)} on all threads (${c.seconds.toFixed(0)} s)`);
    const misses = Object.entries(c.events).filter(([name]) => name !== 'Ir');
    if (misses.length) out(`${rung}: main thread per call: ${misses.map(([name, v]) => `${name} ${Math.round(v / settings.calls)}`).join(', ')}`);
  }
  out('| rung | main thread without GC, per call | step | GC (main thread), per call | all threads, per call |');
  out('|---|---:|---:|---:|---:|');
  let previous: number | undefined;
  for (const [rung, n] of perCall) {
    out(`| ${rung} | ${Math.round(n.mutator)} | ${previous === undefined ? '—' : Math.round(n.mutator - previous)} | ${Math.round(n.gc)} | ${Math.round(n.all)} |`);
    previous = n.mutator;
  }
  await server.stop();
}

await runScript(main, async () => {
  await stopAll();
  await cleanUpData();
});
