import fs from 'node:fs';
import pg from 'pg';
import { drizzle } from 'drizzle-orm/node-postgres';
import type { CarRepo } from '../../apps/server/src/modules/car/car.repo';
import { appUrlOf } from '../../apps/server/src/db/scoped-pool';
import { DemoIds } from '../../apps/server/src/db/seed/demo.seed';
import { cleanUpData, createPgDatabase, prepareDatabase } from './databases';

/**
 * The cars page's own cost, this checkout's repository against BENCH_BASE's (another checkout): each side's
 * `CarRepo.page` on a connection of its own as the server's role (row-level security on), pages 1…50 of 20 in turn,
 * in alternating rounds; per call, each side's PostgreSQL backend CPU (from /proc) and this process's CPU while that
 * side ran. Holds on a busy machine better than HTTP: no sockets, no load generator, one statement at a time.
 * node --import tsx bench/http/car-statement.ts   (BENCH_ROUNDS, default 8; BENCH_AB_CALLS, default 2000)
 */
const rounds = Number(process.env.BENCH_ROUNDS ?? 8);
const calls = Number(process.env.BENCH_AB_CALLS ?? 2000);
const base = process.env.BENCH_BASE;
const out = (line: string) => process.stdout.write(`${line}\n`);
type CarRepoModule = { CarRepo: typeof CarRepo };

/** The backend's CPU from /proc/<pid>/schedstat (nanoseconds, where /proc/<pid>/stat counts 10 ms ticks). */
function backendCpuUs(pid: number): number {
  return Number(fs.readFileSync(`/proc/${pid}/schedstat`, 'utf8').split(' ')[0]) / 1000;
}

async function side(root: string, url: string) {
  const { CarRepo } = (await import(`${root}/apps/server/src/modules/car/car.repo.ts`)) as CarRepoModule;
  const client = new pg.Client({ connectionString: appUrlOf(url) });
  await client.connect();
  await client.query(`SELECT set_config('app.company_id', $1, false)`, [DemoIds.company]);
  const pid = Number((await client.query('SELECT pg_backend_pid() AS pid')).rows[0].pid);
  const repo = new CarRepo(drizzle({ client }) as never);
  return { root, client, pid, repo, pgUs: [] as number[], nodeUs: [] as number[] };
}

async function main() {
  if (!base) throw new Error('BENCH_BASE: another checkout');
  const url = await createPgDatabase(process.env.BENCH_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres');
  if (!url) throw new Error('no PostgreSQL');
  try {
    await prepareDatabase({ kind: 'postgres', url }, 1000);
    const sides = [await side(process.cwd(), url), await side(base, url)];
    const run = async (s: (typeof sides)[number], n: number) => {
      const pg0 = backendCpuUs(s.pid);
      const cpu0 = process.cpuUsage();
      for (let i = 0; i < n; i++) {
        const page = (i % 50) + 1;
        const { rows } = await s.repo.page(DemoIds.company, {} as never, { page, pageSize: 20, offset: (page - 1) * 20, limit: 20 });
        if (rows.length !== 20) throw new Error(`${s.root}: ${rows.length} rows`);
      }
      const cpu = process.cpuUsage(cpu0);
      return { pg: (backendCpuUs(s.pid) - pg0) / n, node: (cpu.user + cpu.system) / n };
    };
    for (const s of sides) await run(s, 300); // warm-up: prepared, generic plan, JIT
    for (let r = 0; r < rounds; r++) {
      const order = r % 2 ? [...sides].reverse() : sides;
      const got = new Map<(typeof sides)[number], { pg: number; node: number }>();
      for (const s of order) got.set(s, await run(s, calls));
      const [a, b] = [got.get(sides[0]!)!, got.get(sides[1]!)!];
      for (const [s, g] of got) {
        s.pgUs.push(g.pg);
        s.nodeUs.push(g.node);
      }
      out(`round ${r + 1}: this pg ${a.pg.toFixed(0)} µs, node ${a.node.toFixed(0)} µs | base pg ${b.pg.toFixed(0)} µs, node ${b.node.toFixed(0)} µs | pg ÷ base ${(a.pg / b.pg).toFixed(3)}`);
    }
    const median = (xs: number[]) => [...xs].sort((x, y) => x - y)[Math.floor(xs.length / 2)]!;
    const ratios = sides[0]!.pgUs.map((x, i) => x / sides[1]!.pgUs[i]!);
    out(`medians: this pg ${median(sides[0]!.pgUs).toFixed(0)} µs, node ${median(sides[0]!.nodeUs).toFixed(0)} µs; base pg ${median(sides[1]!.pgUs).toFixed(0)} µs, node ${median(sides[1]!.nodeUs).toFixed(0)} µs; pg ÷ base per round median ${median(ratios).toFixed(3)} (${Math.min(...ratios).toFixed(2)}–${Math.max(...ratios).toFixed(2)})`);
    for (const s of sides) await s.client.end();
  } finally {
    await cleanUpData();
  }
}

await main();
