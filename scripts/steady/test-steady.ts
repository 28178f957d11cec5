/**
 * `npm run test:steady`: the e2e suite N times in a row while a busy loop keeps one core occupied, as CI's shared
 * machine does (issue 22). Every failing test is reported by name with its run; a test that fails once is a bug to fix,
 * so nothing here retries. Usage: npm run test:steady -- [--runs 5] [--busy 1] [--no-build] [e2e file filters…]
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseSteadyArgs } from './steady-args';
import { failuresOf, type Failure } from './vitest-report';

const repoRoot = path.resolve(import.meta.dirname, '../..');
const options = parseSteadyArgs(process.argv.slice(2));
const say = (line: string) => process.stdout.write(`${line}\n`);

function startBusyLoops(count: number): ChildProcess[] {
  return Array.from({ length: count }, () => spawn(process.execPath, ['-e', 'for (;;) {}'], { stdio: 'ignore' }));
}

function runOnce(run: number, reportFile: string): { ok: boolean; seconds: number; failures: Failure[] } {
  const started = Date.now();
  const result = spawnSync(
    process.execPath,
    [
      path.join(repoRoot, 'node_modules/vitest/vitest.mjs'),
      'run',
      '--config',
      'e2e/vitest.config.ts',
      '--reporter=default',
      '--reporter=json',
      `--outputFile.json=${reportFile}`,
      ...options.filters,
    ],
    { cwd: repoRoot, stdio: 'inherit', env: { ...process.env, STEADY_RUN: String(run) } },
  );
  const seconds = Math.round((Date.now() - started) / 1000);
  const failures = fs.existsSync(reportFile) ? failuresOf(JSON.parse(fs.readFileSync(reportFile, 'utf8'))) : [];
  const ok = result.status === 0 && failures.length === 0;
  if (!ok && failures.length === 0) failures.push({ file: '(vitest)', name: `exited with ${result.status ?? result.signal}`, message: '' });
  return { ok, seconds, failures };
}

if (options.build) {
  const built = spawnSync('npm', ['run', 'build'], { cwd: repoRoot, stdio: 'inherit' });
  if (built.status !== 0) process.exit(built.status ?? 1);
}

const busy = startBusyLoops(options.busy);
const stopBusy = () => busy.forEach((child) => child.kill('SIGKILL'));
process.on('exit', stopBusy);
process.on('SIGINT', () => process.exit(130));
process.on('SIGTERM', () => process.exit(143));

const reportDir = fs.mkdtempSync(path.join(os.tmpdir(), 'zy-steady-'));
const results = [];
for (let run = 1; run <= options.runs; run += 1) {
  say(`\n== steady run ${run} of ${options.runs} (${options.busy} busy core(s), load ${os.loadavg()[0]!.toFixed(2)})`);
  const result = runOnce(run, path.join(reportDir, `run-${run}.json`));
  results.push(result);
  say(`== run ${run}: ${result.ok ? 'green' : 'FAILED'} in ${result.seconds} s`);
}
stopBusy();

say('\n== steady summary');
results.forEach((r, i) => {
  say(`run ${i + 1}: ${r.ok ? 'green' : 'failed'} in ${r.seconds} s`);
  for (const f of r.failures) say(`  ✗ ${f.file} › ${f.name}\n    ${f.message.split('\n')[0]}`);
});
const green = results.filter((r) => r.ok).length;
say(`${green} of ${results.length} runs green`);
fs.rmSync(reportDir, { recursive: true, force: true });
process.exit(green === results.length ? 0 : 1);
