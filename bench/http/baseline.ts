import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import type { Measurement } from './load';
import { cpuPerCall, median, type ScenarioSpec } from './report';

/**
 * BENCH_BASE=<another checkout of this repository> (its node_modules in place): an A/B of the server against that
 * code in the same run. A second PostgreSQL server is started from `<dir>/apps/server/src/main.ts` on the same bench
 * database (or its bundle, with BENCH_BUNDLE=1), and (a) and (b) are each measured on it too, as `a@base` and `b@base`, right before the same scenario on
 * this checkout, in every round. On a shared machine whose other load comes and goes, this ÷ base within a round is
 * the honest before-and-after; absolute figures of two runs are not.
 */
export const baseDir = process.env.BENCH_BASE ? path.resolve(process.env.BENCH_BASE) : null;
const compared = ['a', 'b'];

export function baseScript(): string | null {
  if (!baseDir) return null;
  if (!fs.existsSync(path.join(baseDir, 'apps/server/src/main.ts'))) throw new Error(`BENCH_BASE: no server in ${baseDir}`);
  return serverEntry(baseDir);
}

/** The scenarios with each compared one preceded by its run on the base server. */
export function withBaseSpecs(specs: ScenarioSpec[]): ScenarioSpec[] {
  if (!baseDir) return specs;
  return specs.flatMap((spec) =>
    compared.includes(spec.id) ? [{ ...spec, id: `${spec.id}@base`, label: `${spec.label} — base`, goal: undefined }, spec] : [spec],
  );
}

/** The A/B lines: per round, this checkout's (server + PostgreSQL) CPU per call ÷ the base's, then the median. */
export function baseComparison(specs: ScenarioSpec[], rounds: Map<string, Measurement>[]): string[] {
  if (!baseDir) return [];
  const lines = [`A/B against ${baseDir} (CPU per call, this ÷ base, per round; server alone in brackets):`];
  for (const spec of specs.filter((s) => compared.includes(s.id))) {
    const both = rounds.map((r) => [r.get(spec.id), r.get(`${spec.id}@base`)] as const).filter(([a, b]) => a && b) as [Measurement, Measurement][];
    if (both.length === 0) continue;
    const total = both.map(([a, b]) => cpuPerCall(a, Boolean(spec.postgres)) / cpuPerCall(b, Boolean(spec.postgres)));
    const server = both.map(([a, b]) => cpuPerCall(a, false) / cpuPerCall(b, false));
    const f = (x: number) => x.toFixed(3);
    lines.push(`  ${spec.id}: median ${f(median(total))} (${total.map(f).join(', ')}); server alone ${f(median(server))} (${server.map(f).join(', ')})`);
  }
  return lines;
}

/**
 * BENCH_BUNDLE=1: the servers run as `npm start` runs them, the esbuild bundle (scripts/build-server.mjs) on plain
 * Node, built here first (for BENCH_BASE too, in its own checkout). Without it they run from source through tsx, whose
 * transform wraps every function a call creates in a `__name` helper (Object.defineProperty per closure: ≈ 3 % of
 * (a)'s server CPU in a profile) that the bundle does not have.
 */
export const bundled = process.env.BENCH_BUNDLE === '1';

/** The server's entry in `root` (a checkout): its bundle, built now, or its source. */
export function serverEntry(root: string): string {
  if (!bundled) return path.join(root, 'apps/server/src/main.ts');
  const built = spawnSync(process.execPath, [path.join(root, 'scripts/build-server.mjs')], { cwd: root, encoding: 'utf8' });
  if (built.status !== 0) throw new Error(`building the server bundle in ${root} failed:\n${built.stderr}`);
  return path.join(root, 'apps/server/dist/main.mjs');
}
