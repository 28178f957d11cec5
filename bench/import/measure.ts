/**
 * One measurement in its own process, so its peak RSS is its own: `baseline <file>` reads the file with exceljs'
 * streaming reader alone; `app <file>` imports it through the real app over HTTP (signed client, multipart upload,
 * validation, one transaction). Prints one JSON line: {kind, rows, ms, peakRssMb}.
 */
import fs from 'node:fs';
import path from 'node:path';
import ExcelJS from 'exceljs';
import { routes } from '@zhuyun/contracts';
import { startBenchApp } from './bench-app';

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
  const { api, database, close } = await startBenchApp('zhuyun-bench-import-');
  try {
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
    await close();
  }
}

const [kind, file] = process.argv.slice(2);
if (!file || (kind !== 'baseline' && kind !== 'app')) throw new Error('usage: measure.ts baseline|app <file>');
const result = kind === 'baseline' ? await baseline(file) : await viaApp(file);
process.stdout.write(`${JSON.stringify(result)}\n`);
