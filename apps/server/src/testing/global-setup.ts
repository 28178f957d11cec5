import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../db/client';
import { prepareDatabase } from '../db/prepare';
import { prepareReset, reuseDatabases } from './database-reset';
import { pinDump, preparedDump } from './prepared-dump';

declare module 'vitest' {
  export interface ProvidedContext {
    pgliteSnapshot: string;
    postgresTemplate: string;
  }
}

/**
 * Migrates and seeds (reference data and the demo tenant) once per run: a PGlite data folder dumped to a file, or a
 * PostgreSQL template database. Each test file then starts from that state in well under a second (ARCHITECTURE.md,
 * "Stack notes"); seeding here rather than per file saves the demo accounts' argon2 hashes and the domain seeds. The
 * dump is the one the e2e set-up unpacks too, kept between the two runs of `npm test` (prepared-dump.ts).
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  if (project.name === 'api-postgres') return setupPostgres(project);
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'zy-pglite-'));
  const file = pinDump(await preparedDump(), dir);
  project.provide('pgliteSnapshot', file);
  project.provide('postgresTemplate', '');
  return async () => fs.rmSync(dir, { recursive: true, force: true });
}

async function setupPostgres(project: TestProject): Promise<() => Promise<void>> {
  const url = process.env.DATABASE_URL as string;
  const template = `zy_tpl_${process.pid}_${Date.now()}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${template}`);
  const database = await openDatabase({ kind: 'postgres', url: withDatabase(url, template), poolSize: 1 });
  // As a server's start does it, the demo tenant included.
  await prepareDatabase(database, true);
  // The reset's copies and triggers are made once here and copied with the template, not in each worker's new
  // database (database-reset.ts).
  if (reuseDatabases) await prepareReset(database.ownerDb);
  await database.close();
  project.provide('postgresTemplate', template);
  project.provide('pgliteSnapshot', '');
  return async () => {
    const { rows } = await admin.query<{ datname: string }>(`SELECT datname FROM pg_database WHERE datname LIKE $1`, [`${template}%`]);
    for (const row of rows.reverse()) await admin.query(`DROP DATABASE IF EXISTS ${row.datname} WITH (FORCE)`);
    await admin.end();
  };
}

export function withDatabase(url: string, name: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${name}`;
  return parsed.toString();
}
