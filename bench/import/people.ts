/**
 * npm run bench:import-people (or `node --import tsx bench/import/people.ts`) — 10,000 people (ROWS=…) imported into
 * the demo unit through the real app over HTTP: signed multipart upload, every row checked, one transaction. Goal:
 * well under 10 s. DATABASE_URL runs it on PostgreSQL (the people it made are removed afterwards); unset, on a fresh
 * embedded PGlite folder. Prints one JSON line: {database, rows, ms, imported}.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { PEOPLE_SHEET_COLUMNS, routes } from '@zhuyun/contracts';
import { startBenchApp } from './bench-app';

const rows = Number(process.env.ROWS ?? 10_000);
/** Two digits of this run in every phone, so runs on one PostgreSQL never collide and clean up only their own. */
const run = String(10 + Math.floor(Math.random() * 90));
const POSTS = [
  ['工程部', '施工员'],
  ['工程部', '质检员'],
  ['综合管理部', '行政专员'],
  ['钱塘一号项目部', '施工员'],
] as const;

/** The template's columns, streamed (constant memory). */
export async function generatePeopleFile(file: string, count: number, phonePrefix: string): Promise<void> {
  const book = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: fs.createWriteStream(file), useSharedStrings: false, useStyles: false });
  const sheet = book.addWorksheet('人员');
  sheet.addRow(PEOPLE_SHEET_COLUMNS.map((c) => c.header)).commit();
  for (let i = 0; i < count; i++) {
    const [dept, job] = POSTS[i % POSTS.length]!;
    sheet.addRow([`员工${i}`, `${phonePrefix}${String(i).padStart(7, '0')}`, i % 2 ? `bench${phonePrefix}x${i}` : null, dept, job]).commit();
  }
  sheet.commit();
  await book.commit();
}

async function main() {
  const prefix = `17${run}`;
  const file = path.join(os.tmpdir(), `zhuyun-bench-people-${rows}-${run}.xlsx`);
  await generatePeopleFile(file, rows, prefix);
  const { api, database, close } = await startBenchApp('zhuyun-bench-people-');
  try {
    const blob = await fs.openAsBlob(file);
    const started = performance.now();
    const answer = await api.upload(routes.createUserImport, {}, blob, path.basename(file));
    const ms = Math.round(performance.now() - started);
    if (answer.data.error_count) throw new Error(`import refused: ${answer.msg} ${JSON.stringify(answer.data.errors.slice(0, 3))}`);
    process.stdout.write(`${JSON.stringify({ database: database.kind, rows, ms, imported: answer.data.imported, fileMb: +(blob.size / 1048576).toFixed(2) })}\n`);
  } finally {
    // Leaves nothing behind in a PostgreSQL database: this run's people, their memberships and posts.
    const mine = sql`(select user_id from users where phone like ${`${prefix}%`})`;
    await database.db.execute(sql`delete from job_users where user_id in ${mine}`);
    await database.db.execute(sql`delete from company_members where user_id in ${mine}`);
    await database.db.execute(sql`delete from users where phone like ${`${prefix}%`}`);
    await close();
    fs.rmSync(file, { force: true });
  }
}

if (import.meta.url === `file://${process.argv[1]}`) await main();
