/**
 * The server under test for bench/upload/run.ts, in its own process so /proc shows its memory alone: the real app on
 * a fresh embedded database in a temporary folder, with the demo tenant. Prints one line, the address it listens on.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildApp } from '../../apps/server/src/app';
import { loadConfig } from '../../apps/server/src/config';
import { openDatabase } from '../../apps/server/src/db/client';
import { seedDemo } from '../../apps/server/src/db/seed/demo.seed';
import { seedReference } from '../../apps/server/src/db/seed/reference.seed';
import { inSystemScope } from '../../apps/server/src/db/scope';

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'zhuyun-bench-upload-'));
const config = loadConfig({ NODE_ENV: 'development', LOG_LEVEL: 'silent', WEB_AUTH_CODE: 'bench-upload', DATA_DIR: dataDir, SEED_DEMO: '0' });
const database = await openDatabase(config.database);
await database.migrate();
// Every unit's rows: the system scope `seed` (docs/decisions/024-row-level-security.md).
await inSystemScope('seed', async () => {
  await seedReference(database.db);
  await seedDemo(database.db);
});
const app = await buildApp({ config, database, logger: false });
const address = await app.listen({ port: 0, host: '127.0.0.1' });
process.stdout.write(`${address}\n`);
const stop = async () => {
  await app.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
  process.exit(0);
};
process.on('SIGTERM', () => void stop());
