/**
 * npm run bench:import — a 100,000-row component file imported through the real app (HTTP, signed multipart upload,
 * streaming read, checks, one transaction written in batches) beside exceljs reading the same file alone, each in
 * its own process so each peak RSS is its own. Goals: import < 20 s, peak RSS < 400 MB. ROWS=… changes the size;
 * DATABASE_URL runs the app on PostgreSQL instead of the embedded PGlite.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { generateImportFile } from './generate';

const rows = Number(process.env.ROWS ?? 100_000);
const file = path.join(os.tmpdir(), `zhuyun-bench-import-${rows}.xlsx`);
if (!fs.existsSync(file)) {
  process.stdout.write(`generating ${rows} rows → ${file}\n`);
  await generateImportFile(file, rows);
}
process.stdout.write(`file: ${(fs.statSync(file).size / 1024 / 1024).toFixed(1)} MB, ${rows} rows\n`);

const measure = (kind: string) =>
  JSON.parse(
    execFileSync(process.execPath, ['--import', 'tsx', path.join(import.meta.dirname, 'measure.ts'), kind, file], {
      encoding: 'utf8',
      env: process.env,
      maxBuffer: 1 << 20,
    }).trim(),
  ) as { kind: string; rows: number; ms: number; peakRssMb: number; rssBeforeImportMb?: number };

const results = [measure('baseline'), measure('app')];
process.stdout.write('\n| run | rows | wall time | peak RSS | peak RSS before the import |\n|---|---:|---:|---:|---:|\n');
for (const r of results) {
  process.stdout.write(`| ${r.kind} | ${r.rows} | ${(r.ms / 1000).toFixed(1)} s | ${r.peakRssMb} MB | ${r.rssBeforeImportMb ?? '—'} MB |\n`);
}
const [base, app] = results as [(typeof results)[0], (typeof results)[0]];
process.stdout.write(`\napp ÷ exceljs alone: ${(app.ms / base.ms).toFixed(1)}× time; goals: < 20 s (${app.ms < 20_000 ? 'met' : 'MISSED'}), < 400 MB (${app.peakRssMb < 400 ? 'met' : 'MISSED'})\n`);
if (app.rows !== rows) throw new Error(`expected ${rows} rows imported, found ${app.rows}`);
