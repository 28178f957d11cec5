import fs from 'node:fs';
import pg from 'pg';
import { drizzle } from 'drizzle-orm/node-postgres';
import { CarRepo } from '../../apps/server/src/modules/car/car.repo';
import { appUrlOf } from '../../apps/server/src/db/scoped-pool';
import { DemoIds } from '../../apps/server/src/db/seed/demo.seed';
import { cleanUpData, createPgDatabase, prepareDatabase } from './databases';

/**
 * Does the page's PostgreSQL CPU per call depend on how many backends serve it (issue 14 item 8 (b))? K connections,
 * each as the server's role, each paging 1…50 in its own loop at once; per call, the backends' CPU summed from
 * /proc/<pid>/schedstat. K alternated in rounds (BENCH_POOLS, default 1,2,4,10; BENCH_ROUNDS, default 4).
 * node --import tsx bench/http/pg-connections.ts
 */
const pools = (process.env.BENCH_POOLS ?? '1,2,4,10').split(',').map(Number);
const rounds = Number(process.env.BENCH_ROUNDS ?? 4);
const calls = Number(process.env.BENCH_AB_CALLS ?? 4000);
const out = (line: string) => process.stdout.write(`${line}\n`);
const cpuNs = (pid: number) => Number(fs.readFileSync(`/proc/${pid}/schedstat`, 'utf8').split(' ')[0]);
const median = (xs: number[]) => [...xs].sort((x, y) => x - y)[Math.floor(xs.length / 2)]!;

async function main() {
  const url = await createPgDatabase(process.env.BENCH_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres');
  if (!url) throw new Error('no PostgreSQL');
  try {
    await prepareDatabase({ kind: 'postgres', url }, 1000);
    const conns: { client: pg.Client; pid: number; repo: CarRepo }[] = [];
    for (let i = 0; i < Math.max(...pools); i++) {
      const client = new pg.Client({ connectionString: appUrlOf(url) });
      await client.connect();
      client.on('error', () => undefined); // the database is dropped at the end
      await client.query(`SELECT set_config('app.company_id', $1, false)`, [DemoIds.company]);
      const pid = Number((await client.query('SELECT pg_backend_pid() AS pid')).rows[0].pid);
      conns.push({ client, pid, repo: new CarRepo(drizzle({ client }) as never) });
    }
    const run = async (k: number, n: number) => {
      const used = conns.slice(0, k);
      const t0 = used.map((c) => cpuNs(c.pid));
      let next = 0;
      await Promise.all(
        used.map(async (c) => {
          while (next < n) {
            const page = (next++ % 50) + 1;
            await c.repo.page(DemoIds.company, {} as never, { page, pageSize: 20, offset: (page - 1) * 20, limit: 20 });
          }
        }),
      );
      return used.reduce((sum, c, i) => sum + cpuNs(c.pid) - t0[i]!, 0) / n / 1000;
    };
    for (const k of pools) await run(k, 500);
    const got = new Map<number, number[]>(pools.map((k) => [k, []]));
    for (let r = 0; r < rounds; r++) {
      for (const k of r % 2 ? [...pools].reverse() : pools) got.get(k)!.push(await run(k, calls));
    }
    for (const k of pools) out(`${k} connection(s): ${median(got.get(k)!).toFixed(1)} µs of backend CPU a call (${got.get(k)!.map((x) => x.toFixed(0)).join(', ')})`);
    for (const c of conns) await c.client.end();
  } finally {
    await cleanUpData();
  }
}

await main();
