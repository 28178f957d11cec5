import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { awaitQuiet, residentMb, startCpuAccount } from './cpu';
import { cleanUpData, createPgDatabase, makeTempDir, prepareDatabase, removeTempDirsNow } from './databases';
import { measure, type Measurement, type Target } from './load';
import { helloAfter, median, summarise, table, writeJson } from './report';
import { helloTarget, listTarget, scenarioSpecs, userInfoTarget, type Session } from './scenarios';
import { awaitOutput, awaitReady, detectPinning, freePort, killAllNow, repoRoot, startNode, stopAll, type Child } from './servers';
import { getKey, login } from './signing';
import { baseComparison, baseScript, bundled, serverEntry, withBaseSpecs } from './baseline';
import { serverNodeFlags } from '../../apps/server/src/platform/node-flags';
import { bundleRestingRss, describeParts, rssParts, type RssParts } from './resting-rss';
import { runScript } from './run-script';

/** `npm run bench`: the HTTP figures of docs/performance.md, each against a bare Fastify baseline in the same run. */
const settings = {
  rounds: Number(process.env.BENCH_ROUNDS ?? 4),
  seconds: Number(process.env.BENCH_SECONDS ?? 10),
  warmupSeconds: Number(process.env.BENCH_WARMUP_SECONDS ?? 5),
  connections: Number(process.env.BENCH_CONNECTIONS ?? 50),
  members: Number(process.env.BENCH_MEMBERS ?? 1_000),
  loginsPerSecond: 20,
  pgAdminUrl: process.env.BENCH_PG_URL ?? process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres',
  authCode: 'bench-web-auth-code',
  /**
   * BENCH_PGLITE_ANALYZE=1 gathers planner statistics on PGlite in the seeding process; without it the embedded server
   * gathers them itself, as it would for a user (its preparing child's pass, db/embedded-analyze.ts).
   */
  analyzePglite: process.env.BENCH_PGLITE_ANALYZE === '1',
  /** Longest the whole run may wait, between measurements, for other processes to quiet down. */
  quietBudgetMs: Number(process.env.BENCH_QUIET_BUDGET_SECONDS ?? 60) * 1_000,
  /** Seconds of the hello measured again right after each scenario (0: only the round's first hello; report.ts). */
  bracketSeconds: Number(process.env.BENCH_BRACKET_SECONDS ?? 5),
};
/** BENCH_ONLY=hello,a keeps some scenarios (the baseline and what a ratio needs should stay in). */
const only = process.env.BENCH_ONLY?.split(',').map((id) => id.trim());
const specs = withBaseSpecs(scenarioSpecs(settings.loginsPerSecond).filter((spec) => !only || only.includes(spec.id)));
/** The embedded server's resident memory a few seconds after it starts with the demo data (issue 14 item 8 (c)). */
const RestingRssGoalMb = 400;
const out = (line = '') => process.stdout.write(`${line}\n`);

/** What the login driver reports (see login-driver.ts). */
interface LoginSummary {
  started: number;
  ok: number;
  failed: number;
  unfinished: number;
  offeredRate: number;
  p50: number;
  p99: number;
}

/**
 * BENCH_CPU_PROF=<dir> writes a V8 CPU profile of the server under test for each measured window (not start-up or
 * warm-up): `<dir>/<scenario>-r<round>.cpuprofile`, through profile-window.ts loaded into every server.
 */
const profileDir = process.env.BENCH_CPU_PROF ? path.resolve(process.env.BENCH_CPU_PROF) : null;
/** BENCH_COUNT_QUERIES=<dir>: the statements each server sends PostgreSQL per window, by text (count-queries.ts). */
const countDir = process.env.BENCH_COUNT_QUERIES ? path.resolve(process.env.BENCH_COUNT_QUERIES) : null;
const profileArgs = (): string[] => [
  ...(profileDir ? ['--import', path.join(repoRoot, 'bench/http/profile-window.ts')] : []),
  ...(countDir ? ['--import', path.join(repoRoot, 'bench/http/count-queries.ts')] : []),
];

/** Starts (label null) or ends and names a window of a server (see profile-window.ts and count-queries.ts). */
function profileWindow(pid: number | undefined, label: string | null): void {
  if ((!profileDir && !countDir) || !pid) return;
  if (label) for (const dir of [profileDir, countDir]) if (dir) fs.writeFileSync(path.join(dir, `.label-${pid}`), label);
  process.kill(pid, 'SIGUSR2');
}

/** Statements per answered call in each window that counted them (BENCH_COUNT_QUERIES), by statement. */
function statementsPerCall(rounds: Map<string, Measurement>[]): string[] {
  if (!countDir) return [];
  const lines: string[] = [];
  rounds.forEach((round, r) => {
    for (const [id, m] of round) {
      const file = path.join(countDir, `${id}-r${r + 1}.queries.json`);
      if (!fs.existsSync(file) || m.requests === 0) continue;
      const counts = JSON.parse(fs.readFileSync(file, 'utf8')) as Record<string, number>;
      const total = Object.values(counts).reduce((a, b) => a + b, 0);
      lines.push(`statements per call, ${id} round ${r + 1}: ${(total / m.requests).toFixed(3)} (${m.requests} calls)`);
      for (const [text, n] of Object.entries(counts).sort((a, b) => b[1] - a[1])) lines.push(`  ${(n / m.requests).toFixed(4)}  ${text}`);
    }
  });
  return lines;
}

/** The child environment without anything that would point a server at another database or cache. */
function cleanEnv(): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    ...(profileDir ? { BENCH_CPU_PROF_DIR: profileDir } : {}),
    ...(countDir ? { BENCH_COUNT_QUERIES_DIR: countDir } : {}),
  };
  for (const name of ['DATABASE_URL', 'DATA_DIR', 'REDIS_URL', 'REPLAY_STORE', 'PORT', 'HOST', 'NODE_ENV', 'FILE_STORAGE']) delete env[name];
  return env;
}

async function main(): Promise<void> {
  for (const dir of [profileDir, countDir]) if (dir) fs.mkdirSync(dir, { recursive: true });
  const machine = { nproc: os.availableParallelism(), cpu: os.cpus()[0]?.model ?? 'unknown', node: process.version };
  const pin = detectPinning();
  out(`Zhuyun HTTP bench: ${machine.nproc} cores (${machine.cpu}), Node ${machine.node}; ${pin.note}`);
  out(`servers: ${bundled ? 'the bundle npm start runs (BENCH_BUNDLE=1)' : 'from source through tsx'}`);
  out(`${settings.rounds} rounds × ${specs.length} measurements of ${settings.seconds} s at ${settings.connections} connections`);

  // Data: a fresh PostgreSQL database and a fresh PGlite folder, each with the demo company and its bench members.
  const dataDir = makeTempDir();
  const pgUrl = await createPgDatabase(settings.pgAdminUrl);
  const pgDatabase = pgUrl ? new URL(pgUrl).pathname.slice(1) : undefined;
  const t0 = Date.now();
  if (pgUrl) await prepareDatabase({ kind: 'postgres', url: pgUrl }, settings.members);
  // The embedded server (its seeding, ≈ 300 MB and a core for a while) only when (c) is measured.
  const withPglite = specs.some((spec) => spec.id === 'c');
  if (withPglite) await prepareDatabase({ kind: 'pglite', dataDir }, settings.members, settings.analyzePglite);
  out(
    `seeded ${settings.members} members and as many cars on ${[pgUrl ? 'PostgreSQL (vacuumed, analyzed)' : null, withPglite ? `PGlite (${settings.analyzePglite ? 'analyzed' : 'statistics as the embedded server keeps them'})` : null].filter(Boolean).join(' and ')} ` +
      `in ${Date.now() - t0} ms`,
  );

  // Servers, each its own process on the server core.
  const ports = new Set<number>();
  // Zhuyun's servers start with the flags `npm start` gives them (platform/node-flags.ts); hello with Node's defaults.
  const start = async (name: string, script: string, env: NodeJS.ProcessEnv, readyPath: string) => {
    const port = await freePort(3300, ports);
    const flags = name === 'hello' ? [] : serverNodeFlags;
    const child = startNode(name, path.join(repoRoot, script), { ...cleanEnv(), ...env, PORT: String(port) }, pin.server, [...flags, ...profileArgs()]);
    return { child, base: `http://127.0.0.1:${port}`, readyPath };
  };
  const zhuyunEnv = (name: string, db: NodeJS.ProcessEnv): NodeJS.ProcessEnv => ({
    ...db,
    HOST: '127.0.0.1',
    LOG_LEVEL: 'warn',
    SEED_DEMO: '1',
    LOGIN_RATE_PER_MINUTE: '1000000',
    SEND_CODE_RATE_PER_MINUTE: '1000000',
    WEB_AUTH_CODE: settings.authCode,
    FILE_STORAGE: path.join(dataDir, `files-${name}`),
  });
  // The embedded server's resting memory is the bundle's, what `npm start` runs (resting-rss.ts): taken first, on its
  // own, when this run's servers run through tsx.
  const bundleRest = withPglite && !bundled ? await bundleRestingRss({ ...cleanEnv(), ...zhuyunEnv('pglite', { DATA_DIR: dataDir }) }, pin.server, ports) : null;
  const hello = await start('hello', 'bench/http/hello-server.ts', {}, '/');
  const entry = path.relative(repoRoot, serverEntry(repoRoot));
  const pgServer = pgUrl ? await start('server-postgres', entry, zhuyunEnv('pg', { DATABASE_URL: pgUrl }), '/api/health') : null;
  const liteServer = withPglite ? await start('server-pglite', entry, zhuyunEnv('pglite', { DATA_DIR: dataDir }), '/api/health') : null;
  for (const s of [hello, pgServer, liteServer]) if (s) await awaitReady(s.child, `${s.base}${s.readyPath}`);
  // BENCH_BASE: the same server from another checkout, on the same database (baseline.ts); started once this one has
  // migrated and seeded it.
  const base = baseScript();
  const baseServer = pgUrl && base ? await start('server-postgres-base', path.relative(repoRoot, base), zhuyunEnv('pg-base', { DATABASE_URL: pgUrl }), '/api/health') : null;
  if (baseServer) await awaitReady(baseServer.child, `${baseServer.base}${baseServer.readyPath}`);
  // Resting memory: each server a few seconds after it answers, before any load (the embedded one's goal: ≤ 400 MB).
  await new Promise((resolve) => setTimeout(resolve, 3_000));
  const liteParts: RssParts | null = bundleRest?.parts ?? rssParts(liteServer?.child.process.pid);
  const resting = {
    hello: residentMb(hello.child.process.pid),
    postgres: pgServer ? residentMb(pgServer.child.process.pid) : null,
    pglite: bundleRest ? bundleRest.rss : liteServer ? residentMb(liteServer.child.process.pid) : null,
    pgliteThroughTsx: bundleRest && liteServer ? residentMb(liteServer.child.process.pid) : null,
  };
  out(`resting RSS after start: PGlite server ${resting.pglite ?? '—'} MB (goal ≤ ${RestingRssGoalMb} MB), PostgreSQL server ${resting.postgres ?? '—'} MB, hello ${resting.hello ?? '—'} MB`);
  if (withPglite) out(`  PGlite server: ${describeParts(liteParts)}${resting.pgliteThroughTsx ? `; the same server through tsx: ${resting.pgliteThroughTsx} MB` : ''}`);

  const signIn = async (base: string): Promise<Session> => {
    const key = await getKey(base, settings.authCode);
    return { base, key, token: await login(base, key, 'demo', 'Demo@2026zy!') };
  };
  const pgSession = pgServer ? await signIn(pgServer.base) : null;
  const liteSession = liteServer ? await signIn(liteServer.base) : null;
  const baseSession = baseServer ? await signIn(baseServer.base) : null;

  // One measurement: wait for a quiet machine (not while warming up), then autocannon with a CPU account.
  const quiet = { leftMs: settings.quietBudgetMs };
  let warming = true;
  let waitedMs = 0;
  let driver: Child | null = null;
  let windowLabel = '';
  const timed = async (target: Target, serverPid: number | undefined, seconds: number): Promise<Measurement> => {
    if (!warming && !driver) waitedMs += await awaitQuiet(quiet);
    if (!warming) profileWindow(serverPid, null);
    // PostgreSQL's CPU: the bench database's backends only, so that other work on a shared cluster does not count.
    const stop = startCpuAccount(serverPid, () => [process.pid, ...(driver?.process.pid ? [driver.process.pid] : [])], pgDatabase);
    const m = await measure(target, settings.connections, seconds);
    const cpu = stop();
    if (!warming) profileWindow(serverPid, windowLabel);
    return Object.assign(m, { cpu });
  };

  // (d): the login driver runs in its own process on the load core, from a second before the measurement to its end.
  const loginRuns: (LoginSummary | null)[] = [];
  const problems = new Map<string, string[]>();
  const withLogins = async (session: Session, serverPid: number | undefined, seconds: number): Promise<Measurement> => {
    if (!warming) waitedMs += await awaitQuiet(quiet);
    const env = {
      ...cleanEnv(),
      BENCH_URL: session.base,
      BENCH_AUTH_CODE: settings.authCode,
      BENCH_RATE: String(settings.loginsPerSecond),
      BENCH_USERS: String(settings.members),
    };
    const child = startNode('login-driver', path.join(repoRoot, 'bench/http/login-driver.ts'), env, pin.load);
    driver = child;
    await awaitOutput(child, 'ready');
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    const m = await timed(listTarget(session, settings.members), serverPid, seconds);
    driver = null;
    await child.stop();
    const line = child.output().split('\n').find((l) => l.startsWith('RESULT '));
    const summary = line ? (JSON.parse(line.slice(7)) as LoginSummary) : null;
    loginRuns.push(summary);
    const found = problems.get('d') ?? [];
    if (!summary) found.push(`login driver gave no result:\n${child.output()}`);
    else if (summary.failed > 0 || summary.unfinished > 0) found.push(`${summary.failed} logins failed, ${summary.unfinished} unfinished`);
    else if (summary.offeredRate < settings.loginsPerSecond * 0.9) found.push(`logins offered at only ${summary.offeredRate.toFixed(1)}/s`);
    problems.set('d', found);
    return m;
  };

  const run = (id: string, seconds: number): Promise<Measurement> | null => {
    if (id === 'hello') return timed(helloTarget(hello.base), hello.child.process.pid, seconds);
    if (id === 'c') return liteSession && liteServer ? timed(listTarget(liteSession, settings.members), liteServer.child.process.pid, seconds) : null;
    if (id.endsWith('@base')) {
      if (!baseSession || !baseServer) return null;
      const basePid = baseServer.child.process.pid;
      return id === 'a@base' ? timed(userInfoTarget(baseSession), basePid, seconds) : timed(listTarget(baseSession, settings.members), basePid, seconds);
    }
    if (!pgSession || !pgServer) return null;
    const pid = pgServer.child.process.pid;
    if (id === 'a') return timed(userInfoTarget(pgSession), pid, seconds);
    if (id === 'b') return timed(listTarget(pgSession, settings.members), pid, seconds);
    return withLogins(pgSession, pid, seconds);
  };

  out(`warming up (${settings.warmupSeconds} s each)…`);
  for (const spec of specs) await run(spec.id, settings.warmupSeconds);
  loginRuns.length = 0;
  problems.clear();
  warming = false;

  // Interleaved rounds: each round measures the baseline, then every scenario.
  const rounds: Map<string, Measurement>[] = [];
  for (let r = 1; r <= settings.rounds; r++) {
    const round = new Map<string, Measurement>();
    for (const spec of specs) {
      windowLabel = `${spec.id}-r${r}`;
      const m = await run(spec.id, settings.seconds);
      if (!m) continue;
      round.set(spec.id, m);
      out(`round ${r} ${spec.id}: ${describe(m)}`);
      if (spec.id === 'hello' || settings.bracketSeconds <= 0) continue;
      // The machine's speed drifts within a round (hello 27 → 52 µs a call in one quiet run): hello again right after,
      // so that each scenario is divided by the hellos on either side of it (report.ts, helloAfter).
      windowLabel = `${helloAfter(spec.id)}-r${r}`;
      const h = await run('hello', settings.bracketSeconds);
      if (!h) continue;
      round.set(helloAfter(spec.id), h);
      out(`round ${r} ${helloAfter(spec.id)}: ${describe(h)}`);
    }
    rounds.push(round);
  }

  const rows = summarise(specs, rounds, problems);
  out();
  out(table(rows));
  for (const row of rows) for (const problem of row.problems) out(`INVALID ${row.id}: ${problem}`);
  // The last window's profile and counts are written after its signal: wait for them before the servers stop.
  const last = `${specs.at(-1)?.id}-r${settings.rounds}`;
  const awaited = [profileDir && path.join(profileDir, `${last}.cpuprofile`), countDir && path.join(countDir, `${last}.queries.json`)];
  for (let waited = 0; waited < 10_000 && awaited.some((f) => f && !fs.existsSync(f)); waited += 100) await new Promise((resolve) => setTimeout(resolve, 100));
  for (const line of statementsPerCall(rounds)) out(line);
  for (const line of baseComparison(specs, rounds)) out(line);
  if (!pgUrl) out('PostgreSQL was unavailable: (a), (b) and (d) were not measured.');
  const logins = loginRuns.filter((l): l is LoginSummary => l !== null);
  if (logins.length > 0) {
    const med = (pick: (l: LoginSummary) => number) => median(logins.map(pick));
    out(
      `(d) logins beside the list: offered ${med((l) => l.offeredRate).toFixed(1)}/s, ${logins.reduce((n, l) => n + l.ok, 0)} succeeded, ` +
        `latency p50 ${Math.round(med((l) => l.p50))} ms, p99 ${Math.round(med((l) => l.p99))} ms (medians over rounds)`,
    );
  }
  const rssMet = resting.pglite !== null && resting.pglite <= RestingRssGoalMb;
  if (withPglite) out(`resting RSS of the embedded (PGlite) server after start: ${resting.pglite ?? '—'} MB, goal ≤ ${RestingRssGoalMb} MB: ${rssMet ? 'met' : 'MISSED'}`);
  if (waitedMs > 1_000) out(`waited ${Math.round(waitedMs / 1_000)} s in all for other processes to quiet down between measurements`);
  const busiest = Math.max(...rows.map((r) => (Number.isNaN(r.otherCores) ? 0 : r.otherCores)));
  if (busiest > 0.25) out(`WARNING: other processes used up to ${busiest.toFixed(2)} cores during the measurements; the figures are disturbed.`);
  const file = writeJson(path.join(repoRoot, 'bench/results'), {
    date: new Date().toISOString(),
    machine,
    pinning: pin.note,
    settings: { ...settings, pgAdminUrl: undefined },
    waitedForQuietMs: waitedMs,
    restingRssMb: resting,
    restingRssParts: liteParts,
    rows,
    rounds: rounds.map((r) => Object.fromEntries(r)),
    logins: loginRuns,
  });
  out(`\nwritten ${path.relative(repoRoot, file)}`);
  if (rows.some((r) => r.rounds > 0 && !r.valid)) process.exitCode = 1;
}

/** One line per measurement: throughput, latency, and where the CPU went. */
function describe(m: Measurement): string {
  const us = (seconds: number | null | undefined) => (seconds == null ? '—' : Math.round((seconds * 1e6) / m.requests));
  const cores = (seconds: number | null | undefined) => (seconds == null ? '—' : (seconds / m.seconds).toFixed(2));
  const trouble = m.non2xx || m.badBodies || m.errors ? ` — non2xx ${m.non2xx}, bad bodies ${m.badBodies}, errors ${m.errors}` : '';
  return (
    `${Math.round(m.rps)} req/s, p50 ${m.p50} ms, p99 ${m.p99} ms, server ${us(m.cpu?.server)} µs/req (kernel ${us(m.cpu?.serverKernel)}, ${((m.cpu?.serverFaults ?? NaN) / m.requests).toFixed(2)} faults), pg ${us(m.cpu?.postgres)} µs/req (cluster ${us(m.cpu?.postgresAll)}), ` +
    `load generator ${cores(m.cpu?.bench)} cores, others ${cores(m.cpu?.others)} cores${trouble}`
  );
}

// Everything this run starts or creates goes away however it ends.
let cleaning: Promise<void> | undefined;
const cleanUp = () => (cleaning ??= stopAll().then(cleanUpData));
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    console.warn(`\n${signal}: stopping servers and removing bench data…`);
    void cleanUp().finally(() => process.exit(130));
  });
}
process.on('exit', () => {
  killAllNow();
  removeTempDirsNow();
});

await runScript(main, cleanUp);
