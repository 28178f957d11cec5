/**
 * One measurement in its own process, so its peak RSS is its own: `baseline <file>` reads the file with exceljs'
 * streaming reader alone; `app <file>` imports it through the real app over HTTP (signed client, multipart upload,
 * validation, one transaction). Prints one JSON line: {kind, rows, ms, peakRssMb}.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import ExcelJS from 'exceljs';
import { ApiClient, memoryStore } from '@zhuyun/client';
import { routes, WEB_SYSTEM_NO } from '@zhuyun/contracts';

import { buildApp } from '../../apps/server/src/app';
import { loadConfig } from '../../apps/server/src/config';
import { openDatabase } from '../../apps/server/src/db/client';
import { seedDemo } from '../../apps/server/src/db/seed/demo.seed';
import { seedReference } from '../../apps/server/src/db/seed/reference.seed';

const peakRssMb = () => Math.round(process.resourceUsage().maxRSS / 1024);

async function baseline(file: string) {
  const started = performance.now();
  let rows = 0;
  const reader = new ExcelJS.stream.xlsx.WorkbookReader(fs.createReadStream(file), {
    sharedStrings: 'cache',
    hyperlinks: 'ignore',
    styles: 'ignore',
    worksheets: 'emit',
    entries: 'emit',
  });
  for await (const sheet of reader) {
    for await (const row of sheet) if (row.number > 1) rows++;
    break;
  }
  return { kind: 'exceljs alone', rows, ms: Math.round(performance.now() - started), peakRssMb: peakRssMb() };
}

async function viaApp(file: string) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'zhuyun-bench-import-'));
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
  await seedReference(database.db);
  await seedDemo(database.db);
  const app = await buildApp({ config, database, logger: false });
  const address = await app.listen({ port: 0, host: '127.0.0.1' });
  try {
    const api = new ApiClient({ baseUrl: address, systemNo: WEB_SYSTEM_NO, authCode: 'bench-import', store: memoryStore() });
    const login = await api.call(routes.login, { login_type: 1, user_no: 'demo', password: 'Demo@2026zy!' });
    api.setToken(login.access_token);
    const { project_id } = await api.call(routes.saveProject, { project_code: `BENCH-${Date.now()}`, project_name: '导入基准项目' });
    const blob = await fs.openAsBlob(file);
    const rssBefore = peakRssMb();
    const started = performance.now();
    const answer = await api.upload(routes.importComponents, { project_id }, blob, path.basename(file));
    const ms = Math.round(performance.now() - started);
    if (answer.data.error_count) throw new Error(`import refused: ${answer.msg} ${JSON.stringify(answer.data.errors.slice(0, 3))}`);
    const { total_count } = await api.call(routes.listComponents, { project_id, per_page: 1 });
    // Leaves nothing behind in a PostgreSQL database (the components go with their project).
    await api.call(routes.deleteProject, { project_id });
    return { kind: `app import (${database.kind})`, rows: total_count, ms, peakRssMb: peakRssMb(), rssBeforeImportMb: rssBefore };
  } finally {
    await app.close();
    await database.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

const [kind, file] = process.argv.slice(2);
if (!file || (kind !== 'baseline' && kind !== 'app')) throw new Error('usage: measure.ts baseline|app <file>');
const result = kind === 'baseline' ? await baseline(file) : await viaApp(file);
process.stdout.write(`${JSON.stringify(result)}\n`);
