import { parseArgs } from 'node:util';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildApp } from '../app';
import { loadConfig } from '../config';
import { openDatabase } from '../db/client';
import { seedDemo } from '../db/seed/demo.seed';
import { seedReference } from '../db/seed/reference.seed';
import { runFuzz, type FuzzReport } from './run';

/**
 * `npm run fuzz [-- --seed N --count N --verbose]`: the app in-process on a fresh in-memory PGlite with the demo seed,
 * fuzzed through app.inject (no port). Exits 1 on any 5xx or any answer outside the envelope.
 */
const { values } = parseArgs({
  options: { seed: { type: 'string', default: '1' }, count: { type: 'string', default: '10000' }, verbose: { type: 'boolean', default: false } },
});
const seed = Number(values.seed);
const count = Number(values.count);
if (!Number.isInteger(seed) || !Number.isInteger(count) || count < 1) throw new Error('--seed and --count take integers');

const files = fs.mkdtempSync(path.join(os.tmpdir(), 'zy-fuzz-files-'));
const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: values.verbose ? 'warn' : 'silent', FILE_STORAGE: files, WEB_AUTH_CODE: 'fuzz-auth-code' });
const database = await openDatabase({ kind: 'pglite-memory' });
await database.migrate();
await seedReference(database.db);
await seedDemo(database.db);
const app = await buildApp({ config, database, logger: values.verbose });
await app.ready();

const started = Date.now();
const report = await runFuzz(app, {
  seed,
  count,
  authCode: config.webAuthCode,
  onProgress: (done) => {
    if (done % 1000 === 0) process.stderr.write(`  ${done} requests, ${((Date.now() - started) / 1000).toFixed(0)} s\n`);
  },
});
await app.close();
await database.close();
fs.rmSync(files, { recursive: true, force: true });
print(report, (Date.now() - started) / 1000);
process.exit(report.serverErrors === 0 && report.outsideEnvelope === 0 ? 0 : 1);

function print(r: FuzzReport, seconds: number): void {
  const line = (...parts: unknown[]) => process.stdout.write(`${parts.join(' ')}\n`);
  const rows = Object.entries(r.perOperation).sort(([a], [b]) => a.localeCompare(b));
  line('operation'.padEnd(64), 'requests', '   ok', 'refused', ' 5xx', 'outside');
  for (const [name, c] of rows) {
    line(name.padEnd(64), String(c.requests).padStart(8), String(c.ok).padStart(5), String(c.refused).padStart(7), String(c.serverErrors).padStart(4), String(c.outsideEnvelope).padStart(7));
  }
  for (const f of r.findings) line(`\n✗ ${f.operation} [${f.mutation}] → ${f.status}\n  ${f.request}\n  ${f.answer}`);
  line('\nresult codes:', Object.entries(r.codes).map(([code, n]) => `${code}×${n}`).join(' '));
  const inEnvelope = (100 * (r.requests - r.outsideEnvelope)) / r.requests;
  line(
    `\nseed ${r.seed}: ${r.requests} requests over ${rows.length} operations in ${seconds.toFixed(0)} s, ${r.signIns} sign-ins; ` +
      `HTTP 5xx: ${r.serverErrors}; outside the envelope: ${r.outsideEnvelope} (${inEnvelope.toFixed(2)} % in it)`,
  );
}
