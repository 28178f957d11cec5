import fs from 'node:fs';
import pg from 'pg';
import { inject } from 'vitest';
import { openDatabase, type Database } from '../db/client';
import { withDatabase } from './global-setup';

let counter = 0;

/** A fresh database for one test file: PGlite from the migrated snapshot, or a PostgreSQL copy of the template. */
export async function openTestDatabase(): Promise<Database> {
  if (process.env.TEST_DB === 'postgres') {
    const url = process.env.DATABASE_URL as string;
    const template = inject('postgresTemplate');
    const name = `${template}_${process.pid}_${++counter}`;
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    try {
      await admin.query(`CREATE DATABASE ${name} TEMPLATE ${template}`);
    } finally {
      await admin.end();
    }
    return openDatabase({ kind: 'postgres', url: withDatabase(url, name), poolSize: 5 });
  }
  return openDatabase({ kind: 'pglite-memory', snapshot: snapshotBlob(inject('pgliteSnapshot')) });
}

let cached: { file: string; blob: Blob } | undefined;

/**
 * The snapshot, read once per worker. PGlite only asks a snapshot for arrayBuffer() and copies every file out of it,
 * so all the files of a worker can share one buffer instead of copying 20 MB through a Blob stream each time.
 */
function snapshotBlob(file: string): Blob {
  if (cached?.file !== file) {
    const bytes = fs.readFileSync(file);
    const buffer = bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength);
    const blob = new Blob([bytes]);
    blob.arrayBuffer = () => Promise.resolve(buffer);
    cached = { file, blob };
  }
  return cached.blob;
}
