/**
 * npm run bench:ingest — site-data ingestion throughput (issue 18 item 2): BATCHES uploads of 10,000 readings each
 * (100,000 by default) posted over HTTP to the real app with a device key, then one repeat of the first batch (all
 * duplicates). Prints readings per second for new readings and for repeats. DATABASE_URL runs on PostgreSQL instead
 * of the embedded PGlite; the bench deletes its device (and so its readings) at the end.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ApiClient, memoryStore } from '@zhuyun/client';
import { routes, WEB_SYSTEM_NO } from '@zhuyun/contracts';
import { buildApp } from '../../apps/server/src/app';
import { loadConfig } from '../../apps/server/src/config';
import { openDatabase } from '../../apps/server/src/db/client';
import { seedDemo } from '../../apps/server/src/db/seed/demo.seed';
import { seedReference } from '../../apps/server/src/db/seed/reference.seed';
import { inSystemScope } from '../../apps/server/src/db/scope';

const BATCH = 10_000;
const batches = Number(process.env.BATCHES ?? 10);
const METRICS = ['pm25', 'pm10', 'tsp', 'noise', 'temperature', 'humidity', 'wind_speed', 'wind_direction'];
const T0 = Date.parse('2026-01-01T00:00:00Z');

/** Batch b: 1,250 instants (one a second) × 8 metrics, so every reading is new. */
const batchOf = (b: number) =>
  JSON.stringify({
    readings: Array.from({ length: BATCH }, (_, i) => ({
      metric: METRICS[i % METRICS.length],
      at: new Date(T0 + (b * (BATCH / METRICS.length) + Math.floor(i / METRICS.length)) * 1000).toISOString(),
      value: Math.round(Math.random() * 1000) / 10,
    })),
  });

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'zhuyun-bench-ingest-'));
const config = loadConfig({
  NODE_ENV: 'development',
  LOG_LEVEL: 'silent',
  WEB_AUTH_CODE: 'bench-ingest',
  DATA_DIR: dataDir,
  SEED_DEMO: '0',
  ...(process.env.DATABASE_URL ? { DATABASE_URL: process.env.DATABASE_URL } : {}),
});
const database = await openDatabase(config.database);
await database.migrate();
// Every unit's rows: the system scope `seed` (docs/decisions/024-row-level-security.md).
await inSystemScope('seed', async () => {
  await seedReference(database.db);
  await seedDemo(database.db);
});
const app = await buildApp({ config, database, logger: false });
const address = await app.listen({ port: 0, host: '127.0.0.1' });
try {
  const api = new ApiClient({ baseUrl: address, systemNo: WEB_SYSTEM_NO, authCode: 'bench-ingest', store: memoryStore() });
  const login = await api.call(routes.login, { login_type: 1, user_no: 'demo', password: 'Demo@2026zy!' });
  api.setToken(login.access_token);
  const { device_id } = await api.call(routes.createSiteDevice, { device_name: `基准传感器${Date.now()}`, device_kind: 'environment' });
  const { device_key } = await api.call(routes.createSiteDeviceKey, { device_id });
  const post = async (body: string) => {
    const answer = await fetch(`${address}${routes.uploadSiteReadings.path}`, { method: 'POST', headers: { 'content-type': 'application/json', device_key }, body });
    const json = (await answer.json()) as { code: number; data: { accepted: number; duplicates: number } };
    if (json.code !== 0) throw new Error(`upload refused: ${JSON.stringify(json)}`);
    return json.data;
  };
  const bodies = Array.from({ length: batches }, (_, b) => batchOf(b));
  let accepted = 0;
  const started = performance.now();
  for (const body of bodies) accepted += (await post(body)).accepted;
  const ms = performance.now() - started;
  const repeatStarted = performance.now();
  const repeat = await post(bodies[0] as string);
  const repeatMs = performance.now() - repeatStarted;
  if (accepted !== batches * BATCH || repeat.duplicates !== BATCH) throw new Error(`expected ${batches * BATCH} new and ${BATCH} repeats, got ${accepted} and ${repeat.duplicates}`);
  await api.call(routes.deleteSiteDevice, { device_id });
  process.stdout.write(
    `${database.kind}: ${accepted} new readings in ${(ms / 1000).toFixed(1)} s = ${Math.round(accepted / (ms / 1000))} readings/s ` +
      `(batches of ${BATCH} over HTTP); a repeated batch: ${Math.round(BATCH / (repeatMs / 1000))} readings/s\n`,
  );
} finally {
  await app.close();
  await database.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
}
