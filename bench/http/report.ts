import fs from 'node:fs';
import path from 'node:path';
import { isValid, type Measurement } from './load';

export interface ScenarioSpec {
  id: string;
  label: string;
  /** The scenario whose req/s this one is divided by (in the same round); absent for the baseline. */
  against?: string;
  goal?: { ratio: number; p99Ms?: number };
  /** Whether PostgreSQL serves it (its CPU per request is shown). */
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
  postgresUs?: number;
  otherCores: number;
  against?: string;
  /** Median of the per-round ratios, and those ratios. */
  ratio?: number;
  ratios?: number[];
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

/** Medians over rounds; each ratio is taken within a round (same minute, same machine state), then its median. */
export function summarise(specs: ScenarioSpec[], rounds: Map<string, Measurement>[], extraProblems: Map<string, string[]>): Row[] {
  return specs.map((spec) => {
    const runs = rounds.map((r) => r.get(spec.id)).filter((m): m is Measurement => m !== undefined);
    const problems = [...(extraProblems.get(spec.id) ?? [])];
    runs.forEach((m, i) => {
      if (!isValid(m)) problems.push(`round ${i + 1}: non2xx ${m.non2xx}, bad bodies ${m.badBodies}, errors ${m.errors}, timeouts ${m.timeouts}`);
    });
    const ratios = spec.against
      ? rounds.flatMap((r) => {
          const m = r.get(spec.id);
          const base = r.get(spec.against as string);
          return m && base && base.rps > 0 ? [m.rps / base.rps] : [];
        })
      : [];
    const row: Row = {
      id: spec.id,
      label: spec.label,
      rounds: runs.length,
      valid: runs.length > 0 && problems.length === 0,
      rps: median(runs.map((m) => m.rps)),
      p50: median(runs.map((m) => m.p50)),
      p99: median(runs.map((m) => m.p99)),
      serverUs: median(runs.map((m) => perRequest(m, m.cpu?.server))),
      ...(spec.postgres && { postgresUs: median(runs.map((m) => perRequest(m, m.cpu?.postgres))) }),
      otherCores: median(runs.map((m) => (m.cpu?.others ?? NaN) / m.seconds)),
      problems,
      ...(spec.against && { against: spec.against, ratio: median(ratios), ratios }),
      ...(spec.goal && { goal: spec.goal }),
    };
    if (spec.goal && row.ratio !== undefined && !Number.isNaN(row.ratio)) {
      row.met = row.valid && row.ratio >= spec.goal.ratio && (spec.goal.p99Ms === undefined || row.p99 <= spec.goal.p99Ms);
    }
    return row;
  });
}

const pad = (text: string, width: number) => text.padEnd(width);
const range = (values: number[]) => `${Math.min(...values).toFixed(2)}–${Math.max(...values).toFixed(2)}`;

export function table(rows: Row[]): string {
  const header = ['scenario', 'req/s', 'p50 ms', 'p99 ms', 'server µs/req', 'pg µs/req', 'other load', 'ratio (rounds: min–max)', 'goal', 'result'];
  const num = (n: number | undefined, digits = 0) => (n === undefined || Number.isNaN(n) ? '—' : n.toFixed(digits));
  const lines = rows.map((r) => [
    r.label,
    num(r.rps),
    num(r.p50),
    num(r.p99),
    num(r.serverUs),
    num(r.postgresUs),
    Number.isNaN(r.otherCores) ? '—' : `${num(r.otherCores, 2)} cores`,
    r.ratio === undefined || Number.isNaN(r.ratio) ? '—' : `${r.ratio.toFixed(3)} of ${r.against} (${range(r.ratios ?? [])})`,
    r.goal ? `≥ ${r.goal.ratio}${r.goal.p99Ms ? `, p99 ≤ ${r.goal.p99Ms} ms` : ''}` : '',
    r.rounds === 0 ? 'not run' : !r.valid ? 'INVALID' : r.met === undefined ? (r.goal ? 'n/a' : '') : r.met ? 'met' : 'MISSED',
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
