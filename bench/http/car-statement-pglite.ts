import path from 'node:path';
import type { CarRepo } from '../../apps/server/src/modules/car/car.repo';
import { openDatabase } from '../../apps/server/src/db/client';
import { inTenantScope } from '../../apps/server/src/db/scope';
import { DemoIds } from '../../apps/server/src/db/seed/demo.seed';
import { cleanUpData, makeTempDir, prepareDatabase } from './databases';

/**
 * (c)'s statement on PGlite, this checkout's CarRepo.page against BENCH_BASE's on one data folder (prepared, with
 * statistics, by this checkout), pages 1…50 of 20 in turn, the sides alternated in rounds; PGlite runs in this
 * process, so this process's CPU per call is the whole cost. node --import tsx bench/http/car-statement-pglite.ts
 */
const rounds = Number(process.env.BENCH_ROUNDS ?? 8);
const calls = Number(process.env.BENCH_AB_CALLS ?? 300);
const base = process.env.BENCH_BASE;
const out = (line: string) => process.stdout.write(`${line}\n`);
const median = (xs: number[]) => [...xs].sort((x, y) => x - y)[Math.floor(xs.length / 2)]!;

async function main() {
  if (!base) throw new Error('BENCH_BASE: another checkout');
  const dataDir = makeTempDir();
  try {
    await prepareDatabase({ kind: 'pglite', dataDir }, 1000, true);
    const database = await openDatabase({ kind: 'pglite', dataDir });
    const sides: { root: string; repo: CarRepo; us: number[] }[] = [];
    for (const root of [process.cwd(), path.resolve(base)]) {
      const { CarRepo: Repo } = (await import(`${root}/apps/server/src/modules/car/car.repo.ts`)) as { CarRepo: typeof CarRepo };
      sides.push({ root, repo: new Repo(database.db), us: [] as number[] });
    }
    const run = (s: (typeof sides)[number], n: number) =>
      inTenantScope(DemoIds.company, async () => {
        const t0 = process.cpuUsage();
        for (let i = 0; i < n; i++) {
          const page = (i % 50) + 1;
          const { rows } = await s.repo.page(DemoIds.company, {} as never, { page, pageSize: 20, offset: (page - 1) * 20, limit: 20 });
          if (rows.length !== 20) throw new Error(`${s.root}: ${rows.length} rows`);
        }
        const t = process.cpuUsage(t0);
        return (t.user + t.system) / n;
      });
    for (const s of sides) await run(s, 100);
    const ratios: number[] = [];
    for (let r = 0; r < rounds; r++) {
      const got = new Map<(typeof sides)[number], number>();
      for (const s of r % 2 ? [...sides].reverse() : sides) got.set(s, await run(s, calls));
      for (const [s, us] of got) s.us.push(us);
      ratios.push(got.get(sides[0]!)! / got.get(sides[1]!)!);
      out(`round ${r + 1}: this ${got.get(sides[0]!)!.toFixed(0)} µs, base ${got.get(sides[1]!)!.toFixed(0)} µs, ÷ ${ratios.at(-1)!.toFixed(3)}`);
    }
    out(`medians: this ${median(sides[0]!.us).toFixed(0)} µs, base ${median(sides[1]!.us).toFixed(0)} µs; this ÷ base ${median(ratios).toFixed(3)} (${Math.min(...ratios).toFixed(2)}–${Math.max(...ratios).toFixed(2)})`);
    await database.close();
  } finally {
    await cleanUpData();
  }
}

await main();
