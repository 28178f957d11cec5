import fs from 'node:fs';
import path from 'node:path';
import { isValid, type Measurement } from './load';

export interface ScenarioSpec {
  id: string;
  label: string;
  /** The scenario this one's rate and p99 are compared with (in the same round); every scenario's CPU is against hello. */
  against?: string;
  /**
   * cpuRatioMax: server (+ PostgreSQL) CPU per call ≤ this × hello's server CPU per call; p99Ms: latency bound;
   * rateRatioMin: req/s ≥ this × `against`'s; p99RatioMax: p99 ≤ this × `against`'s.
   */
  goal?: { cpuRatioMax?: number; p99Ms?: number; rateRatioMin?: number; p99RatioMax?: number };
  /** Whether PostgreSQL serves it (its CPU per request is shown and counted). */
  postgres?: boolean;
}

export interface Row {
  id: string;
  label: string;
  rounds: number;
  valid: boolean;
  rps: number;
  p50: number;
  p99: number;
  /** CPU per request of the server process and of PostgreSQL, in µs; other processes' load in cores. */
  serverUs: number;
  /** Of serverUs, the kernel's (socket work, epoll, page faults). */
  serverKernelUs: number;
  postgresUs?: number;
  otherCores: number;
  /** (server + PostgreSQL) CPU per call ÷ hello's server CPU per call, per round, then the median; and those ratios. */
  cpuRatio?: number;
  cpuRatios?: number[];
  against?: string;
  /** req/s and p99 against `against`, per round, then the median. */
  rateRatio?: number;
  p99Ratio?: number;
  goal?: ScenarioSpec['goal'];
  met?: boolean;
  problems: string[];
}

export const median = (values: number[]): number => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length === 0 ? NaN : sorted.length % 2 ? (sorted[mid] as number) : ((sorted[mid - 1] as number) + (sorted[mid] as number)) / 2;
};

const perRequest = (m: Measurement, seconds: number | null | undefined) => (seconds == null ? NaN : (seconds * 1e6) / m.requests);
/** CPU per call of the server process, plus PostgreSQL's when it serves the scenario. */
export const cpuPerCall = (m: Measurement, withPostgres: boolean) =>
  perRequest(m, m.cpu?.server) + (withPostgres ? perRequest(m, m.cpu?.postgres ?? 0) : 0);

/** The round's key of the hello measured right after a scenario (run.ts, BENCH_BRACKET_SECONDS). */
export const helloAfter = (id: string) => `hello after ${id}`;

/**
 * Hello's server CPU per call around a scenario in one round: the mean of the hello measured right before it (the
 * round's first, or the one after the scenario before it) and the one right after it, where those were measured;
 * else the round's first hello.
 */
function helloAround(specs: ScenarioSpec[], round: Map<string, Measurement>, id: string): number {
  const at = specs.findIndex((s) => s.id === id);
  const previous = specs.slice(0, at).filter((s) => s.id !== 'hello' && round.has(s.id)).at(-1);
  const windows = [round.get(previous ? helloAfter(previous.id) : 'hello') ?? round.get('hello'), round.get(helloAfter(id))];
  const values = windows.filter((m): m is Measurement => m !== undefined).map((m) => perRequest(m, m.cpu?.server));
  return values.reduce((a, b) => a + b, 0) / values.length;
}

/**
 * Medians over rounds; each ratio is taken within a round (same minute, same machine state), then its median. CPU is
 * divided by the hellos on either side of the scenario (helloAround).
 */
export function summarise(specs: ScenarioSpec[], rounds: Map<string, Measurement>[], extraProblems: Map<string, string[]>): Row[] {
  return specs.map((spec) => {
    const runs = rounds.map((r) => r.get(spec.id)).filter((m): m is Measurement => m !== undefined);
    const problems = [...(extraProblems.get(spec.id) ?? [])];
    runs.forEach((m, i) => {
      if (!isValid(m)) problems.push(`round ${i + 1}: non2xx ${m.non2xx}, bad bodies ${m.badBodies}, errors ${m.errors}, timeouts ${m.timeouts}`);
    });
    const perRound = (base: string | undefined, f: (m: Measurement, b: Measurement) => number) =>
      base
        ? rounds.flatMap((r) => {
            const m = r.get(spec.id);
            const b = r.get(base);
            const value = m && b ? f(m, b) : NaN;
            return Number.isFinite(value) ? [value] : [];
          })
        : [];
    const cpuRatios =
      spec.id === 'hello'
        ? []
        : rounds.flatMap((r) => {
            const m = r.get(spec.id);
            const value = m && r.has('hello') ? cpuPerCall(m, spec.postgres === true) / helloAround(specs, r, spec.id) : NaN;
            return Number.isFinite(value) ? [value] : [];
          });
    const rateRatios = perRound(spec.against, (m, b) => m.rps / b.rps);
    const p99Ratios = perRound(spec.against, (m, b) => m.p99 / Math.max(1, b.p99));
    const row: Row = {
      id: spec.id,
      label: spec.label,
      rounds: runs.length,
      valid: runs.length > 0 && problems.length === 0,
      rps: median(runs.map((m) => m.rps)),
      p50: median(runs.map((m) => m.p50)),
      p99: median(runs.map((m) => m.p99)),
      serverUs: median(runs.map((m) => perRequest(m, m.cpu?.server))),
      serverKernelUs: median(runs.map((m) => perRequest(m, m.cpu?.serverKernel))),
      ...(spec.postgres && { postgresUs: median(runs.map((m) => perRequest(m, m.cpu?.postgres))) }),
      otherCores: median(runs.map((m) => (m.cpu?.others ?? NaN) / m.seconds)),
      problems,
      ...(cpuRatios.length > 0 && { cpuRatio: median(cpuRatios), cpuRatios }),
      ...(spec.against && { against: spec.against, rateRatio: median(rateRatios), p99Ratio: median(p99Ratios) }),
      ...(spec.goal && { goal: spec.goal }),
    };
    const g = spec.goal;
    if (g && runs.length > 0) {
      const within = (value: number | undefined, test: (v: number) => boolean) => value !== undefined && !Number.isNaN(value) && test(value);
      row.met =
        row.valid &&
        (g.cpuRatioMax === undefined || within(row.cpuRatio, (v) => v <= (g.cpuRatioMax as number))) &&
        (g.p99Ms === undefined || row.p99 <= g.p99Ms) &&
        (g.rateRatioMin === undefined || within(row.rateRatio, (v) => v >= (g.rateRatioMin as number))) &&
        (g.p99RatioMax === undefined || within(row.p99Ratio, (v) => v <= (g.p99RatioMax as number)));
    }
    return row;
  });
}

/** The goal in words, e.g. "CPU ≤ 16× hello, p99 ≤ 50 ms". */
export function goalText(goal: ScenarioSpec['goal'], against?: string): string {
  if (!goal) return '';
  return [
    goal.cpuRatioMax !== undefined && `CPU ≤ ${goal.cpuRatioMax}× hello`,
    goal.p99Ms !== undefined && `p99 ≤ ${goal.p99Ms} ms`,
    goal.rateRatioMin !== undefined && `req/s ≥ ${goal.rateRatioMin} of ${against}`,
    goal.p99RatioMax !== undefined && `p99 ≤ ${goal.p99RatioMax}× ${against}'s`,
  ]
    .filter(Boolean)
    .join(', ');
}

const pad = (text: string, width: number) => text.padEnd(width);

export function table(rows: Row[]): string {
  const header = ['scenario', 'req/s', 'p50 ms', 'p99 ms', 'server µs/req (kernel)', 'pg µs/req', 'CPU ÷ hello (rounds)', 'vs against', 'other load', 'goal', 'result'];
  const num = (n: number | undefined, digits = 0) => (n === undefined || Number.isNaN(n) ? '—' : n.toFixed(digits));
  const range = (values: number[] | undefined) => (values?.length ? ` (${Math.min(...values).toFixed(1)}–${Math.max(...values).toFixed(1)})` : '');
  const lines = rows.map((r) => [
    r.label,
    num(r.rps),
    num(r.p50),
    num(r.p99),
    `${num(r.serverUs)} (${num(r.serverKernelUs)})`,
    num(r.postgresUs),
    r.cpuRatio === undefined ? '—' : `${num(r.cpuRatio, 2)}×${range(r.cpuRatios)}`,
    r.against ? `req/s ${num(r.rateRatio, 2)}, p99 ${num(r.p99Ratio, 2)}× of ${r.against}` : '—',
    Number.isNaN(r.otherCores) ? '—' : `${num(r.otherCores, 2)} cores`,
    goalText(r.goal, r.against),
    r.rounds === 0 ? 'not run' : !r.valid ? 'INVALID' : r.met === undefined ? '' : r.met ? 'met' : 'MISSED',
  ]);
  const widths = header.map((h, i) => Math.max(h.length, ...lines.map((l) => (l[i] as string).length)));
  const format = (cells: string[]) => cells.map((c, i) => pad(c, widths[i] as number)).join('  ').trimEnd();
  return [format(header), widths.map((w) => '-'.repeat(w)).join('  '), ...lines.map(format)].join('\n');
}

export function writeJson(dir: string, payload: unknown): string {
  fs.mkdirSync(dir, { recursive: true });
  const stamp = new Date().toISOString().replace(/[:.]/g, '-');
  const file = path.join(dir, `http-${stamp}.json`);
  fs.writeFileSync(file, `${JSON.stringify(payload, null, 2)}\n`);
  return file;
}
