import fs from 'node:fs';
import pg from 'pg';
import { drizzle } from 'drizzle-orm/node-postgres';
import { prepareInsert, type NewEntry } from '../../apps/server/src/platform/request-log/request-log-insert';
import { appUrlOf } from '../../apps/server/src/db/scoped-pool';
import { DemoIds } from '../../apps/server/src/db/seed/demo.seed';
import { cleanUpData, createPgDatabase, prepareDatabase } from './databases';

/**
 * Where (b)'s PostgreSQL CPU goes, statement by statement (issue 14 item 8 (b)): on one connection as the server's role
 * (row-level security on), each variant of the page alternated in rounds, backend CPU from /proc/<pid>/schedstat (ns,
 * not the stat file's 10 ms ticks); then the request log's three costs per row — the batch INSERT, the trim's DELETE
 * and the VACUUM that autovacuum runs on what the trim left (the owner's connection, as autovacuum would).
 * Figures of session 21: docs/performance.md. node --import tsx bench/http/pg-breakdown.ts   (BENCH_ROUNDS, default 6; BENCH_AB_CALLS, default 1000)
 */
const rounds = Number(process.env.BENCH_ROUNDS ?? 6);
const calls = Number(process.env.BENCH_AB_CALLS ?? 1000);
const out = (line: string) => process.stdout.write(`${line}\n`);
const cpuNs = (pid: number) => Number(fs.readFileSync(`/proc/${pid}/schedstat`, 'utf8').split(' ')[0]);
const median = (xs: number[]) => [...xs].sort((x, y) => x - y)[Math.floor(xs.length / 2)]!;

/** The plain page before migration 0030 (each kept row a correlated look-up), as drizzle wrote it, to compare with. */
const OLD_PAGE = `with "ids" as (select "car_id", "created_at", null as "car_num", null as "leader" from "cars" where "cars"."company_id" = $1
  order by "cars"."created_at" desc, "cars"."car_id" desc limit 20 offset $2)
  select coalesce(((select "row" from "car_page_rows" where ("car_page_rows"."company_id" = $3 and "car_page_rows"."car_id" = "ids"."car_id"))),
    car_page_row($4, "car_id")) as "row",
  ((select "n" from "tenant_row_counts" where ("tenant_row_counts"."company_id" = $5 and "tenant_row_counts"."table_name" = $6))) as "total"
  from "ids" order by "ids"."created_at" desc, "ids"."car_id" desc`;

async function connect(url: string) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  client.on('error', () => undefined); // the database is dropped at the end
  const pid = Number((await client.query('SELECT pg_backend_pid() AS pid')).rows[0].pid);
  return { client, pid };
}

async function main() {
  const url = await createPgDatabase(process.env.BENCH_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres');
  if (!url) throw new Error('no PostgreSQL');
  try {
    await prepareDatabase({ kind: 'postgres', url }, 1000);
    const { client, pid } = await connect(appUrlOf(url));
    await client.query(`SELECT set_config('app.company_id', $1, false)`, [DemoIds.company]);
    const pageSql = OLD_PAGE;
    const co = DemoIds.company;
    const variants: Record<string, { text: string; values: (i: number) => unknown[] }> = {
      'select 1 (a round trip)': { text: 'select 1', values: () => [] },
      'the page (offsets 0…980)': { text: pageSql, values: (i) => [co, (i % 50) * 20, co, co, co, 'cars'] },
      'the page, offset 0 only': { text: pageSql, values: () => [co, 0, co, co, co, 'cars'] },
      'the ids only (offsets 0…980)': {
        text: 'select car_id from cars where company_id = $1 order by created_at desc, car_id desc limit 20 offset $2',
        values: (i) => [co, (i % 50) * 20],
      },
      'the ids only, offset 0': {
        text: 'select car_id from cars where company_id = $1 order by created_at desc, car_id desc limit 20 offset $2',
        values: () => [co, 0],
      },
      'the rows by a lateral join': {
        text: `select coalesce(k.row, car_page_row($1, ids.car_id)) as row, (select n from tenant_row_counts where company_id = $1 and table_name = 'cars') as total
          from (select car_id, created_at from cars where company_id = $1 order by created_at desc, car_id desc limit 20 offset $2) ids
          left join lateral (select row from car_page_rows k where k.company_id = $1 and k.car_id = ids.car_id) k on true
          order by ids.created_at desc, ids.car_id desc`,
        values: (i) => [co, (i % 50) * 20],
      },
      'the page without its total': {
        text: `select coalesce((select row from car_page_rows k where k.company_id = $1 and k.car_id = ids.car_id), car_page_row($1, ids.car_id)) as row
          from (select car_id, created_at from cars where company_id = $1 order by created_at desc, car_id desc limit 20 offset $2) ids
          order by ids.created_at desc, ids.car_id desc`,
        values: (i) => [co, (i % 50) * 20],
      },
      'the range (the page since migration 0030): start key from cars, 20 kept rows by one index range': {
        text: `select row, (select n from tenant_row_counts where company_id = $1 and table_name = 'cars') as total from car_page_rows
          where company_id = $1 and (created_at, car_id) <= (select created_at, car_id from cars where company_id = $1 order by created_at desc, car_id desc limit 1 offset $2)
          order by created_at desc, car_id desc limit 20`,
        values: (i) => [co, (i % 50) * 20],
      },
      'the range, no total': {
        text: `select row from car_page_rows
          where company_id = $1 and (created_at, car_id) <= (select created_at, car_id from cars where company_id = $1 order by created_at desc, car_id desc limit 1 offset $2)
          order by created_at desc, car_id desc limit 20`,
        values: (i) => [co, (i % 50) * 20],
      },
      'the range, with the window\'s last id to check': {
        text: `with ids as materialized (select created_at, car_id from cars where company_id = $1 order by created_at desc, car_id desc limit 20 offset $2)
          select row, (select n from tenant_row_counts where company_id = $1 and table_name = 'cars') as total,
            (select car_id from ids order by created_at, car_id limit 1) as last
          from car_page_rows
          where company_id = $1 and (created_at, car_id) <= (select created_at, car_id from ids order by created_at desc, car_id desc limit 1)
          order by created_at desc, car_id desc limit 20`,
        values: (i) => [co, (i % 50) * 20],
      },
      'the kept count only': { text: `select n from tenant_row_counts where company_id = $1 and table_name = 'cars'`, values: () => [co] },
    };
    const range = variants['the range (the page since migration 0030): start key from cars, 20 kept rows by one index range']!;
    await client.query({ name: 'explained', text: range.text }, range.values(25)); // the plan the server's prepared statement gets
    for (let i = 0; i < 6; i++) await client.query({ name: 'explained', text: range.text }, range.values(25));
    const plan = await client.query(`explain (costs off) execute explained('${co}', 500)`);
    out(`its plan: ${plan.rows.map((r: Record<string, string>) => r['QUERY PLAN']).join(' | ')}`);
    const names = Object.keys(variants);
    const got = new Map<string, number[]>(names.map((n) => [n, []]));
    const run = async (name: string, n: number) => {
      const v = variants[name]!;
      const config = { name: `v${names.indexOf(name)}`, text: v.text };
      const t0 = cpuNs(pid);
      for (let i = 0; i < n; i++) await client.query(config, v.values(i));
      return (cpuNs(pid) - t0) / n / 1000;
    };
    for (const name of names) await run(name, 200);
    for (let r = 0; r < rounds; r++) {
      const order = r % 2 ? [...names].reverse() : names;
      for (const name of order) got.get(name)!.push(await run(name, calls));
    }
    for (const name of names) {
      const xs = got.get(name)!;
      out(`${name}: ${median(xs).toFixed(1)} µs backend CPU a call (rounds ${Math.min(...xs).toFixed(1)}–${Math.max(...xs).toFixed(1)})`);
    }

    if (process.env.BENCH_SKIP_LOG) return;
    // The request log: batches as (b) writes them (≈ 400 rows, one caller and route), a trim, a vacuum.
    await client.query(`SELECT set_config('app.company_id', '', false), set_config('app.system_scope', 'request-log', false)`);
    const insert = prepareInsert(drizzle({ client }) as never);
    const owner = await connect(url);
    const batchRows = 400;
    const entry = (): NewEntry => ({ at: Date.now(), company_id: co, user_id: DemoIds.admin, user_name: 'admin', method: 'POST', route: '/api/get_car_lists', operation: 'cars', status: 200, duration_ms: 3.2 });
    const ins: number[] = [];
    const del: number[] = [];
    const vac: number[] = [];
    for (let r = 0; r < rounds; r++) {
      let t0 = cpuNs(pid);
      for (let b = 0; b < 25; b++) await insert(Array.from({ length: batchRows }, entry));
      ins.push((cpuNs(pid) - t0) / (25 * batchRows) / 1000);
      t0 = cpuNs(pid);
      const { rowCount } = await client.query(`delete from api_request_log where log_id <= (select max(log_id) - 1000 from api_request_log)`);
      del.push((cpuNs(pid) - t0) / (rowCount ?? 1) / 1000);
      t0 = cpuNs(owner.pid);
      await owner.client.query('vacuum api_request_log');
      vac.push((cpuNs(owner.pid) - t0) / (rowCount ?? 1) / 1000);
    }
    out(`request log INSERT: ${median(ins).toFixed(2)} µs a row (${ins.map((x) => x.toFixed(1)).join(', ')})`);
    out(`request log trim DELETE: ${median(del).toFixed(2)} µs a row (${del.map((x) => x.toFixed(1)).join(', ')})`);
    out(`VACUUM of what the trim left: ${median(vac).toFixed(2)} µs a row (${vac.map((x) => x.toFixed(1)).join(', ')})`);
    await owner.client.end();
    await client.end();
  } finally {
    await cleanUpData();
  }
}

await main();
