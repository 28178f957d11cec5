import { parseArgs } from 'node:util';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildApp } from '../app';
import { loadConfig } from '../config';
import { openDatabase } from '../db/client';
import { prepareDatabase } from '../db/prepare';
import { runFuzz, type FuzzReport } from './run';

/**
 * `npm run fuzz [-- --seed N --count N --verbose]`: the app in-process on a fresh in-memory PGlite with the demo seed,
 * fuzzed through app.inject (no port). With DATABASE_URL (the owner's address of an empty database) it runs on
 * PostgreSQL instead, migrated and seeded there, the server connecting as its own role under row-level security.
 * Exits 1 on any 5xx, any answer outside the envelope, or any success whose data its response schema refuses.
 */
const { values } = parseArgs({
  options: { seed: { type: 'string', default: '1' }, count: { type: 'string', default: '10000' }, verbose: { type: 'boolean', default: false } },
});
const seed = Number(values.seed);
const count = Number(values.count);
if (!Number.isInteger(seed) || !Number.isInteger(count) || count < 1) throw new Error('--seed and --count take integers');

const files = fs.mkdtempSync(path.join(os.tmpdir(), 'zy-fuzz-files-'));
const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: values.verbose ? 'warn' : 'silent', FILE_STORAGE: files, WEB_AUTH_CODE: 'fuzz-auth-code' });
const url = process.env.DATABASE_URL;
const database = await openDatabase(url ? { kind: 'postgres', url } : { kind: 'pglite-memory' });
await prepareDatabase(database, true);
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
process.exit(report.serverErrors === 0 && report.outsideEnvelope === 0 && report.schemaInvalid === 0 ? 0 : 1);

function print(r: FuzzReport, seconds: number): void {
  const line = (...parts: unknown[]) => process.stdout.write(`${parts.join(' ')}\n`);
  const rows = Object.entries(r.perOperation).sort(([a], [b]) => a.localeCompare(b));
  line('operation'.padEnd(64), 'requests', '   ok', 'refused', ' 5xx', 'outside', 'schema✗');
  for (const [name, c] of rows) {
    const cells = [c.requests, c.ok, c.refused, c.serverErrors, c.outsideEnvelope, c.schemaInvalid].map((n, i) => String(n).padStart([8, 5, 7, 4, 7, 8][i] as number));
    line(name.padEnd(64), ...cells);
  }
  for (const f of r.findings) line(`\n✗ ${f.operation} [${f.mutation}] → ${f.status}\n  ${f.request}\n  ${f.answer}`);
  line('\nresult codes:', Object.entries(r.codes).map(([code, n]) => `${code}×${n}`).join(' '));
  const inEnvelope = (100 * (r.requests - r.outsideEnvelope)) / r.requests;
  const schemaValid = r.schemaChecked ? (100 * (r.schemaChecked - r.schemaInvalid)) / r.schemaChecked : 100;
  line(
    `\nseed ${r.seed} on ${url ? 'PostgreSQL' : 'PGlite'}: ${r.requests} requests over ${rows.length} operations in ${seconds.toFixed(0)} s, ${r.signIns} sign-ins; ` +
      `HTTP 5xx: ${r.serverErrors}; outside the envelope: ${r.outsideEnvelope} (${inEnvelope.toFixed(2)} % in it); ` +
      `successes checked against their schema: ${r.schemaChecked}, refused: ${r.schemaInvalid} (${schemaValid.toFixed(2)} % valid)`,
  );
}
