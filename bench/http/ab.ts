import path from 'node:path';
import { pathToFileURL } from 'node:url';
import Fastify from 'fastify';
import { startCpuAccount } from './cpu';
import { cleanUpData, createPgDatabase, makeTempDir, prepareDatabase } from './databases';
import { median } from './report';
import { repoRoot } from './servers';
import { getKey, login, signGet, type SigningKey } from './signing';
import { runScript } from './run-script';

/**
 * `BENCH_BASE=<another checkout> node --import tsx bench/http/ab.ts`: this checkout's server against another's, both
 * built in this one process (each from its own sources, on one fresh bench database) and driven in turn through
 * Fastify's inject — every hook, the guards, the handler, the serializer; no socket — in short alternating batches, so
 * a machine whose other load comes and goes disturbs both alike. CPU per call is this process's (from /proc; the
 * requests' building and inject's own work are in it, the same on both sides) and the bench database's PostgreSQL
 * backends'. Prints, per scenario, the median over batches of this ÷ base. A bare Fastify hello is driven the same
 * way, for scale.
 */
const settings = {
  base: process.env.BENCH_BASE ? path.resolve(process.env.BENCH_BASE) : null,
  rounds: Number(process.env.BENCH_ROUNDS ?? 15),
  calls: Number(process.env.BENCH_AB_CALLS ?? 2_000),
  inFlight: Number(process.env.BENCH_CONNECTIONS ?? 16),
  members: Number(process.env.BENCH_MEMBERS ?? 1_000),
  pgAdminUrl: process.env.BENCH_PG_URL ?? process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres',
  authCode: 'bench-web-auth-code',
  ownDatabases: process.env.BENCH_AB_OWN_DATABASES === '1',
};
/** BENCH_ONLY=a or b: one scenario. */
const only = process.env.BENCH_ONLY?.split(',').map((id) => id.trim());
const out = (line = '') => process.stdout.write(`${line}\n`);

interface Injectable {
  inject(options: { method: 'GET'; url: string; headers?: Record<string, string> }): Promise<{ statusCode: number; body: string }>;
  listen(options: { port: number; host: string }): Promise<string>;
  close(): Promise<unknown>;
}

/** One checkout's server, built as main.ts builds it, listening (for get_key and the login) on a free port. */
async function serverOf(root: string, databaseUrl: string) {
  const load = (file: string) => import(pathToFileURL(path.join(root, 'apps/server/src', file)).href);
  const { loadConfig } = await load('config.ts');
  const { openDatabase } = await load('db/client.ts');
  const { prepareDatabase: prepare } = await load('db/prepare.ts');
  const { buildApp } = await load('app.ts');
  const config = loadConfig({
    DATABASE_URL: databaseUrl,
    LOG_LEVEL: 'warn',
    SEED_DEMO: '1',
    LOGIN_RATE_PER_MINUTE: '1000000',
    SEND_CODE_RATE_PER_MINUTE: '1000000',
    WEB_AUTH_CODE: settings.authCode,
    FILE_STORAGE: makeTempDir(),
  });
  const database = await openDatabase(config.database);
  await prepare(database, true);
  const app = (await buildApp({ config, database })) as Injectable;
  const base = await app.listen({ port: 0, host: '127.0.0.1' });
  const key: SigningKey = await getKey(base, settings.authCode);
  const token = await login(base, key, 'demo', 'Demo@2026zy!');
  // Closed before the bench database is dropped; a failure to close must not leave a pool holding it.
  const close = async () => {
    await app.close().catch(() => undefined);
    await database.close().catch(() => undefined);
  };
  return { app, key, token, close };
}

type Server = Awaited<ReturnType<typeof serverOf>>;
type Call = (server: Server, n: number) => { url: string; headers: Record<string, string> };

const scenarios: Record<string, Call> = {
  a: (s) => {
    const signed = signGet(s.key, '/api/v1/user/user/get_user_info', {}, s.token);
    return { url: signed.path, headers: signed.headers };
  },
  b: (s, n) => {
    const signed = signGet(s.key, '/api/v1/work/car', { page: (n % Math.floor(settings.members / 20)) + 1, page_size: 20 }, s.token);
    return { url: signed.path, headers: signed.headers };
  },
};

/** `calls` calls, `inFlight` at a time; answers (this process's, PostgreSQL's) CPU seconds per call. */
async function batch(app: Injectable, build: (n: number) => { url: string; headers: Record<string, string> }, database: string) {
  let next = 0;
  let failed = 0;
  const stop = startCpuAccount(process.pid, () => [], database);
  await Promise.all(
    Array.from({ length: settings.inFlight }, async () => {
      while (next < settings.calls) {
        const request = build(next++);
        const answer = await app.inject({ method: 'GET', ...request });
        if (answer.statusCode !== 200 || !(answer.body.startsWith('{"code":0,') || answer.body === '{"hello":"world"}')) failed++;
      }
    }),
  );
  const cpu = stop();
  if (failed > 0) throw new Error(`${failed} of ${settings.calls} calls failed`);
  return { server: (cpu.server ?? NaN) / settings.calls, postgres: (cpu.postgres ?? NaN) / settings.calls };
}

async function main(): Promise<void> {
  if (!settings.base) throw new Error('BENCH_BASE=<another checkout of this repository> is required');
  const url = await createPgDatabase(settings.pgAdminUrl);
  if (!url) throw new Error(`no PostgreSQL at ${settings.pgAdminUrl}`);
  const database = new URL(url).pathname.slice(1);
  await prepareDatabase({ kind: 'postgres', url }, settings.members);
  // BENCH_AB_OWN_DATABASES=1: the base gets a database of its own, migrated and seeded by its own checkout — for a
  // side whose migrations change what is stored (both sides on one database would read the newer side's rows).
  let baseUrl = url;
  if (settings.ownDatabases) {
    baseUrl = (await createPgDatabase(settings.pgAdminUrl)) as string;
    await prepareDatabase({ kind: 'postgres', url: baseUrl }, settings.members, false, settings.base);
  }
  const baseDatabase = new URL(baseUrl).pathname.slice(1);
  const self = Object.assign(await serverOf(repoRoot, url), { database });
  const base = Object.assign(await serverOf(settings.base, baseUrl), { database: baseDatabase });
  const hello = Fastify();
  hello.get('/', async () => ({ hello: 'world' }));
  await hello.ready();
  out(`in-process A/B: ${repoRoot} ÷ ${settings.base}; ${settings.rounds} rounds of ${settings.calls} calls per side and scenario, ${settings.inFlight} in flight`);
  const ratios: Record<string, { total: number[]; server: number[]; self: number[]; base: number[]; hello: number[] }> = {};
  try {
    // A first round warms both up (JIT, prepared statements, caches) and is not counted.
    for (let round = 0; round <= settings.rounds; round++) {
      const helloCpu = await batch(hello as unknown as Injectable, () => ({ url: '/', headers: {} }), database);
      for (const [id, call] of Object.entries(scenarios).filter(([id]) => !only || only.includes(id))) {
        // Alternate which side goes first, so neither always follows the other.
        const order = round % 2 ? [self, base] : [base, self];
        const [first, second] = [
          await batch(order[0]!.app, (n) => call(order[0]!, n), order[0]!.database),
          await batch(order[1]!.app, (n) => call(order[1]!, n), order[1]!.database),
        ];
        const [mine, theirs] = round % 2 ? [first, second] : [second, first];
        if (round === 0) continue;
        const r = (ratios[id] ??= { total: [], server: [], self: [], base: [], hello: [] });
        r.total.push((mine.server + mine.postgres) / (theirs.server + theirs.postgres));
        r.server.push(mine.server / theirs.server);
        r.self.push(mine.server + mine.postgres);
        r.base.push(theirs.server + theirs.postgres);
        r.hello.push(helloCpu.server);
      }
      if (round > 0) {
        const us = (s?: number) => (s === undefined ? '?' : String(Math.round(s * 1e6)));
        out(`round ${round}: ${Object.entries(ratios).map(([id, r]) => `${id} ${r.total.at(-1)?.toFixed(3)} (${us(r.self.at(-1))} ÷ ${us(r.base.at(-1))} µs)`).join(', ')}`);
      }
    }
  } finally {
    await self.close();
    await base.close();
    await cleanUpData();
  }
  const us = (s: number) => `${Math.round(s * 1e6)} µs`;
  for (const [id, r] of Object.entries(ratios)) {
    out(
      `${id}: this ÷ base ${median(r.total).toFixed(3)} (server alone ${median(r.server).toFixed(3)}); per call ${us(median(r.self))} against ${us(median(r.base))} ` +
        `(process + PostgreSQL, medians), hello by inject ${us(median(r.hello))}`,
    );
    // On a machine whose other load comes and goes faster than a round, the least disturbed round of each side is
    // the nearer estimate of its quiet cost.
    out(`${id}: lowest round per side ${us(Math.min(...r.self))} against ${us(Math.min(...r.base))}, ratio ${(Math.min(...r.self) / Math.min(...r.base)).toFixed(3)}; hello ${us(Math.min(...r.hello))}`);
  }
}

// Timers of the two servers (request log, sweeps) are closed with them; anything left must not keep the process up.
await runScript(main);
