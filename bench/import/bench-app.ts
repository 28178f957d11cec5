import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ApiClient, memoryStore } from '@zhuyun/client';
import { routes, WEB_SYSTEM_NO } from '@zhuyun/contracts';
import { buildApp } from '../../apps/server/src/app';
import { loadConfig } from '../../apps/server/src/config';
import { openDatabase, type Database } from '../../apps/server/src/db/client';
import { seedDemo } from '../../apps/server/src/db/seed/demo.seed';
import { seedReference } from '../../apps/server/src/db/seed/reference.seed';
import { inSystemScope } from '../../apps/server/src/db/scope';

export interface BenchApp {
  api: ApiClient;
  database: Database;
  close(): Promise<void>;
}

/**
 * The real app on a free port with the demo unit, and a signed client signed in as `demo`: on PostgreSQL when
 * DATABASE_URL is set, else on a fresh embedded folder (removed by close()).
 */
export async function startBenchApp(folderPrefix: string): Promise<BenchApp> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), folderPrefix));
  const env = {
    NODE_ENV: 'development',
    LOG_LEVEL: 'silent',
    WEB_AUTH_CODE: 'bench-import',
    DATA_DIR: dataDir,
    SEED_DEMO: '0',
    ...(process.env.DATABASE_URL ? { DATABASE_URL: process.env.DATABASE_URL } : {}),
  };
  const config = loadConfig(env);
  const database = await openDatabase(config.database);
  await database.migrate();
  // Every unit's rows: the system scope `seed` (docs/decisions/024-row-level-security.md).
  await inSystemScope('seed', async () => {
    await seedReference(database.db);
    await seedDemo(database.db);
  });
  const app = await buildApp({ config, database, logger: false });
  const address = await app.listen({ port: 0, host: '127.0.0.1' });
  const api = new ApiClient({ baseUrl: address, systemNo: WEB_SYSTEM_NO, authCode: 'bench-import', store: memoryStore() });
  const login = await api.call(routes.login, { login_type: 1, user_no: 'demo', password: 'Demo@2026zy!' });
  api.setToken(login.access_token);
  return {
    api,
    database,
    close: async () => {
      await app.close();
      await database.close();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
